/** The finder's private-space and certification texts in Traditional Chinese. */
import type { FinderSpaceKey } from './en';

const zhTW: Record<FinderSpaceKey, string> = {
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

export default zhTW;
