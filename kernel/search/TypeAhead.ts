/**
 * Type-ahead before the server: while the debounce and the search run, the rows already loaded
 * that match what is typed are shown at once, marked provisional, until the server's answer
 * replaces them (the rows it confirms first, in the order shown). This class holds which rows are
 * provisional and for which text, finds the matches (localMatches.ts) in what the lists and
 * earlier searches show, and decides what a keystroke does to the list; the search store shows.
 */
import { makeObservable, observable } from 'mobx';
import type { KernelHooks } from '../hooks';
import type { ResolvedKernelOptions } from '../options';
import type { PickerItem, SourceDefinition } from '../types';
import { confirmedBlocksFirst, localMatches } from './localMatches';
import type { SearchTarget } from './searchScope';

/** Where the loaded rows come from (the search store's dependencies provide them). */
export interface TypeAheadDeps {
  hooks: Pick<KernelHooks, 'modifyLocalMatches'>;
  options: Pick<ResolvedKernelOptions, 'searchScope'>;
  /** The registered sources, in order. */
  sources(): readonly SourceDefinition[];
  /** What a source's lists show now, list by list (the pools of type-ahead matches). */
  loadedItems?(sourceKey: string): Iterable<readonly PickerItem[]>;
  /** What the loaded lists under a tree node show (type-ahead inside a searched place). */
  loadedUnder?(sourceKey: string, placeKey: string): Iterable<readonly PickerItem[]>;
  /** The tree node a search is limited to (SearchArea.ts); absent or null: no such limit. */
  within?(): PickerItem | null;
}

/** What the search shows besides the lists: its rows, its targets, each source's last search. */
export interface SearchShown {
  /** The trimmed query the results shown are for ('' when none). */
  activeQuery: string;
  /** Whether the list is in search mode now. */
  searching: boolean;
  rows: readonly PickerItem[];
  lastSearches: Iterable<readonly PickerItem[]>;
  targets(query: string): SearchTarget[];
}

/** A keystroke's effect: nothing, the provisional rows dropped, or these rows shown for it. */
export type TypeAheadStep = 'keep' | 'drop' | PickerItem[];

export class TypeAhead {
  /** The rows shown are provisional (observable). */
  active = false;

  private readonly deps: TypeAheadDeps;
  /** The trimmed query the provisional rows match, and their keys in the order shown. */
  private query = '';
  private keys: string[] = [];

  constructor(deps: TypeAheadDeps) {
    this.deps = deps;
    makeObservable(this, { active: observable });
  }

  /**
   * What typing `typed` (trimmed) does: an emptied box drops the provisional rows (rows that
   * matched what it held answer nothing now); the text of the results shown keeps them; else the
   * loaded rows matching it, or nothing when none matches and no search is shown (the list keeps
   * its rows). A scope rule failing for this query keeps the list: it fails the search, once run.
   */
  step(typed: string, shown: SearchShown): TypeAheadStep {
    if (typed === '') return this.active ? 'drop' : 'keep';
    if (typed === shown.activeQuery) return 'keep';
    let matches: PickerItem[];
    try {
      matches = this.matches(typed, shown);
    } catch {
      return 'keep';
    }
    return matches.length === 0 && !shown.searching ? 'keep' : matches;
  }

  /** The provisional rows still shown (`rows`) when they answer `query`, else null. */
  rowsFor(query: string, rows: readonly PickerItem[]): readonly PickerItem[] | null {
    return this.active && this.query === query ? rows : null;
  }

  /** Marks `rows` as the provisional answer to `query`. */
  mark(query: string, rows: readonly PickerItem[]): void {
    this.active = true;
    this.query = query;
    this.keys = rows.map((row) => row.key);
  }

  /** Forgets the provisional rows (answered, failed or dropped). */
  forget(): void {
    this.active = false;
    this.query = '';
    this.keys = [];
  }

  /** The server's blocks, ordered so that the rows shown provisionally stay where they are. */
  order<Block extends { items: PickerItem[] }>(blocks: Block[]): Block[] {
    return this.active ? confirmedBlocksFirst(blocks, this.keys) : blocks;
  }

  private matches(query: string, shown: SearchShown): PickerItem[] {
    const { loadedItems, loadedUnder, hooks } = this.deps;
    const pools: Array<readonly PickerItem[]> = [];
    // A search limited to an opened place answers only with what was loaded inside it.
    const within = this.deps.within?.() ?? null;
    if (within) {
      if (loadedUnder) pools.push(...loadedUnder(within.sourceKey, within.key));
      return hooks.modifyLocalMatches.call(localMatches(query, pools), query);
    }
    if (loadedItems) {
      // Searching every source finds anyone any list shows (recent contacts are members too);
      // a narrower scope shows only what its own sources loaded.
      const everywhere = this.deps.options.searchScope === 'all';
      const keys = everywhere
        ? this.deps.sources().map((source) => source.key)
        : shown.targets(query).map((target) => target.source.key);
      for (const key of keys) pools.push(...loadedItems(key));
    }
    pools.push(shown.rows, ...shown.lastSearches);
    return hooks.modifyLocalMatches.call(localMatches(query, pools), query);
  }
}
