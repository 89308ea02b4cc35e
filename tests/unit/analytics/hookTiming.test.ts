import { describe, expect, it } from 'vitest';
import { createKernel } from '../../../kernel';
import { getHookTrace, hookTiming } from '../../../plugins/analytics/hook-timing';

function clock(step: number) {
  let t = 0;
  return () => (t += step);
}

describe('hookTiming()', () => {
  it('records every tap of every hook with its duration, and counts calls', () => {
    const kernel = createKernel();
    kernel.use({
      name: 'upper',
      apply: (k) => void k.hooks.modifyQuery.tap('upper', (q) => q.toUpperCase()),
    });
    const timing = hookTiming({ now: clock(2) });
    kernel.use(timing);
    expect(kernel.hooks.modifyQuery.call('abc')).toBe('ABC');
    expect(timing.trace.entries).toEqual([
      expect.objectContaining({ hook: 'modifyQuery', tap: 'upper', durationMs: 2, failed: false }),
    ]);
    expect(timing.trace.totals.get('modifyQuery')).toMatchObject({ calls: 1, taps: 1 });
    expect(getHookTrace(kernel)).toBe(timing.trace);
  });

  it('passes errors through unchanged and marks the entry failed', () => {
    const kernel = createKernel();
    const timing = hookTiming();
    kernel.use(timing);
    kernel.use({
      name: 'boom',
      apply: (k) =>
        void k.hooks.modifyQuery.tap('boom', () => {
          throw new Error('bad');
        }),
    });
    expect(() => kernel.hooks.modifyQuery.call('x')).toThrow('bad');
    expect(timing.trace.entries.at(-1)).toMatchObject({ tap: 'boom', failed: true });
  });

  it('times promise taps and HookMap hooks created later', async () => {
    const kernel = createKernel();
    const timing = hookTiming({ now: clock(5) });
    kernel.use(timing);
    kernel.hooks.loadPage
      .for('contacts')
      .tapPromise('cache', async () => ({ items: [], done: true }));
    const result = await kernel.hooks.loadPage.for('contacts').promise({} as never);
    expect(result).toEqual({ items: [], done: true });
    expect(timing.trace.entries.at(-1)).toMatchObject({ hook: 'loadPage[contacts]', tap: 'cache' });
  });

  it('keeps only the latest entries', async () => {
    const { HookTrace } = await import('../../../plugins/analytics/hook-timing');
    const trace = new HookTrace(3);
    for (let i = 0; i < 5; i++)
      trace.record({ hook: 'h', tap: `t${i}`, durationMs: 1, startedAt: i, failed: false });
    expect(trace.entries.map((e) => e.tap)).toEqual(['t2', 't3', 't4']);
    expect(trace.totals.get('h')?.taps).toBe(5);
  });

  it('intercepts every hook of the kernel, HookMaps included', () => {
    const kernel = createKernel();
    const timing = hookTiming({ now: clock(1) });
    kernel.use(timing);
    const names = Object.keys(kernel.hooks) as Array<keyof typeof kernel.hooks>;
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const hook = kernel.hooks[name] as unknown as {
        interceptors?: Array<{ name?: string }>;
        for?: (key: string) => { interceptors: Array<{ name?: string }> };
      };
      const target = typeof hook.for === 'function' ? hook.for('any-source') : hook;
      expect(
        target.interceptors?.some((interceptor) => interceptor.name === 'hook-timing'),
        `${name} is not intercepted`,
      ).toBe(true);
    }
  });
});
