/** A pasted list is split into entries in paste order, and each is checked before it is sent. */
import { describe, expect, it } from 'vitest';
import { splitPaste } from '../../../../kernel';
import { classifyEntry } from '../../../../kernel/paste/classifyEntry';

describe('splitPaste', () => {
  it('splits on commas, semicolons, new lines, tabs and spaces, dropping empty pieces', () => {
    expect(splitPaste('ann@x.cn, bob@x.cn;carl@x.cn\n\ndan@x.cn\teve@x.cn  fay@x.cn;;')).toEqual([
      'ann@x.cn',
      'bob@x.cn',
      'carl@x.cn',
      'dan@x.cn',
      'eve@x.cn',
      'fay@x.cn',
    ]);
  });

  it('spaces separate addresses and numbers; the words between them make one name', () => {
    expect(splitPaste('Li Ming ann@x.cn +86 13800138000 13900139000 Wang Fang\tZhao Lei')).toEqual([
      'Li Ming',
      'ann@x.cn',
      '+86 13800138000',
      '13900139000',
      'Wang Fang',
      'Zhao Lei',
    ]);
  });

  it('keeps "Name <address>" as mail clients copy it as one entry, names with spaces included', () => {
    expect(
      splitPaste(
        'Ann Lee <ann@x.cn>, "Bob, Jr" <bob@x.cn>; <carl@x.cn> dan@x.cn Eve Wu <eve@x.cn>',
      ),
    ).toEqual([
      'Ann Lee <ann@x.cn>',
      'Bob, Jr <bob@x.cn>',
      'carl@x.cn',
      'dan@x.cn',
      'Eve Wu <eve@x.cn>',
    ]);
  });
});

describe('classifyEntry', () => {
  it('accepts addresses, zh-CN mobile numbers and names; the value is what is looked up', () => {
    expect(classifyEntry('Ann <Ann@X.cn>', 0)).toEqual({
      ok: true,
      entry: { index: 0, text: 'Ann <Ann@X.cn>', kind: 'email', value: 'ann@x.cn' },
    });
    expect(classifyEntry('+86 138-0013-8000', 1)).toEqual({
      ok: true,
      entry: { index: 1, text: '+86 138-0013-8000', kind: 'phone', value: '13800138000' },
    });
    expect(classifyEntry('Ann', 2)).toEqual({
      ok: true,
      entry: { index: 2, text: 'Ann', kind: 'name', value: 'Ann' },
    });
  });

  it.each([
    ['a local part over 64', `${'a'.repeat(65)}@x.cn`],
    [
      'a total over 254',
      `a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(70)}.cn`,
    ],
    ['a label over 63', `a@${'b'.repeat(64)}.cn`],
    ['a label with a leading hyphen', 'a@-x.cn'],
    ['a label with a trailing hyphen', 'a@x-.cn'],
    ['a one-letter top-level domain', 'a@x.c'],
    ['no top-level domain', 'a@localhost'],
    ['no local part', '@x.cn'],
  ])('an address with %s is malformed', (_rule, text) => {
    expect(classifyEntry(text, 3)).toEqual({
      ok: false,
      entry: { index: 3, text, expected: 'email' },
    });
  });

  it('a number that is not a mobile number is malformed, never a name', () => {
    expect(classifyEntry('12345', 4)).toEqual({
      ok: false,
      entry: { index: 4, text: '12345', expected: 'phone' },
    });
  });
});
