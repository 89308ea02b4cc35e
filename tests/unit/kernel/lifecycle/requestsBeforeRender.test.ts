/**
 * What a picker asks for leaves in the task that decides to ask, not a microtask later: React
 * renders the state changes before it (the tabs just built, the list now loading) in a microtask,
 * and a request queued behind that render leaves only once the render is done. Init's first list
 * (after sync afterInit taps) and a load with no loadPage tap go out at once; a loadPage tap and an
 * async afterInit tap are still waited for.
 */
import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createKernel, type Plugin } from '../../../../kernel';
import { callSeriesNow } from '../../../../kernel/hooks';
import { closureAsyncSeriesHook } from '../../../../kernel/closureHooks';
import type { SourceConfig } from '../../../../kernel/types';
import { flush, listSource, users } from '../sources/fakes';

function latestPlugin(made: ReturnType<typeof listSource>[]): Plugin {
  return {
    name: 'latest-source',
    sourceTypes: ['latest'],
    apply(kernel) {
      return kernel.sources.provide('latest', (config: SourceConfig) => {
        const source = listSource(config.key ?? 'latest', users(3));
        made.push(source);
        return source;
      });
    },
  };
}

/** Whether the source had been asked when a microtask queued as the tabs were built ran. */
async function askedBeforeTheNextMicrotask(
  setUp: (kernel: ReturnType<typeof createKernel>) => void,
) {
  const made: ReturnType<typeof listSource>[] = [];
  const kernel = createKernel({
    storage: null,
    sources: [{ type: 'latest' }],
    plugins: [latestPlugin(made)],
  });
  setUp(kernel);
  let asked: boolean | undefined;
  const stop = reaction(
    () => kernel.tabs.list.length,
    (count) => {
      if (count > 0) queueMicrotask(() => (asked ??= made[0]?.load.mock.calls.length === 1));
    },
  );
  await kernel.init();
  await flush();
  stop();
  expect(kernel.sources.state('latest').items).toHaveLength(3);
  kernel.dispose();
  return asked;
}

describe('requests before the render', () => {
  it("init's first list is asked in the task that builds the tabs when afterInit's taps are sync", async () => {
    const asked = await askedBeforeTheNextMicrotask((kernel) =>
      kernel.hooks.afterInit.tap('sync', () => undefined),
    );
    expect(asked).toBe(true);
  });

  it('an async afterInit tap is still waited for before the first list', async () => {
    let tapDone = false;
    const asked = await askedBeforeTheNextMicrotask((kernel) =>
      kernel.hooks.afterInit.tapPromise('async', async () => {
        await Promise.resolve();
        tapDone = true;
      }),
    );
    expect(asked).toBe(false);
    expect(tapDone).toBe(true);
  });

  it('a load with no loadPage tap asks the source in the call; a tap is asked first', async () => {
    const source = listSource('latest', users(3));
    const kernel = createKernel({ storage: null });
    kernel.sources.register(source);
    const loading = kernel.sources.loadFirst('latest');
    expect(source.load).toHaveBeenCalledTimes(1);
    await loading;

    const tapped = listSource('other', users(3));
    kernel.sources.register(tapped);
    kernel.hooks.loadPage.for('other').tapPromise('cache', async () => ({
      items: users(1),
      done: true,
    }));
    await kernel.sources.loadFirst('other');
    expect(tapped.load).not.toHaveBeenCalled();
    expect(kernel.sources.state('other').items).toHaveLength(1);
    kernel.dispose();
  });
});

describe('callSeriesNow', () => {
  it('is done in the call when every tap is sync, and throws what a sync tap throws', () => {
    const hook = closureAsyncSeriesHook<[string]>(['arg']);
    const seen: string[] = [];
    hook.tap('a', (arg) => void seen.push(`a:${arg}`));
    hook.tapAsync('b', (arg, done) => {
      seen.push(`b:${arg}`);
      done();
    });
    expect(callSeriesNow(hook, 'x')).toBeUndefined();
    expect(seen).toEqual(['a:x', 'b:x']);
    hook.tap('c', () => {
      throw new Error('no');
    });
    expect(() => callSeriesNow(hook, 'y')).toThrow('no');
  });

  it('answers a promise when a tap finishes later, which rejects with its error', async () => {
    const hook = closureAsyncSeriesHook<[number]>(['arg']);
    let last = 0;
    hook.tapPromise('later', async (arg) => {
      await Promise.resolve();
      last = arg;
    });
    const pending = callSeriesNow(hook, 2);
    expect(pending).toBeInstanceOf(Promise);
    expect(last).toBe(0);
    await pending;
    expect(last).toBe(2);
    hook.tapPromise('fails', async () => {
      throw new Error('late');
    });
    await expect(callSeriesNow(hook, 3)).rejects.toThrow('late');
  });
});
