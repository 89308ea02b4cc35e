/**
 * kernel.paste: entries resolved through the sources that can resolve (batched, bounded,
 * abortable, a failed batch reported), unique matches picked in paste order within the limits,
 * one announced report, choosing a candidate and undo.
 */
import { describe, expect, it, vi } from 'vitest';
import { resolveEntries } from '../../../../kernel/paste/resolveEntries';
import {
  unresolvedText,
  type Announcement,
  type PasteEntry,
  type PickerItem,
  type ResolveAnswer,
  type SourceDefinition,
} from '../../../../kernel';
import { deferred, kernelWith, listSource, user } from '../sources/fakes';

type Resolve = NonNullable<SourceDefinition['resolve']>;

/** A directory: an entry's value finds the people whose name or e-mail equals it. */
function directory(people: PickerItem[]): Resolve {
  return vi.fn<Resolve>(async (entries: readonly PasteEntry[]) =>
    entries.map((entry): ResolveAnswer => ({
      index: entry.index,
      items: people.filter(
        (person) =>
          person.name === entry.value || (person.raw as { email?: string }).email === entry.value,
      ),
    })),
  );
}

const ann = user('1', { name: 'Ann', raw: { email: 'ann@x.cn' } });
const bob = user('2', { name: 'Bob', raw: { email: 'bob@x.cn' } });
const carl = user('3', { name: 'Carl', raw: { email: 'carl@x.cn' } });
const lee1 = user('4', { name: 'Lee', raw: { email: 'lee1@x.cn' } });
const lee2 = user('5', { name: 'Lee', raw: { email: 'lee2@x.cn' } });
const people = [ann, bob, carl, lee1, lee2];

function pickerWith(resolve: Resolve, options: Parameters<typeof kernelWith>[1] = {}) {
  const kernel = kernelWith([listSource('people', [], { resolve })], options);
  kernel.itemTypes.register({ type: 'user', idKey: 'userid' });
  const said: Announcement[] = [];
  kernel.hooks.onAnnounce.tap('test', (announcement) => {
    said.push(announcement);
  });
  return { kernel, said };
}

describe('kernel.paste', () => {
  it('picks unique matches in paste order and reports every other entry, announced once', async () => {
    const { kernel, said } = pickerWith(directory(people));
    kernel.selection.select(carl);
    const report = await kernel.paste.paste(
      'Bob <bob@x.cn>, ann@x.cn; carl@x.cn\nLee nobody@x.cn a@b.c 12345 bob@x.cn',
    );
    expect(kernel.selection.selectedItems.map((item) => item.name)).toEqual(['Carl', 'Bob', 'Ann']);
    expect(report?.outcomes.map((outcome) => [outcome.entry.text, outcome.kind])).toEqual([
      ['Bob <bob@x.cn>', 'added'],
      ['ann@x.cn', 'added'],
      ['carl@x.cn', 'alreadyPicked'],
      ['Lee', 'ambiguous'],
      ['nobody@x.cn', 'notFound'],
      ['a@b.c', 'malformed'],
      ['12345', 'malformed'],
      // Pasted twice: picked once.
      ['bob@x.cn', 'alreadyPicked'],
    ]);
    // One announcement for the paste (the pick of Carl before it was announced on its own).
    expect(said.slice(1)).toHaveLength(1);
    expect(said.at(-1)).toEqual({
      kind: 'pasted',
      added: 2,
      alreadyPicked: 2,
      ambiguous: 1,
      notFound: 1,
      malformed: 2,
      failed: 0,
      refused: 0,
    });
    expect(unresolvedText(report!)).toBe('Lee\nnobody@x.cn\na@b.c\n12345');
  });

  it('never sends a malformed entry', async () => {
    const resolve = directory(people);
    const { kernel } = pickerWith(resolve);
    await kernel.paste.paste('a@-x.cn ann@x.cn 12345');
    const sent = vi.mocked(resolve).mock.calls.flatMap(([entries]) => entries.map((e) => e.text));
    expect(sent).toEqual(['ann@x.cn']);
  });

  it('stays within maxCount, and leaves excluded people and those a rule disables unpicked with their reason', async () => {
    const { kernel } = pickerWith(directory(people), {
      maxCount: 1,
      hidden: [{ type: 'user', id: '2' }],
      disabledReason: (item) => (item.id === '3' ? 'On leave' : undefined),
    });
    const report = await kernel.paste.paste('bob@x.cn carl@x.cn ann@x.cn lee1@x.cn');
    expect(kernel.selection.selectedItems.map((item) => item.name)).toEqual(['Ann']);
    expect(
      report?.outcomes.map((outcome) =>
        outcome.kind === 'refused' ? [outcome.code, outcome.message] : outcome.kind,
      ),
    ).toEqual([['excluded', undefined], ['rule', 'On leave'], 'added', ['limit', undefined]]);
  });

  it('a candidate of an ambiguous entry can be chosen, and undo removes what the paste added', async () => {
    const { kernel, said } = pickerWith(directory(people));
    kernel.selection.select(carl);
    await kernel.paste.paste('Lee ann@x.cn');
    expect(kernel.paste.choose(0, lee2)).toBe(true);
    expect(kernel.paste.report?.counts).toMatchObject({ added: 2, ambiguous: 0 });
    expect(kernel.paste.undo()).toBe(2);
    expect(kernel.selection.selectedItems.map((item) => item.name)).toEqual(['Carl']);
    expect(said.at(-1)).toEqual({ kind: 'removedMany', removed: 2, count: 1 });
    expect(kernel.paste.report).toBeNull();
  });

  it('asks in batches, at most a bounded number at a time, and a failed batch is reported, not fatal', async () => {
    let running = 0;
    let most = 0;
    const resolve = vi.fn<Resolve>(async (entries) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((done) => setTimeout(done, 5));
      running -= 1;
      if (entries.some((entry) => entry.value === 'u30@x.cn')) throw new Error('502');
      return entries.map((entry) => ({
        index: entry.index,
        items: [user(entry.value, { name: entry.value })],
      }));
    });
    const { kernel } = pickerWith(resolve);
    const text = Array.from({ length: 100 }, (_, at) => `u${at}@x.cn`).join('\n');
    const report = await kernel.paste.paste(text);
    expect(resolve).toHaveBeenCalledTimes(5);
    expect(most).toBeLessThanOrEqual(4);
    expect(report?.counts).toMatchObject({ added: 80, failed: 20 });
    expect(report?.outcomes[30]).toMatchObject({ kind: 'failed', entry: { text: 'u30@x.cn' } });
    expect(kernel.selection.count).toBe(80);
  });

  it('retryFailed looks the failed entries up again and keeps the rest of the report', async () => {
    let failing = true;
    const resolve = vi.fn<Resolve>(async (entries) => {
      if (failing && entries.some((entry) => entry.value === 'u25@x.cn')) throw new Error('502');
      return entries.map((entry) => ({
        index: entry.index,
        items: [user(entry.value, { name: entry.value })],
      }));
    });
    const { kernel, said } = pickerWith(resolve);
    const text = Array.from({ length: 30 }, (_, at) => `u${at}@x.cn`).join(' ');
    await kernel.paste.paste(`${text} a@b.c`);
    expect(kernel.paste.report?.counts).toMatchObject({ added: 20, failed: 10, malformed: 1 });
    failing = false;
    const report = await kernel.paste.retryFailed();
    expect(report?.counts).toMatchObject({ added: 30, failed: 0, malformed: 1 });
    expect(report?.outcomes.map((outcome) => outcome.entry.index)).toEqual(
      Array.from({ length: 31 }, (_, at) => at),
    );
    expect(said.at(-1)).toMatchObject({ kind: 'pasted', added: 30, failed: 0 });
    expect(kernel.paste.undo()).toBe(30);
  });

  it('sources sharing one resolver are asked once; sources without one are not asked', async () => {
    const resolve = directory(people);
    const kernel = kernelWith([
      listSource('a', [], { resolve }),
      listSource('b', [], { resolve }),
      listSource('c'),
    ]);
    kernel.itemTypes.register({ type: 'user', idKey: 'userid' });
    expect(kernel.paste.accepts('ann@x.cn bob@x.cn')).toBe(true);
    expect(kernel.paste.accepts('ann@x.cn')).toBe(false);
    await kernel.paste.paste('ann@x.cn bob@x.cn');
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(kernelWith([listSource('c')]).paste.accepts('ann@x.cn bob@x.cn')).toBe(false);
  });

  it('cancel aborts the lookups and picks nothing; a new paste replaces a pending one', async () => {
    const answer = deferred<ResolveAnswer[]>();
    let signal: AbortSignal | undefined;
    const { kernel } = pickerWith(async (_entries, ctx) => {
      signal = ctx.signal;
      return answer.promise;
    });
    const pending = kernel.paste.paste('ann@x.cn bob@x.cn');
    // The first paste loads the entries' classification (a chunk) before it looks them up.
    await vi.waitFor(() => expect(signal).toBeDefined());
    expect(kernel.paste.status).toBe('resolving');
    kernel.paste.cancel();
    expect(signal?.aborted).toBe(true);
    answer.resolve([{ index: 0, items: [ann] }]);
    expect(await pending).toBeNull();
    expect(kernel.selection.count).toBe(0);
    expect(kernel.paste.status).toBe('idle');
  });
});

describe('resolveEntries', () => {
  it('a resolver answering something else than a list fails its batch only', async () => {
    const entries: PasteEntry[] = [0, 1, 2].map((index) => ({
      index,
      text: `e${index}`,
      kind: 'name',
      value: `e${index}`,
    }));
    const lookups = await resolveEntries(
      entries,
      [
        async (batch) =>
          batch[0].index === 1 ? { oops: true } : [{ index: batch[0].index, items: [] }],
      ],
      new AbortController().signal,
      { batchSize: 1 },
    );
    expect(lookups.map((lookup) => lookup.status)).toEqual(['found', 'failed', 'found']);
  });
});
