/**
 * The paste pipeline is a chunk the paste store loads on the first paste. When it cannot be
 * loaded, every entry is reported as failed (nothing picked, one warning), and the retry loads it
 * again and resolves them.
 */
import { describe, expect, it, vi } from 'vitest';
import type { PasteEntry, PickerItem, ResolveAnswer, SourceDefinition } from '../../../../kernel';
import { kernelWith, listSource, user } from '../sources/fakes';

const chunk = vi.hoisted(() => ({ fails: true, loads: 0 }));

vi.mock('../../../../kernel/paste/pastePipeline', async (importActual) => {
  chunk.loads += 1;
  if (chunk.fails) throw new Error('chunk failed');
  return importActual();
});

type Resolve = NonNullable<SourceDefinition['resolve']>;

const ann = user('1', { name: 'Ann' });
const bob = user('2', { name: 'Bob' });

function byName(people: PickerItem[]): Resolve {
  return vi.fn<Resolve>(async (entries: readonly PasteEntry[]) =>
    entries.map((entry): ResolveAnswer => ({
      index: entry.index,
      items: people.filter((person) => person.name === entry.value),
    })),
  );
}

describe('a paste whose pipeline cannot be loaded', () => {
  it('reports every entry as failed, picks nothing, and its retry loads the pipeline again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const resolve = byName([ann, bob]);
    const kernel = kernelWith([listSource('people', [], { resolve })]);
    kernel.itemTypes.register({ type: 'user', idKey: 'userid' });

    const report = await kernel.paste.paste('Ann, Bob');
    expect(report?.outcomes.map((outcome) => [outcome.entry.text, outcome.kind])).toEqual([
      ['Ann', 'failed'],
      ['Bob', 'failed'],
    ]);
    expect(kernel.selection.count).toBe(0);
    expect(resolve).not.toHaveBeenCalled();
    expect(kernel.paste.status).toBe('done');
    expect(warn).toHaveBeenCalledWith(
      '[pickerkit] the paste pipeline could not be loaded:',
      expect.anything(),
    );

    chunk.fails = false;
    const retried = await kernel.paste.retryFailed();
    expect(chunk.loads).toBe(2);
    expect(retried?.outcomes.map((outcome) => [outcome.entry.text, outcome.kind])).toEqual([
      ['Ann', 'added'],
      ['Bob', 'added'],
    ]);
    expect(kernel.selection.selectedItems.map((item) => item.name)).toEqual(['Ann', 'Bob']);
    warn.mockRestore();
  });
});
