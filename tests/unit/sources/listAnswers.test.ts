import { describe, expect, it } from 'vitest';
import { ErrorCodes, Messages, PickerError } from '../../../kernel';
import { listAnswer, listOf, listsBySource } from '../../../plugins/sources/shared/values';

const notArray = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PickerError);
    expect((error as PickerError).code).toBe(ErrorCodes.FETCH_NOT_ARRAY);
    return (error as PickerError).message;
  }
  return 'no error';
};

describe('list answers: a malformed answer is an error, an empty array is empty', () => {
  it('listAnswer keeps an array and raises "fetch result must be an array." for anything else', () => {
    expect(listAnswer([])).toEqual([]);
    expect(listAnswer([1, 2])).toEqual([1, 2]);
    for (const bad of [undefined, null, {}, { 0: 'a' }, 'list', 3]) {
      expect(notArray(() => listAnswer(bad as never))).toBe(Messages.fetchNotArray);
    }
  });

  it('listOf (an optional field) reads absent as empty but never turns a non-array into []', () => {
    expect(listOf(undefined)).toEqual([]);
    expect(listOf(null)).toEqual([]);
    expect(listOf(['a'])).toEqual(['a']);
    expect(notArray(() => listOf({} as never))).toBe(Messages.fetchNotArray);
    expect(notArray(() => listOf('a' as never))).toBe(Messages.fetchNotArray);
  });

  it('listsBySource needs a record whose every value is a list', () => {
    expect(listsBySource({ kdocs: [1], woa: [] })).toEqual([[1], []]);
    expect(listsBySource({})).toEqual([]);
    for (const bad of [undefined, null, [], { kdocs: {} }, { kdocs: 'x' }]) {
      expect(notArray(() => listsBySource(bad as never))).toBe(Messages.fetchNotArray);
    }
  });
});
