/**
 * Search: the query, the debounced search-box path, the fan-out in parallel to the sources the
 * search scope names (searchScope.ts), the stale guard, and the merged rows. Each source keeps its
 * own search cursor (its block); outside the 'all' scope each source also keeps its last search, so
 * the same query on the same tab is answered without a request. A non-empty trimmed query is search
 * mode (the tree is hidden); clearing it returns to browse mode.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import { observableRef } from '../mobxAnnotations';
import { ErrorCodes, Messages, PickerError, isCancelled, toPickerError } from '../errors';
import type { ErrorContext, KernelHooks } from '../hooks';
import type { ResolvedKernelOptions } from '../options';
import { fetchPage, prepareItems } from '../sources/fetchPage';
import type { ListStatus } from '../sources/ListState';
import { buildLoadContext } from '../sources/loadContext';
import type { PipelineEnv } from '../sources/pipelineEnv';
import type { PickerItem, SourceDefinition } from '../types';
import type { Announcement } from '../announce/announcement';
import { confirmedBlocksFirst, localMatches } from './localMatches';
import { composeSearchRows, type SearchBlock } from './searchRows';
import { searchAreaScope } from './SearchArea';
import { canSearch, searchTargets, type SearchTarget } from './searchScope';

/** Search input debounce (member-picker.md section 9): the default of options.searchDebounceMs. */
export { DEFAULT_SEARCH_DEBOUNCE_MS as SEARCH_DEBOUNCE_MS } from '../options';

/** What the search store depends on. */
export interface SearchDeps {
  hooks: Pick<
    KernelHooks,
    | 'modifyQuery'
    | 'modifyLocalMatches'
    | 'beforeSearch'
    | 'onSearch'
    | 'onQueryChange'
    | 'onCancel'
  >;
  options: Pick<ResolvedKernelOptions, 'searchScope' | 'searchDebounceMs'>;
  /** The registered sources, in order. */
  sources(): readonly SourceDefinition[];
  /** The active tab's source key (the 'active-tab' scope). */
  activeSourceKey(): string | undefined;
  /** What a source's lists show now, list by list (the pools of type-ahead matches). */
  loadedItems?(sourceKey: string): Iterable<readonly PickerItem[]>;
  /** What the loaded lists under a tree node show (type-ahead inside a searched place). */
  loadedUnder?(sourceKey: string, placeKey: string): Iterable<readonly PickerItem[]>;
  pipeline: PipelineEnv;
  reportError(error: PickerError, context: ErrorContext): void;
  onDispose(dispose: () => void): void;
  /** Where announcements go (kernel/announce); absent when the store is tested alone. */
  announce?(announcement: Announcement): void;
  /** The tree node a search is limited to (SearchArea.ts); absent or null: no such limit. */
  within?(): PickerItem | null;
}

export class SearchStore {
  /** The query in effect (after modifyQuery). */
  query = '';
  rows: readonly PickerItem[] = [];
  status: ListStatus = 'idle';
  error: PickerError | null = null;
  preTip: string | undefined = undefined;
  /**
   * The rows shown are the loaded rows matching what is typed, until the server answers (they
   * are then replaced by its results, the rows it confirms first in the order shown).
   */
  provisional = false;

  private readonly deps: SearchDeps;
  /** Per-source results of the current query, in source order (plain records). */
  private blocks: SearchBlock[] = [];
  /** Outside the 'all' scope: each source's last search (query and block), by source key. */
  private readonly lastBySource = new Map<string, { query: string; block: SearchBlock }>();
  private token = 0;
  private controllers = new Set<AbortController>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The last value typed in the search box, trimmed. */
  private typed = '';
  private failedMore: string | null = null;
  /** The trimmed query the current results are for. */
  private activeQuery = '';
  /** The trimmed query the provisional rows match, and their keys in the order shown. */
  private provisionalQuery = '';
  private provisionalKeys: string[] = [];

  constructor(deps: SearchDeps) {
    this.deps = deps;
    makeObservable<
      SearchStore,
      'begin' | 'commit' | 'failWith' | 'settle' | 'resetResults' | 'preview'
    >(this, {
      query: observable,
      rows: observableRef,
      status: observable,
      error: observableRef,
      preTip: observable,
      provisional: observable,
      isSearching: computed,
      setQuery: action,
      clear: action,
      begin: action,
      commit: action,
      failWith: action,
      settle: action,
      resetResults: action,
      preview: action,
    });
    deps.onDispose(() => this.cancel());
    deps.hooks.onCancel.tap('pickerkit:search', () => this.cancel());
  }

  /** Search mode: the trimmed query is not empty, or provisional rows answer what is typed. */
  get isSearching(): boolean {
    return this.query.trim() !== '' || this.provisional;
  }

  /**
   * The search box path: a value differing only in whitespace is no change; otherwise the
   * query is set after options.searchDebounceMs (default 200 ms) of quiet.
   */
  input(value: string): void {
    const trimmed = value.trim();
    if (trimmed === this.typed) return;
    this.typed = trimmed;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.setQuery(value);
    }, this.deps.options.searchDebounceMs);
    this.preview(trimmed);
  }

  /**
   * Sets the query now: pending work and results are dropped, onQueryChange fires, and a
   * non-empty query searches. Resolves when that search settled.
   */
  setQuery(value: string): Promise<void> {
    const query = this.deps.hooks.modifyQuery.call(value);
    this.typed = query.trim();
    const shown = this.provisionalFor(query.trim());
    this.resetResults();
    this.query = query;
    if (shown && this.isSearching) this.showProvisional(query.trim(), shown);
    this.deps.hooks.onQueryChange.call(query);
    if (!this.isSearching) return Promise.resolve();
    return this.run(query.trim());
  }

  /**
   * Searches every searchable source for `query` (already modified). An empty query is a
   * parameter error. Results replace those of any earlier search.
   */
  search(query: string): Promise<void> {
    if (typeof query !== 'string' || query.trim() === '') {
      return Promise.reject(new PickerError(ErrorCodes.PARAM_INVALID, Messages.invalidQuery));
    }
    this.resetResults();
    return this.run(query.trim());
  }

  /** Leaves search mode: no query, no rows, nothing pending (tab or company switched). */
  clear(): void {
    const had = this.query !== '';
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.typed = '';
    this.resetResults();
    this.query = '';
    if (had) this.deps.hooks.onQueryChange.call('');
  }

  /**
   * A tab switch. The member picker searches every source (scope 'all'), so its results do not
   * depend on the tab: the search text and its results stay, and the user keeps what they typed.
   * A search of the tab itself (the union selector's per-tab search, a finder rule) belongs to the
   * tab left, so it is cleared, as is the search box.
   */
  tabChanged(): void {
    if (this.deps.options.searchScope === 'all') return;
    this.clear();
  }

  /** Forgets every source's last search (a company switch: the results belong to the old one). */
  clearCache(): void {
    this.lastBySource.clear();
  }

  /** Aborts pending searches; the rows already shown stay. */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.abortPending();
    if (this.status === 'loading' || this.status === 'loading-more') this.settle();
  }

  /** The next page of one source's block. */
  async loadMore(sourceKey: string): Promise<void> {
    const block = this.blocks.find((entry) => entry.source.key === sourceKey);
    if (!block || block.done || this.status === 'loading' || this.status === 'loading-more') return;
    const token = this.token;
    this.begin('loading-more');
    const controller = this.track();
    try {
      const target = { source: block.source, scope: block.scope };
      const page = await this.searchOne(target, this.activeQuery, block.cursor, controller);
      if (token !== this.token) return;
      this.replaceBlock({ ...block, ...page, items: [...block.items, ...page.items] });
      this.commit();
      if (page.items.length > 0)
        this.deps.announce?.({ kind: 'moreRows', added: page.items.length });
    } catch (error) {
      if (token !== this.token) return;
      if (isCancelled(error)) {
        // Cancelled by the source itself: back to the rows shown, never a spinner left running.
        this.settle();
        return;
      }
      this.failedMore = sourceKey;
      this.failWith(toPickerError(error) as PickerError);
    } finally {
      this.controllers.delete(controller);
    }
  }

  /**
   * Searches the current query again from its first page, when one is shown or running (the
   * place the search is limited to changed). The query and the search box stay.
   */
  refresh(): Promise<void> {
    const query = this.activeQuery || this.query.trim();
    if (query === '') return Promise.resolve();
    this.resetResults();
    return this.run(query, true);
  }

  /** Repeats what failed: a failed load-more, else the whole search. */
  retry(): Promise<void> {
    if (this.failedMore === null && this.activeQuery === '') return Promise.resolve();
    // The outcome announces itself: the results of the search, or the rows a next page added.
    this.deps.announce?.({ kind: 'retrying' });
    if (this.failedMore !== null) return this.loadMore(this.failedMore);
    const query = this.activeQuery;
    this.resetResults();
    return this.run(query, true);
  }

  private async run(query: string, fresh = false): Promise<void> {
    const token = this.token;
    this.activeQuery = query;
    let targets: SearchTarget[];
    try {
      targets = this.targetsFor(query);
    } catch (error) {
      this.failWith(toPickerError(error) as PickerError);
      return;
    }
    // Nothing in scope can search (the union selector's time tab): no request, no result.
    if (targets.length === 0 && this.deps.options.searchScope !== 'all') {
      this.settle();
      return;
    }
    this.begin('loading');
    try {
      await this.deps.hooks.beforeSearch.promise(query);
    } catch (error) {
      if (token === this.token && !isCancelled(error))
        this.failWith(toPickerError(error) as PickerError);
      return;
    }
    if (token !== this.token) return;
    const sources = targets.map((target) => target.source);
    const controller = this.track();
    const settled = await Promise.allSettled(
      targets.map((target) => this.firstPage(target, query, controller, fresh)),
    );
    this.controllers.delete(controller);
    if (token !== this.token) return;
    const failures: PickerError[] = [];
    const blocks: SearchBlock[] = [];
    settled.forEach((outcome, index) => {
      if (outcome.status === 'fulfilled') {
        blocks.push({ source: sources[index], scope: targets[index].scope, ...outcome.value });
      } else if (!isCancelled(outcome.reason)) {
        failures.push(toPickerError(outcome.reason) as PickerError);
      }
    });
    // Every source that answered failed (cancelled ones never answer): the search fails.
    if (failures.length > 0 && blocks.length === 0) {
      this.failWith(this.combine(failures));
      return;
    }
    // Every source cancelled: nothing to show, not even "no results".
    if (sources.length > 0 && blocks.length === 0) {
      this.settle();
      return;
    }
    this.blocks = this.provisional ? confirmedBlocksFirst(blocks, this.provisionalKeys) : blocks;
    this.commit();
    this.deps.hooks.onSearch.call(
      query,
      blocks.reduce((sum, block) => sum + block.items.length, 0),
    );
  }

  private targetsFor(query: string): SearchTarget[] {
    const within = this.deps.within?.() ?? null;
    const place = within
      ? this.deps.sources().find((source) => source.key === within.sourceKey)
      : undefined;
    // A search limited to an opened place asks that place's source alone, inside the place.
    if (within && canSearch(place)) return [{ source: place, scope: searchAreaScope(within) }];
    return searchTargets(this.deps.options.searchScope, {
      sources: this.deps.sources(),
      activeSourceKey: this.deps.activeSourceKey(),
      query,
    });
  }

  /** A source's first page of a query: its last search when it was the same, else a request. */
  private async firstPage(
    target: SearchTarget,
    query: string,
    controller: AbortController,
    fresh: boolean,
  ): Promise<Omit<SearchBlock, 'source' | 'scope'>> {
    const keep = this.deps.options.searchScope !== 'all';
    const last = keep && !fresh ? this.lastBySource.get(target.source.key) : undefined;
    if (last && last.query === query && last.block.scope === target.scope) return last.block;
    const page = await this.searchOne(target, query, undefined, controller);
    if (keep) this.lastBySource.set(target.source.key, { query, block: { ...target, ...page } });
    return page;
  }

  /** One source's page: through the loadPage pipeline in search mode; cancellations rethrown. */
  private async searchOne(
    { source, scope }: SearchTarget,
    query: string,
    cursor: unknown,
    controller: AbortController,
  ): Promise<Omit<SearchBlock, 'source' | 'scope'>> {
    const { pipeline } = this.deps;
    const ctx = buildLoadContext(pipeline, source, {
      signal: controller.signal,
      cursor,
      query,
      mode: 'search',
      forceUpdate: true,
      scope,
    });
    const { result } = await fetchPage(pipeline, source, ctx);
    const items = prepareItems(pipeline, { source, ctx }, [...result.items], { addRows: false });
    return { items, cursor: result.cursor, done: result.done, preTip: result.preTip };
  }

  /** One source failing shows its own error; several failing show ALL_SEARCHES_FAILED. */
  private combine(failures: PickerError[]): PickerError {
    if (failures.length === 1) return failures[0];
    return new PickerError(ErrorCodes.ALL_SEARCHES_FAILED, Messages.allSearchesFailed, {
      cause: failures[0],
    });
  }

  private track(): AbortController {
    const controller = new AbortController();
    this.controllers.add(controller);
    return controller;
  }

  private replaceBlock(next: SearchBlock): void {
    this.blocks = this.blocks.map((block) => (block.source.key === next.source.key ? next : block));
  }

  /**
   * Type-ahead: the loaded rows of the sources in scope (and of the results shown) that match
   * what is typed are shown at once, provisional, while the debounce and then the server run. A
   * search still pending for an earlier query is dropped, so its answer cannot replace them.
   * Nothing changes when nothing matches and no search is shown (the list keeps its rows).
   */
  private preview(typed: string): void {
    if (typed === '') {
      // The box was emptied: rows that matched what it held no longer answer anything.
      if (this.provisional) {
        this.abortPending();
        this.dropProvisional();
        this.status = 'idle';
      }
      return;
    }
    if (typed === this.activeQuery) return;
    let matches: PickerItem[];
    try {
      matches = this.localMatchesFor(typed);
    } catch {
      // A scope rule that fails for this query fails the search itself, once it runs.
      return;
    }
    if (matches.length === 0 && !this.isSearching) return;
    this.abortPending();
    this.blocks = [];
    this.failedMore = null;
    this.activeQuery = '';
    this.showProvisional(typed, matches);
  }

  private localMatchesFor(query: string): PickerItem[] {
    const { loadedItems, loadedUnder } = this.deps;
    const pools: Array<readonly PickerItem[]> = [];
    // A search limited to an opened place answers only with what was loaded inside it.
    const within = this.deps.within?.() ?? null;
    if (within) {
      if (loadedUnder) pools.push(...loadedUnder(within.sourceKey, within.key));
      return this.deps.hooks.modifyLocalMatches.call(localMatches(query, pools), query);
    }
    if (loadedItems) {
      // Searching every source finds anyone any list shows (recent contacts are members too);
      // a narrower scope shows only what its own sources loaded.
      const everywhere = this.deps.options.searchScope === 'all';
      const keys = everywhere
        ? this.deps.sources().map((source) => source.key)
        : this.targetsFor(query).map((target) => target.source.key);
      for (const key of keys) pools.push(...loadedItems(key));
    }
    pools.push(this.rows);
    for (const last of this.lastBySource.values()) pools.push(last.block.items);
    return this.deps.hooks.modifyLocalMatches.call(localMatches(query, pools), query);
  }

  /** The provisional rows still shown for `query`, if any. */
  private provisionalFor(query: string): readonly PickerItem[] | null {
    return this.provisional && this.provisionalQuery === query ? this.rows : null;
  }

  private showProvisional(query: string, rows: readonly PickerItem[]): void {
    this.provisional = true;
    this.provisionalQuery = query;
    this.provisionalKeys = rows.map((row) => row.key);
    this.rows = rows;
    this.error = null;
    this.preTip = undefined;
    this.status = 'loading';
  }

  private dropProvisional(): void {
    if (!this.provisional) return;
    this.provisional = false;
    this.provisionalQuery = '';
    this.provisionalKeys = [];
    this.rows = [];
  }

  /** Stops what is pending (the timer excepted) so that no answer lands. */
  private abortPending(): void {
    this.token += 1;
    for (const controller of this.controllers) controller.abort();
    this.controllers.clear();
  }

  private resetResults(): void {
    this.cancel();
    this.dropProvisional();
    this.blocks = [];
    this.failedMore = null;
    this.activeQuery = '';
    this.rows = [];
    this.error = null;
    this.preTip = undefined;
    this.status = 'idle';
  }

  private begin(status: 'loading' | 'loading-more'): void {
    this.status = status;
    this.error = null;
    this.failedMore = status === 'loading' ? null : this.failedMore;
  }

  private commit(): void {
    this.provisional = false;
    this.provisionalKeys = [];
    this.provisionalQuery = '';
    this.rows = composeSearchRows(this.blocks);
    this.preTip = this.blocks.find((block) => block.preTip)?.preTip;
    this.error = null;
    this.failedMore = null;
    this.status = this.rows.length > 0 ? 'loaded' : 'empty';
  }

  private failWith(error: PickerError): void {
    // Rows the server never confirmed are not left standing in front of its error.
    this.dropProvisional();
    this.error = error;
    this.status = 'error';
    this.deps.reportError(error, { phase: 'search' });
  }

  private settle(): void {
    this.dropProvisional();
    this.status = this.rows.length > 0 ? 'loaded' : 'idle';
  }
}
