/**
 * What a pasted entry is, with the search box's own rules (kernel/search/classifyQuery.ts): an
 * e-mail address (total 254, local part 64, domain labels 63 without leading or trailing hyphen,
 * a top-level domain of at least 2 letters), a zh-CN mobile number (optionally +86 or 0086), or a
 * name. An entry that looks like an address (it holds an @) or like a number (only digits and
 * phone punctuation) but breaks the rule is malformed: reported, never sent.
 */
import { classifyQuery } from '../search/classifyQuery';
import type { PasteEntry } from '../types';

export interface MalformedEntry {
  index: number;
  text: string;
  /** What it tried to be. */
  expected: 'email' | 'phone';
}

export type ClassifiedEntry =
  { ok: true; entry: PasteEntry } | { ok: false; entry: MalformedEntry };

const NUMBER_LIKE = /^\+?[\d\s().-]+$/;
const MAILBOX = /^(.*)<([^<>]+)>$/;

export function classifyEntry(text: string, index: number): ClassifiedEntry {
  const mailbox = MAILBOX.exec(text);
  const address = mailbox ? mailbox[2].trim() : text;
  if (mailbox || address.includes('@')) {
    return classifyQuery(address) === 'email'
      ? { ok: true, entry: { index, text, kind: 'email', value: address.toLowerCase() } }
      : { ok: false, entry: { index, text, expected: 'email' } };
  }
  if (NUMBER_LIKE.test(text) && /\d/.test(text)) {
    const digits = text.replace(/[\s().-]/g, '');
    return classifyQuery(digits) === 'phone'
      ? { ok: true, entry: { index, text, kind: 'phone', value: digits.replace(/^(\+|00)86/, '') } }
      : { ok: false, entry: { index, text, expected: 'phone' } };
  }
  return { ok: true, entry: { index, text, kind: 'name', value: text } };
}
