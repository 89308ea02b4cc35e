/**
 * A walk over a list of request parameter sets (the recent tab in workspace mode, and its search):
 * each set pages with its own inner cursor; when one set finishes the walk moves to the next, and
 * the walk is done when the last set is. On a first load that gives fewer than `minCount` rows the
 * walk loads more by itself (`loadWalk`).
 */
import type { CursorStep } from './types';

/** Recent tab: a first load with fewer rows than this loads more at once (member-picker.md 9). */
export const DEFAULT_MIN_COUNT = 10;

export interface WalkCursor<Inner = unknown> {
  /** Index of the parameter set being paged. */
  index: number;
  /** That set's own cursor; undefined at its first page. */
  inner: Inner | undefined;
}

export const paramWalkCursor = {
  start: Object.freeze({ index: 0, inner: undefined }) as WalkCursor<never>,
  current<Inner>(cursor: WalkCursor<Inner> | undefined): WalkCursor<Inner> {
    return cursor ?? { index: 0, inner: undefined };
  },
  /** `step` is what the current set's own page said; `setCount` is how many sets the walk has. */
  advance<Inner>(
    prev: WalkCursor<Inner> | undefined,
    step: CursorStep<Inner | undefined>,
    setCount: number,
  ): CursorStep<WalkCursor<Inner>> {
    const index = prev?.index ?? 0;
    if (!step.done) return { cursor: { index, inner: step.cursor }, done: false };
    const nextIndex = index + 1;
    return { cursor: { index: nextIndex, inner: undefined }, done: nextIndex >= setCount };
  },
};

export interface WalkPage<Item, Inner> {
  items: Item[];
  cursor: Inner | undefined;
  done: boolean;
}

export interface LoadWalkOptions<Params, Item, Inner> {
  sets: readonly Params[];
  /** The walk cursor of the previous page; undefined on a first load. */
  cursor: WalkCursor<Inner> | undefined;
  /** Default DEFAULT_MIN_COUNT; only a first load tops itself up. */
  minCount?: number;
  /** Loads one page of one set (throws on abort like any load). */
  loadSet(params: Params, inner: Inner | undefined): Promise<WalkPage<Item, Inner>>;
}

/**
 * Loads the next page of a walk. A first load keeps loading (moving across sets as they finish)
 * until it holds at least `minCount` rows or the walk is done.
 */
export async function loadWalk<Params, Item, Inner>(
  options: LoadWalkOptions<Params, Item, Inner>,
): Promise<{ items: Item[]; cursor: WalkCursor<Inner>; done: boolean }> {
  const minCount = options.minCount ?? DEFAULT_MIN_COUNT;
  const firstLoad = options.cursor === undefined;
  let cursor = paramWalkCursor.current(options.cursor);
  if (cursor.index >= options.sets.length) return { items: [], cursor, done: true };
  const items: Item[] = [];
  for (;;) {
    const page = await options.loadSet(options.sets[cursor.index], cursor.inner);
    items.push(...page.items);
    const step = paramWalkCursor.advance(cursor, page, options.sets.length);
    cursor = step.cursor;
    if (step.done) return { items, cursor, done: true };
    if (!firstLoad || items.length >= minCount) return { items, cursor, done: false };
  }
}
