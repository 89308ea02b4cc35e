/** What a search query looks like: an e-mail address, a zh-CN mobile number or anything else. */
import isEmail from 'validator/lib/isEmail';
import isMobilePhone from 'validator/lib/isMobilePhone';

export type QueryKind = 'email' | 'phone' | 'other';

export function classifyQuery(query: string): QueryKind {
  const value = query.trim();
  if (value === '') return 'other';
  if (isEmail(value)) return 'email';
  if (isMobilePhone(value, 'zh-CN')) return 'phone';
  return 'other';
}
