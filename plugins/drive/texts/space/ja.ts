/** The finder's private-space and certification texts in Japanese. */
import type { FinderSpaceKey } from './en';

const ja: Record<FinderSpaceKey, string> = {
  unlockTitle: 'プライベートファイル',
  unlockIntro: 'プライベートスペースのパスワードを入力してください。',
  password: 'パスワード',
  unlock: '確認',
  unlocking: 'ロック解除中…',
  forgotPassword: 'パスワードをお忘れですか？',
  errorPassword: 'パスワードを入力してください。',
  membershipExpired: 'メンバーシップの期限切れ',
  membershipExpiredTip:
    'メンバーシップの期限が切れています。更新するとプライベートファイルを開けます。',
  renew: '更新',
  secretOff: 'ここではプライベートファイルを使用できません。',
  certTitle: '電話番号の登録',
  certIntro: '続行するには、アカウントに電話番号を登録してください。',
  phone: '電話番号',
  code: '認証コード',
  sendCode: 'コードを送信',
  codeSent: '認証コードを送信しました。',
  bind: '登録',
  phoneEmpty: '電話番号を入力してください。',
  codeEmpty: '認証コードを入力してください。',
};

export default ja;
