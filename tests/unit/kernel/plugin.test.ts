import { describe, expect, it, vi } from 'vitest';
import { createKernel, PickerError } from '../../../kernel';

describe('kernel.use()', () => {
  it('rejects a plugin without a name, saying what to do', () => {
    const kernel = createKernel();
    expect(() => kernel.use([{ apply() {} } as never])).toThrow(/has no name: give every plugin/);
  });

  it('rejects a duplicate name', () => {
    const kernel = createKernel();
    kernel.use({ name: 'a', apply() {} });
    expect(() => kernel.use({ name: 'a', apply() {} })).toThrow(/used twice/);
  });

  it('rejects an unmet dependency and applies nothing of the batch', () => {
    const kernel = createKernel();
    const apply = vi.fn();
    expect(() =>
      kernel.use([
        { name: 'first', apply },
        { name: 'second', dependencies: ['missing'], apply },
      ]),
    ).toThrow(
      'plugin "second" needs plugin "missing": add "missing" to kernel.use() before or with it',
    );
    expect(apply).not.toHaveBeenCalled();
  });

  it('applies a dependency given later in the same batch first, the rest in the given order', () => {
    const kernel = createKernel();
    const applied: string[] = [];
    const plugin = (name: string, dependencies?: string[]) => ({
      name,
      dependencies,
      apply: () => void applied.push(name),
    });
    kernel.use([plugin('a'), plugin('reader', ['store']), plugin('b'), plugin('store')]);
    expect(applied).toEqual(['a', 'store', 'reader', 'b']);
  });

  it('refuses plugins that depend on each other, applying none of them', () => {
    const kernel = createKernel();
    const apply = vi.fn();
    expect(() =>
      kernel.use([
        { name: 'x', dependencies: ['y'], apply },
        { name: 'y', dependencies: ['x'], apply },
      ]),
    ).toThrow('plugins "x" -> "y" -> "x" need each other');
    expect(apply).not.toHaveBeenCalled();
  });

  it('accepts source types of its own (the set is open); a second factory for one is refused', () => {
    const kernel = createKernel();
    const files = () => ({}) as never;
    kernel.use({
      name: 'files',
      sourceTypes: ['files', 'time'],
      apply: (k) => k.sources.provide('files', files),
    });
    expect(kernel.hasPlugin('files')).toBe(true);
    expect(() =>
      kernel.use({
        name: 'more-files',
        sourceTypes: ['files'],
        apply: (k) => k.sources.provide('files', files),
      }),
    ).toThrow('source type "files" is provided twice: keep one plugin per source type');
  });

  it('rejects a blank source type, saying what a name looks like', () => {
    const kernel = createKernel();
    expect(() => kernel.use({ name: 'x', sourceTypes: [' '], apply() {} })).toThrow(
      /plugin "x" declares a source type " ": use a non-empty name/,
    );
  });

  it('wraps a failing tap with the plugin and hook name', () => {
    const kernel = createKernel();
    kernel.use({
      name: 'boom',
      apply(k) {
        k.hooks.modifyQuery.tap('boom', () => {
          throw new Error('bad');
        });
      },
    });
    let caught: unknown;
    try {
      kernel.hooks.modifyQuery.call('q');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(PickerError);
    expect((caught as Error).message).toBe('plugin "boom" failed in hook "modifyQuery": bad');
  });

  it('calls a promise tap within the hook call, and names its plugin when it throws or rejects', async () => {
    const kernel = createKernel();
    const calls: string[] = [];
    kernel.use({
      name: 'early',
      apply(k) {
        k.hooks.beforeInit.tapPromise('early', async () => {
          calls.push('tap');
          await Promise.resolve();
        });
      },
    });
    const running = kernel.hooks.beforeInit.promise(kernel);
    calls.push('after call');
    await running;
    // The tap's first request leaves in the call, before any microtask (React's render) runs.
    expect(calls).toEqual(['tap', 'after call']);

    const failing = (fail: () => Promise<void>) => {
      const other = createKernel();
      other.use({
        name: 'boom',
        apply(k) {
          k.hooks.beforeInit.tapPromise('boom', fail);
        },
      });
      return other.hooks.beforeInit.promise(other);
    };
    const thrown = failing(() => {
      throw new Error('at once');
    });
    await expect(thrown).rejects.toThrow('plugin "boom" failed in hook "beforeInit": at once');
    await expect(thrown).rejects.toBeInstanceOf(PickerError);
    await expect(failing(() => Promise.reject(new Error('later')))).rejects.toThrow(
      'plugin "boom" failed in hook "beforeInit": later',
    );
  });
  it('runs disposers in reverse order on dispose, and refuses use afterwards', () => {
    const order: string[] = [];
    const kernel = createKernel();
    kernel.use([
      { name: 'a', apply: () => () => order.push('a') },
      { name: 'b', apply: () => () => order.push('b') },
    ]);
    kernel.dispose();
    expect(order).toEqual(['b', 'a']);
    expect(() => kernel.use({ name: 'c', apply() {} })).toThrow(/disposed/);
  });
});

describe('createKernel options', () => {
  it('rejects an unknown release', () => {
    expect(() => createKernel({ release: 'moon' as never })).toThrow(
      'release "moon" is not valid: use "default", "oversea" or "oem"',
    );
  });
});
