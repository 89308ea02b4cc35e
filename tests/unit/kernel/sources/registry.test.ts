import { describe, expect, it, vi } from 'vitest';
import { ErrorCodes, createKernel } from '../../../../kernel';
import type { SourceConfig } from '../../../../kernel/types';
import { listSource } from './fakes';

function kernelWithProvider() {
  const kernel = createKernel({ storage: null });
  kernel.sources.provide('latest', (config: SourceConfig) =>
    listSource(config.key ?? 'latest', [], { config }),
  );
  return kernel;
}

describe('source registry', () => {
  it('makes each config through its provider and announces it', () => {
    const kernel = kernelWithProvider();
    const announced = vi.fn();
    kernel.hooks.onSourceRegistered.tap('spy', announced);
    kernel.sources.createFromConfigs([{ type: 'latest' }, { type: 'latest', key: 'second' }]);
    expect(kernel.sources.list.map((s) => s.key)).toEqual(['latest', 'second']);
    expect(kernel.sources.get('second')?.config.key).toBe('second');
    expect(announced).toHaveBeenCalledTimes(2);
  });

  it('names the plugin to add when no provider has the type', () => {
    const kernel = kernelWithProvider();
    expect(() => kernel.sources.createFromConfigs([{ type: 'company' }])).toThrow(
      'sources[0] has type "company" but no plugin provides it: add the "company" source plugin to kernel.use()',
    );
    try {
      kernel.sources.createFromConfigs([{ type: 'company' }]);
    } catch (error) {
      expect((error as { code: string }).code).toBe(ErrorCodes.SOURCE_INVALID);
    }
  });

  it('rejects duplicate keys, saying to set a unique key, and registers none of the batch', () => {
    const kernel = kernelWithProvider();
    expect(() =>
      kernel.sources.createFromConfigs([{ type: 'latest' }, { type: 'latest' }]),
    ).toThrow(/two sources have the key "latest": set a unique key/);
    expect(kernel.sources.list).toEqual([]);
  });

  it('replaces what the previous run made when run again (retried init)', () => {
    const kernel = kernelWithProvider();
    kernel.sources.createFromConfigs([{ type: 'latest' }]);
    kernel.sources.createFromConfigs([{ type: 'latest' }]);
    expect(kernel.sources.list).toHaveLength(1);
  });

  it('refuses a second provider for one type and an unknown key', async () => {
    const kernel = kernelWithProvider();
    expect(() => kernel.sources.provide('latest', () => listSource('x'))).toThrow(/provided twice/);
    await expect(kernel.sources.loadFirst('ghost')).rejects.toThrow(
      /no source has the key "ghost"/,
    );
  });

  it('unregisters through the disposer register returns', () => {
    const kernel = createKernel({ storage: null });
    const dispose = kernel.sources.register(listSource('x'));
    expect(kernel.sources.get('x')).toBeDefined();
    dispose();
    expect(kernel.sources.get('x')).toBeUndefined();
  });
});
