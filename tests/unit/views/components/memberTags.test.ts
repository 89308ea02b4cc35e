import { describe, expect, it } from 'vitest';
import { normaliseMemberTags } from '../../../../plugins/views/components';

describe('normaliseMemberTags', () => {
  it('accepts nothing, a string, and arrays of strings and objects', () => {
    expect(normaliseMemberTags(undefined)).toEqual([]);
    expect(normaliseMemberTags('Team')).toEqual([{ tagName: 'Team' }]);
    expect(normaliseMemberTags(['Group', { tagName: 'Department', style: 'dept' }])).toEqual([
      { tagName: 'Group' },
      { tagName: 'Department', styleName: 'dept' },
    ]);
    expect(normaliseMemberTags([{ tagName: 'x', style: { color: 'red' } }])).toEqual([
      { tagName: 'x', inlineStyle: { color: 'red' } },
    ]);
  });

  it('keeps only safe characters of a style name', () => {
    expect(normaliseMemberTags([{ tagName: 'x', style: 'a b"<c' }])).toEqual([
      { tagName: 'x', styleName: 'abc' },
    ]);
  });

  it.each([[42], [{ tagName: 'x' }], [true], [[{ name: 'x' }]], [[7]]])(
    'throws the spec message for %j',
    (tags) => {
      expect(() => normaliseMemberTags(tags)).toThrow(
        new Error('member-item.tags parameter wrong'),
      );
    },
  );
});
