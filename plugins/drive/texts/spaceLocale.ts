/**
 * Texts of the private space (unlock form, membership) and of the certification screen, in every
 * language, under their own i18n namespace.
 */
import { addStrings, type I18nInstance, type Language } from '../../../kernel';

export const FINDER_SPACE_NAMESPACE = 'finder-space';

const en = {
  unlockTitle: 'Private files',
  unlockIntro: 'Enter the password of your private space to open it.',
  password: 'Password',
  unlock: 'Confirm',
  unlocking: 'Unlocking…',
  forgotPassword: 'Forgot password?',
  errorPassword: 'Please enter the password.',
  membershipExpired: 'Membership expired',
  membershipExpiredTip: 'Your membership has expired. Renew it to open your private files.',
  renew: 'Renew',
  secretOff: 'Private files are not available here.',
  certTitle: 'Bind a phone number',
  certIntro: 'To continue, bind a phone number to your account.',
  phone: 'Phone number',
  code: 'Verification code',
  sendCode: 'Send code',
  codeSent: 'A verification code was sent.',
  bind: 'Bind',
  phoneEmpty: 'Please enter a phone number.',
  codeEmpty: 'Please enter the verification code.',
};
export type FinderSpaceKey = keyof typeof en;
type Table = Record<FinderSpaceKey, string>;

const zhCN: Table = {
  unlockTitle: '私密文件',
  unlockIntro: '请输入私密空间密码以打开。',
  password: '密码',
  unlock: '确定',
  unlocking: '正在解锁…',
  forgotPassword: '忘记密码？',
  errorPassword: '请输入密码',
  membershipExpired: '会员已过期',
  membershipExpiredTip: '您的会员已过期，续费后即可打开私密文件。',
  renew: '续费',
  secretOff: '此处无法使用私密文件',
  certTitle: '绑定手机号',
  certIntro: '为继续操作，请为账号绑定手机号。',
  phone: '手机号',
  code: '验证码',
  sendCode: '发送验证码',
  codeSent: '验证码已发送',
  bind: '绑定',
  phoneEmpty: '请输入手机号',
  codeEmpty: '请输入验证码',
};

const zhTW: Table = {
  unlockTitle: '私密檔案',
  unlockIntro: '請輸入私密空間密碼以開啟。',
  password: '密碼',
  unlock: '確定',
  unlocking: '正在解鎖…',
  forgotPassword: '忘記密碼？',
  errorPassword: '請輸入密碼',
  membershipExpired: '會員已過期',
  membershipExpiredTip: '您的會員已過期，續費後即可開啟私密檔案。',
  renew: '續費',
  secretOff: '此處無法使用私密檔案',
  certTitle: '綁定手機號碼',
  certIntro: '為繼續操作，請為帳號綁定手機號碼。',
  phone: '手機號碼',
  code: '驗證碼',
  sendCode: '傳送驗證碼',
  codeSent: '驗證碼已傳送',
  bind: '綁定',
  phoneEmpty: '請輸入手機號碼',
  codeEmpty: '請輸入驗證碼',
};

const ja: Table = {
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

const th: Table = {
  unlockTitle: 'ไฟล์ส่วนตัว',
  unlockIntro: 'ป้อนรหัสผ่านของพื้นที่ส่วนตัวเพื่อเปิด',
  password: 'รหัสผ่าน',
  unlock: 'ยืนยัน',
  unlocking: 'กำลังปลดล็อก…',
  forgotPassword: 'ลืมรหัสผ่าน?',
  errorPassword: 'โปรดป้อนรหัสผ่าน',
  membershipExpired: 'สมาชิกภาพหมดอายุ',
  membershipExpiredTip: 'สมาชิกภาพของคุณหมดอายุแล้ว ต่ออายุเพื่อเปิดไฟล์ส่วนตัว',
  renew: 'ต่ออายุ',
  secretOff: 'ไม่สามารถใช้ไฟล์ส่วนตัวที่นี่',
  certTitle: 'ผูกหมายเลขโทรศัพท์',
  certIntro: 'หากต้องการดำเนินการต่อ โปรดผูกหมายเลขโทรศัพท์กับบัญชีของคุณ',
  phone: 'หมายเลขโทรศัพท์',
  code: 'รหัสยืนยัน',
  sendCode: 'ส่งรหัส',
  codeSent: 'ส่งรหัสยืนยันแล้ว',
  bind: 'ผูก',
  phoneEmpty: 'โปรดป้อนหมายเลขโทรศัพท์',
  codeEmpty: 'โปรดป้อนรหัสยืนยัน',
};

export const finderSpaceLabels: Record<Language, Table> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en,
  ja,
  th,
};

/** Adds the texts to a kernel's i18next instance (idempotent). */
export function addFinderSpaceStrings(i18n: I18nInstance): void {
  if (i18n.hasResourceBundle('en', FINDER_SPACE_NAMESPACE)) return;
  addStrings(i18n, FINDER_SPACE_NAMESPACE, finderSpaceLabels);
}
