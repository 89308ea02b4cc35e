import { describe, expect, it } from 'vitest';
import { createKernel, defineExtension, PickerError } from '../../../../kernel';

interface Counter {
  count: number;
}

const COUNTER = defineExtension<Counter>('counter store', 'counter');

function counterPlugin() {
  return {
    name: 'counter',
    apply(kernel: ReturnType<typeof createKernel>) {
      kernel.extensions.provide(COUNTER, { count: 3 });
    },
  };
}

describe('kernel.extensions', () => {
  it('gives another plugin the value a plugin provided under a typed key', () => {
    const kernel = createKernel();
    let seen = 0;
    kernel.use([
      counterPlugin(),
      { name: 'reader', apply: (k) => void (seen = k.extensions.get(COUNTER).count) },
    ]);
    expect(seen).toBe(3);
    expect(kernel.extensions.has(COUNTER)).toBe(true);
  });

  it('says which plugin to install when nothing was provided', () => {
    const kernel = createKernel();
    expect(() => kernel.extensions.get(COUNTER)).toThrow(PickerError);
    expect(() => kernel.extensions.get(COUNTER)).toThrow(
      'no counter store on this kernel: add plugin "counter" to kernel.use()',
    );
    expect(kernel.extensions.find(COUNTER)).toBeUndefined();
  });

  it('refuses a second value for one key', () => {
    const kernel = createKernel();
    kernel.extensions.provide(COUNTER, { count: 1 });
    expect(() => kernel.extensions.provide(COUNTER, { count: 2 })).toThrow(
      'counter store is provided twice: use plugin "counter" once per kernel',
    );
  });

  it('tells keys apart by identity, not by name', () => {
    const kernel = createKernel();
    const other = defineExtension<Counter>('counter store', 'counter');
    kernel.extensions.provide(COUNTER, { count: 1 });
    expect(kernel.extensions.find(other)).toBeUndefined();
  });

  it('keeps a value after the kernel is disposed, until its disposer takes it away', () => {
    const kernel = createKernel();
    const forget = kernel.extensions.provide(COUNTER, { count: 4 });
    kernel.dispose();
    expect(kernel.extensions.get(COUNTER).count).toBe(4);
    forget();
    expect(kernel.extensions.has(COUNTER)).toBe(false);
  });
});
