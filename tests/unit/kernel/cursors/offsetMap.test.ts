import { describe, expect, it } from 'vitest';
import { OffsetMap } from '../../../../kernel/sources/cursors';
import { Messages, PickerError } from '../../../../kernel/errors';

describe('OffsetMap', () => {
  it('keeps positions per key and resets by prefix', () => {
    const map = new OffsetMap<number>();
    map.set('latest|browse', 20);
    map.set('latest|search', 5);
    map.set('team|browse', 40);
    map.reset('latest|', true);
    expect(map.get('latest|browse')).toBeUndefined();
    expect(map.get('team|browse')).toBe(40);
  });

  it('rejects a read without a key', () => {
    const map = new OffsetMap<number>();
    expect(() => map.get(undefined)).toThrow(PickerError);
    expect(() => map.get('')).toThrow(Messages.offsetMapKeyMissing);
  });
});
