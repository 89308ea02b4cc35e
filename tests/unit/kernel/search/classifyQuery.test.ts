import { describe, expect, it } from 'vitest';
import { classifyQuery } from '../../../../kernel/search/classifyQuery';

describe('classifyQuery()', () => {
  it.each([
    ['li.ming@pickerkit.test', 'email'],
    ['Li Ming <li.ming@pickerkit.test>', 'email'],
    ['13803000001', 'phone'],
    [' 13803000001 ', 'phone'],
    ['Li Ming', 'other'],
    ['', 'other'],
    ['   ', 'other'],
  ])('%j is %s', (query, kind) => {
    expect(classifyQuery(query)).toBe(kind);
  });

  it('applies the e-mail length limits: 64 for the local part, 254 in all', () => {
    expect(classifyQuery(`${'a'.repeat(64)}@pickerkit.test`)).toBe('email');
    expect(classifyQuery(`${'a'.repeat(65)}@pickerkit.test`)).toBe('other');
    const longDomain = `${Array.from({ length: 5 }, () => 'd'.repeat(60)).join('.')}.com`;
    expect(classifyQuery(`a@${longDomain}`)).toBe('other');
  });

  it('needs a top-level domain of letters and refuses bad labels', () => {
    expect(classifyQuery('a@localhost')).toBe('other');
    expect(classifyQuery('a@-pickerkit.test')).toBe('other');
    expect(classifyQuery('a@picker_kit.test')).toBe('other');
    expect(classifyQuery(`a@${'d'.repeat(64)}.com`)).toBe('other');
  });

  it("applies the mail provider's 6 to 30 character local-part rule", () => {
    expect(classifyQuery('abcde@gmail.com')).toBe('other');
    expect(classifyQuery('abcdef@gmail.com')).toBe('email');
  });

  it('refuses a label with a trailing hyphen, and a one-letter or numeric top-level domain', () => {
    expect(classifyQuery('a@pickerkit-.test')).toBe('other');
    expect(classifyQuery('a@mail.pickerkit-.test')).toBe('other');
    expect(classifyQuery('a@pickerkit.t')).toBe('other');
    expect(classifyQuery('a@pickerkit.123')).toBe('other');
    expect(classifyQuery('a@pickerkit.c0m')).toBe('other');
    expect(classifyQuery('a@picker-kit.test')).toBe('email');
    expect(classifyQuery('a@pickerkit.io')).toBe('email');
  });

  it("bounds the provider's local part at 6 and 30 characters, dots not counted", () => {
    expect(classifyQuery(`${'a'.repeat(30)}@gmail.com`)).toBe('email');
    expect(classifyQuery(`${'a'.repeat(31)}@gmail.com`)).toBe('other');
    expect(classifyQuery('ab.cd.e@gmail.com')).toBe('other');
    expect(classifyQuery('ab.cd.ef@gmail.com')).toBe('email');
    // Its other domain follows the same rule; any other provider does not.
    expect(classifyQuery('abcde@googlemail.com')).toBe('other');
    expect(classifyQuery('abcde@pickerkit.test')).toBe('email');
    expect(classifyQuery(`${'a'.repeat(31)}@pickerkit.test`)).toBe('email');
  });
});
