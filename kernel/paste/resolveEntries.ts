/**
 * Looks well-formed pasted entries up in every source that can resolve: the entries go in batches
 * of `batchSize`, at most `parallel` batches at a time, each batch to every resolver at once. Each
 * request goes through the kernel's request client, so it has the request layer's time-out. A
 * batch that fails (a resolver rejecting, or answering something else than a list) marks its
 * entries as failed and the others go on; an abort stops everything with a CancelledError.
 */
import { CancelledError, isCancelled } from '../errors';
import type { PasteEntry, PickerItem } from '../types';

export const RESOLVE_BATCH_SIZE = 20;
export const RESOLVE_PARALLEL_BATCHES = 4;

/** One resolver: a source's resolve() bound to its load context. */
export type Resolver = (entries: readonly PasteEntry[], signal: AbortSignal) => Promise<unknown>;

export type EntryLookup =
  | { index: number; status: 'found'; items: PickerItem[] }
  | { index: number; status: 'failed'; error: unknown };

export interface ResolveSettings {
  batchSize?: number;
  parallel?: number;
  /** Called after each batch settles: the entries settled so far and in all (progress). */
  onBatch?: (settled: number, total: number) => void;
}

function batchesOf<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < list.length; at += size) out.push(list.slice(at, at + size));
  return out;
}

function isAnswerList(value: unknown): value is Array<{ index: number; items: PickerItem[] }> {
  return (
    Array.isArray(value) &&
    value.every(
      (answer: unknown) =>
        typeof answer === 'object' &&
        answer !== null &&
        typeof (answer as { index?: unknown }).index === 'number' &&
        Array.isArray((answer as { items?: unknown }).items),
    )
  );
}

/** The people of one batch, merged over the resolvers and unique by key, in answer order. */
async function resolveBatch(
  batch: readonly PasteEntry[],
  resolvers: readonly Resolver[],
  signal: AbortSignal,
): Promise<EntryLookup[]> {
  const answers = await Promise.all(resolvers.map((resolver) => resolver(batch, signal)));
  const found = new Map<number, Map<string, PickerItem>>();
  for (const entry of batch) found.set(entry.index, new Map());
  for (const answer of answers) {
    if (!isAnswerList(answer))
      throw new TypeError('resolve() must answer a list of { index, items }');
    for (const { index, items } of answer) {
      const people = found.get(index);
      if (!people) continue;
      for (const item of items) if (!people.has(item.key)) people.set(item.key, item);
    }
  }
  return batch.map((entry) => ({
    index: entry.index,
    status: 'found',
    items: [...(found.get(entry.index)?.values() ?? [])],
  }));
}

export async function resolveEntries(
  entries: readonly PasteEntry[],
  resolvers: readonly Resolver[],
  signal: AbortSignal,
  settings: ResolveSettings = {},
): Promise<EntryLookup[]> {
  const batches = batchesOf(entries, Math.max(1, settings.batchSize ?? RESOLVE_BATCH_SIZE));
  const results: EntryLookup[][] = new Array<EntryLookup[]>(batches.length);
  let next = 0;
  let settled = 0;
  const worker = async (): Promise<void> => {
    while (next < batches.length) {
      if (signal.aborted) throw new CancelledError();
      const at = next;
      next += 1;
      const batch = batches[at];
      try {
        results[at] = await resolveBatch(batch, resolvers, signal);
      } catch (error) {
        if (signal.aborted || isCancelled(error)) throw new CancelledError();
        results[at] = batch.map((entry) => ({ index: entry.index, status: 'failed', error }));
      }
      settled += batch.length;
      settings.onBatch?.(settled, entries.length);
    }
  };
  const parallel = Math.max(1, settings.parallel ?? RESOLVE_PARALLEL_BATCHES);
  await Promise.all(Array.from({ length: Math.min(parallel, batches.length) }, worker));
  if (signal.aborted) throw new CancelledError();
  return results.flat();
}
