/**
 * A call asked beside the account check: taken, its answer is the call's; dropped, it is aborted
 * and its failure reaches no one; it follows the abort of the scope it was asked in.
 */
import { describe, expect, it } from 'vitest';
import { isCancelled, type RequestClient } from '../../../kernel';
import { askBesideTheCheck } from '../../../plugins/sources/context/besideTheCheck';
import type { CallScope } from '../../../plugins/sources/shared/fetch';

/** A client whose check never answered, so nothing is known of the user. */
const scopeWith = (signal?: AbortSignal): CallScope => ({
  client: {} as RequestClient,
  signal,
});

/** A call that answers `value` unless its signal is aborted first, as the request layer does. */
function call(value: string) {
  const seen: AbortSignal[] = [];
  const ask = (scope: CallScope) =>
    new Promise<string>((resolve, reject) => {
      const signal = scope.signal!;
      seen.push(signal);
      if (signal.aborted) reject(signal.reason);
      signal.addEventListener('abort', () => reject(signal.reason));
      queueMicrotask(() => {
        if (!signal.aborted) resolve(value);
      });
    });
  return { ask, seen };
}

describe('askBesideTheCheck', () => {
  it('starts the call at once; taken, it answers', async () => {
    const { ask, seen } = call('7');
    const asked = askBesideTheCheck(scopeWith(), ask);
    expect(seen).toHaveLength(1);
    await expect(asked!.take()).resolves.toBe('7');
  });

  it('dropped, the call is aborted as cancelled and its failure reaches no one', async () => {
    const { ask, seen } = call('7');
    const asked = askBesideTheCheck(scopeWith(), ask);
    asked!.drop();
    expect(seen[0].aborted).toBe(true);
    expect(isCancelled(seen[0].reason)).toBe(true);
    // No unhandled rejection: vitest fails the run on one.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("follows the abort of the scope's signal", async () => {
    const outer = new AbortController();
    const { ask, seen } = call('7');
    const asked = askBesideTheCheck(scopeWith(outer.signal), ask);
    outer.abort(new Error('closed'));
    expect(seen[0].aborted).toBe(true);
    await expect(asked!.take()).rejects.toThrow('closed');
  });

  it('in a scope already aborted, the call starts aborted', async () => {
    const outer = new AbortController();
    outer.abort(new Error('closed'));
    const { ask, seen } = call('7');
    const asked = askBesideTheCheck(scopeWith(outer.signal), ask);
    expect(seen[0].aborted).toBe(true);
    await expect(asked!.take()).rejects.toThrow('closed');
  });
});
