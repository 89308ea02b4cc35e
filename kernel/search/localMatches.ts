/**
 * Type-ahead before the server: the rows already loaded that match a query. A row matches when
 * its name (or, for a person, the address or number the suite knows them by) holds the query,
 * ignoring case. Rows are taken in the order of the pools they come from (the lists loaded, then
 * the results of earlier searches), each key once, at most `limit` of them: what the list can show
 * while the server is asked, not a search of its own.
 */
import type { PickerItem } from '../types';

/** Rows that are not items of a list (search titles, load-more rows) never match. */
const STRUCTURAL = new Set(['title', 'loadMore']);

/** How many provisional rows at most: more than a list shows at once, bounded for a large org. */
export const LOCAL_MATCH_LIMIT = 50;

function fields(item: PickerItem): string[] {
  const raw = item.raw as { email?: unknown; phone?: unknown } | null | undefined;
  const extra = [raw?.email, raw?.phone].filter((value) => typeof value === 'string');
  return [item.name, ...(extra as string[])];
}

export function localMatches(
  query: string,
  pools: Iterable<readonly PickerItem[]>,
  limit = LOCAL_MATCH_LIMIT,
): PickerItem[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  const seen = new Set<string>();
  const found: PickerItem[] = [];
  for (const pool of pools) {
    for (const item of pool) {
      if (STRUCTURAL.has(item.type) || seen.has(item.key)) continue;
      if (!fields(item).some((text) => text.toLowerCase().includes(needle))) continue;
      seen.add(item.key);
      found.push(item);
      if (found.length >= limit) return found;
    }
  }
  return found;
}

/**
 * The server's answer, ordered so that what the user is looking at does not move: the rows it
 * confirms come first in the order they were shown, the rest follow in the server's order.
 * The server's records are kept (they may carry highlights the local rows did not).
 */
export function confirmedFirst(
  items: readonly PickerItem[],
  shownKeys: readonly string[],
): PickerItem[] {
  if (shownKeys.length === 0) return [...items];
  const byKey = new Map(items.map((item) => [item.key, item]));
  const confirmed = shownKeys.flatMap((key) => {
    const item = byKey.get(key);
    return item ? [item] : [];
  });
  const placed = new Set(confirmed.map((item) => item.key));
  return [...confirmed, ...items.filter((item) => !placed.has(item.key))];
}

/**
 * The same over the blocks of several sources: each block's confirmed rows first, and the blocks
 * holding a confirmed row before the others (each group in source order), so the rows shown
 * stay at the top of the list under their source's title.
 */
export function confirmedBlocksFirst<Block extends { items: PickerItem[] }>(
  blocks: readonly Block[],
  shownKeys: readonly string[],
): Block[] {
  const shown = new Set(shownKeys);
  const ordered = blocks.map((block) => ({
    ...block,
    items: confirmedFirst(block.items, shownKeys),
  }));
  const confirms = (block: Block) => block.items.some((item) => shown.has(item.key));
  return [...ordered.filter(confirms), ...ordered.filter((block) => !confirms(block))];
}
