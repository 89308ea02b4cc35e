/**
 * The account rules of finder.md section 5: an account is a correct e-mail or a (zh-CN) mobile
 * number (InvalidAccount); unbinding one of e-mail and phone keeps the other bound
 * (MustHasOneBind). Each returns null when the value is fine, else the result code of section 8.
 *
 * Apart from validators.ts because of validator's e-mail and phone tables: the finder checks names
 * at open (the new-folder row) and must not bundle them for that.
 */
import isEmail from 'validator/lib/isEmail.js';
import isMobilePhone from 'validator/lib/isMobilePhone.js';

export type AccountKind = 'email' | 'phone';

/** What an account string is: an e-mail address, a mobile number, or neither (null). */
export function accountKind(account: string): AccountKind | null {
  const value = account.trim();
  if (value === '') return null;
  if (isEmail(value, { require_tld: true, allow_display_name: false })) return 'email';
  if (isMobilePhone(value, 'zh-CN')) return 'phone';
  return null;
}

export function accountError(account: string): 'InvalidAccount' | null {
  return accountKind(account) === null ? 'InvalidAccount' : null;
}

/** Unbinding `which`: refused when the other one is not bound (one must stay). */
export function unbindError(
  bound: { email?: string | null; phone?: string | null },
  which: AccountKind,
): 'MustHasOneBind' | null {
  const other = which === 'email' ? bound.phone : bound.email;
  return other && other.trim() !== '' ? null : 'MustHasOneBind';
}
