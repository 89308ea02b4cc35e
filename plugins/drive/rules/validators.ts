/**
 * The validation rules of finder.md section 5, one function per field. Each returns null when the
 * value is fine, else the result code of section 8 that names what is wrong (the views turn a
 * code into its text), so a rule and the server's answer for the same fault read alike.
 *
 * - File and folder names: not empty (fileNameEmpty), at most 100 characters
 *   (fileNameLengthExceed), none of \ / : * ? " < > | (illegalFname); a link folder's name also
 *   none of ; % & (illegalFname).
 * - Team name: at least 2 Chinese characters or 4 letters (a CJK character weighs 2, anything
 *   else 1, so the weight is at least 4: groupLengthTooShort), at most 100 characters
 *   (groupLengthTooLong), none of \ / ; : * ? " < > | % & (illegalGroupName).
 * - Comment: at most 255 characters (commentTooLong). Account password: 8 to 16 characters of
 *   at least 3 of 4 kinds: upper case, lower case, digits, symbols (PasswordWeak). Nickname:
 *   none of ! @ # $ ^ * < > ? (InvalidNickname). Verification code: not empty
 *   (invalidVerifyCode). The account rules (e-mail or mobile number) are in accountValidators.ts,
 *   apart, so that what imports a name check does not bundle validator's e-mail and phone tables.
 *
 * Lengths count characters (code points), so an emoji or a CJK extension character is one.
 */

/** finder.md section 9: file name up to 100, team name up to 100, comment up to 255. */
export const NAME_MAX_LENGTH = 100;
export const TEAM_NAME_MAX_LENGTH = 100;
export const TEAM_NAME_MIN_WEIGHT = 4;
export const COMMENT_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
export const PASSWORD_MIN_KINDS = 3;

/** The characters no file or folder name may hold. */
export const ILLEGAL_NAME_CHARS = '\\/:*?"<>|';
/** Also refused in a link folder's name. */
export const ILLEGAL_LINK_FOLDER_CHARS = ';%&';
export const ILLEGAL_TEAM_NAME_CHARS = '\\/;:*?"<>|%&';
export const ILLEGAL_NICKNAME_CHARS = '!@#$^*<>?';

export type NameError = 'fileNameEmpty' | 'fileNameLengthExceed' | 'illegalFname';
export type TeamNameError = 'groupLengthTooShort' | 'groupLengthTooLong' | 'illegalGroupName';

function length(value: string): number {
  return [...value].length;
}

function holdsAny(value: string, chars: string): boolean {
  for (const char of value) if (chars.includes(char)) return true;
  return false;
}

/** A file or folder name (a link folder's name refuses ; % & as well). */
export function fileNameError(
  name: string,
  options: { linkFolder?: boolean } = {},
): NameError | null {
  if (name.trim() === '') return 'fileNameEmpty';
  if (length(name) > NAME_MAX_LENGTH) return 'fileNameLengthExceed';
  if (holdsAny(name, ILLEGAL_NAME_CHARS)) return 'illegalFname';
  if (options.linkFolder && holdsAny(name, ILLEGAL_LINK_FOLDER_CHARS)) return 'illegalFname';
  return null;
}

const CJK = /[\p{Script=Han}]/u;

export function teamNameError(name: string): TeamNameError | null {
  const value = name.trim();
  let weight = 0;
  for (const char of value) weight += CJK.test(char) ? 2 : 1;
  if (weight < TEAM_NAME_MIN_WEIGHT) return 'groupLengthTooShort';
  if (length(value) > TEAM_NAME_MAX_LENGTH) return 'groupLengthTooLong';
  if (holdsAny(value, ILLEGAL_TEAM_NAME_CHARS)) return 'illegalGroupName';
  return null;
}

export function commentError(comment: string): 'commentTooLong' | null {
  return length(comment) > COMMENT_MAX_LENGTH ? 'commentTooLong' : null;
}

/** The kinds of characters a password holds: upper case, lower case, digits, symbols. */
export function passwordKinds(password: string): number {
  let kinds = 0;
  if (/\p{Lu}/u.test(password)) kinds += 1;
  if (/\p{Ll}/u.test(password)) kinds += 1;
  if (/\p{Nd}/u.test(password)) kinds += 1;
  if (/[^\p{L}\p{Nd}\s]/u.test(password)) kinds += 1;
  return kinds;
}

export function accountPasswordError(password: string): 'PasswordWeak' | null {
  const size = length(password);
  if (size < PASSWORD_MIN_LENGTH || size > PASSWORD_MAX_LENGTH) return 'PasswordWeak';
  return passwordKinds(password) >= PASSWORD_MIN_KINDS ? null : 'PasswordWeak';
}

export function nicknameError(nickname: string): 'InvalidNickname' | null {
  return nickname.trim() === '' || holdsAny(nickname, ILLEGAL_NICKNAME_CHARS)
    ? 'InvalidNickname'
    : null;
}

export function verificationCodeError(code: string): 'invalidVerifyCode' | null {
  return code.trim() === '' ? 'invalidVerifyCode' : null;
}
