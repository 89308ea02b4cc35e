/**
 * The entries' classification is a chunk the paste store loads on the first paste. When it cannot
 * be loaded, nothing is looked up or picked: every entry is reported as failed (the report offers
 * retry), and a retry once it loads resolves them.
 */
import { describe, expect, it, vi } from 'vitest';

let failing = true;
vi.mock('../../../../kernel/paste/classifyEntry', async (importOriginal) => {
  if (failing) throw new Error('chunk failed');
  return importOriginal();
});

describe('kernel.paste when its classification cannot be loaded', () => {
  it('reports every entry as failed, picks nothing, and a retry resolves them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { kernelWith, listSource, user } = await import('../sources/fakes');
    const ann = user('1', { name: 'Ann', raw: { email: 'ann@x.cn' } });
    const resolve = vi.fn(async (entries: readonly { index: number; value: string }[]) =>
      entries.map((entry) => ({
        index: entry.index,
        items: entry.value === 'ann@x.cn' ? [ann] : [],
      })),
    );
    const kernel = kernelWith([listSource('people', [], { resolve })]);
    kernel.itemTypes.register({ type: 'user', idKey: 'userid' });

    const report = await kernel.paste.paste('ann@x.cn nobody@x.cn');
    expect(report?.counts.failed).toBe(2);
    expect(resolve).not.toHaveBeenCalled();
    expect(kernel.selection.count).toBe(0);
    expect(kernel.paste.status).toBe('done');

    failing = false;
    vi.resetModules();
    const retried = await kernel.paste.retryFailed();
    expect(retried?.counts).toMatchObject({ added: 1, notFound: 1, failed: 0 });
    expect(kernel.selection.selectedItems.map((item) => item.name)).toEqual(['Ann']);
  });
});
