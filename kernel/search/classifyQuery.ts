/**
 * What a search query looks like: an e-mail address, a zh-CN mobile number, or anything else.
 * One rule for the search box and the unknown-user probe (member-picker.md sections 4 and 5):
 * e-mail up to 254 characters with a local part up to 64, a domain that needs a top-level domain
 * (labels up to 63, no leading or trailing hyphen, no underscores), an optional display name,
 * and the one mail provider's local-part rule (6 to 30 characters) as validator applies it.
 */
import isEmail from 'validator/lib/isEmail.js';
import isMobilePhone from 'validator/lib/isMobilePhone.js';

export type QueryKind = 'email' | 'phone' | 'other';

const EMAIL_RULES = {
  allow_display_name: true,
  require_tld: true,
  allow_underscores: false,
  domain_specific_validation: true,
} as const;

export function classifyQuery(query: string): QueryKind {
  const value = query.trim();
  if (value === '') return 'other';
  if (isEmail(value, EMAIL_RULES)) return 'email';
  if (isMobilePhone(value, 'zh-CN')) return 'phone';
  return 'other';
}
