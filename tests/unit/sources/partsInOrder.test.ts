/**
 * The parts of one answer shown as they come: the rows of the parts answered from the first one
 * on, in part order, a part still asked holding back those below it, a failed part holding no
 * place; the whole answer settled as settleParts settles it.
 */
import { describe, expect, it } from 'vitest';
import { settlePartsInOrder } from '../../../plugins/sources/shared/partsInOrder';
import { deferred, flush } from '../kernel/sources/fakes';

describe('settlePartsInOrder', () => {
  it('shows the leading parts answered, never a part below one still asked', async () => {
    const parts = [deferred<string[]>(), deferred<string[]>(), deferred<string[]>()];
    const shown: string[][] = [];
    const whole = settlePartsInOrder(
      parts.map((part) => part.promise),
      (rows) => shown.push(rows),
    );
    parts[2].resolve(['c']);
    await flush();
    expect(shown).toEqual([]);
    parts[0].resolve(['a']);
    await flush();
    expect(shown).toEqual([['a']]);
    parts[1].reject(new Error('b failed'));
    await flush();
    // The failed part holds no place; the last part completes the answer, which the caller shows.
    expect(shown).toEqual([['a']]);
    await expect(whole).resolves.toEqual([['a'], [], ['c']]);
  });

  it('shows each growth of the leading parts once, and rejects when every part failed', async () => {
    const parts = [deferred<string[]>(), deferred<string[]>(), deferred<string[]>()];
    const shown: string[][] = [];
    const whole = settlePartsInOrder(
      parts.map((part) => part.promise),
      (rows) => shown.push(rows),
    );
    parts[0].resolve(['a']);
    parts[1].resolve(['b']);
    await flush();
    expect(shown).toEqual([['a'], ['a', 'b']]);

    const failing = [deferred<string[]>(), deferred<string[]>()];
    const none = settlePartsInOrder(failing.map((part) => part.promise));
    failing[0].reject(new Error('first'));
    failing[1].reject(new Error('second'));
    await expect(none).rejects.toThrow('first');
    parts[2].resolve([]);
    await whole;
  });
});
