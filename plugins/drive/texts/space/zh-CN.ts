/** The finder's private-space and certification texts in Simplified Chinese. */
import type { FinderSpaceKey } from './en';

const zhCN: Record<FinderSpaceKey, string> = {
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

export default zhCN;
