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

  it('rejects an unknown source type', () => {
    const kernel = createKernel();
    expect(() => kernel.use({ name: 'x', sourceTypes: ['nope'], apply() {} })).toThrow(
      /unknown source type "nope"/,
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
