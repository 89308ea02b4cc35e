/** The finder's private-space and certification texts in English: the keys every language gives. */
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
export default en;
