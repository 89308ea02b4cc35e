/**
 * Search: the query, the debounced search-box path, the fan-out in parallel to the sources the
 * search scope names (searchScope.ts), the stale guard, and the merged rows. Each source keeps its
 * own search cursor (its block); outside the 'all' scope each source also keeps its last search, so
 * the same query on the same tab is answered without a request. A non-empty trimmed query is search
 * mode (the tree is hidden); clearing it returns to browse mode.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import { ErrorCodes, Messages, PickerError, isCancelled, toPickerError } from '../errors';
import type { ErrorContext, KernelHooks } from '../hooks';
import type { ResolvedKernelOptions } from '../options';
import type { ListStatus } from '../sources/ListState';
import type { PipelineEnv } from '../sources/pipelineEnv';
import type { PickerItem } from '../types';
import type { Announcement } from '../announce/announcement';
import type { SearchBlock } from './searchRows';
import { SearchResults } from './SearchResults';
import { combineFailures } from './searchPage';
import { SearchPagesAhead } from './SearchPagesAhead';
import { firstPages } from './firstPages';
import { LastSearches } from './LastSearches';
import { placeTarget } from './SearchArea';
import { searchTargets, type SearchTarget } from './searchScope';
import { TypeAhead, type TypeAheadDeps } from './TypeAhead';
import { SearchBoxDebounce } from './SearchBoxDebounce';

/** Search input debounce (member-picker.md section 9): the default of options.searchDebounceMs. */
export { DEFAULT_SEARCH_DEBOUNCE_MS as SEARCH_DEBOUNCE_MS } from '../options';

/** What the search store depends on (with where type-ahead finds loaded rows: TypeAhead.ts). */
export interface SearchDeps extends TypeAheadDeps {
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
  /** The active tab's source key (the 'active-tab' scope). */
  activeSourceKey(): string | undefined;
  pipeline: PipelineEnv;
  reportError(error: PickerError, context: ErrorContext): void;
  onDispose(dispose: () => void): void;
  /** Where announcements go (kernel/announce); absent when the store is tested alone. */
  announce?(announcement: Announcement): void;
}

export class SearchStore {
  /** The query in effect (after modifyQuery). */
  query = '';

  private readonly deps: SearchDeps;
  private readonly typeAhead: TypeAhead;
  /** Per-source results of the current query, in source order (plain records). */
  private blocks: SearchBlock[] = [];
  /** Outside the 'all' scope: each source's last search. */
  private readonly lastSearches = new LastSearches();
  private token = 0;
  private controllers = new Set<AbortController>();
  private readonly box: SearchBoxDebounce;
  private readonly ahead: SearchPagesAhead;
  private failedMore: string | null = null;
  /** What the search shows (SearchResults.ts). */
  private readonly results: SearchResults;
  /** The trimmed query the current results are for. */
  private activeQuery = '';

  constructor(deps: SearchDeps) {
    this.deps = deps;
    this.typeAhead = new TypeAhead(deps);
    this.results = new SearchResults(this.typeAhead);
    this.ahead = new SearchPagesAhead(deps.pipeline);
    this.box = new SearchBoxDebounce(
      () => deps.options.searchDebounceMs,
      (value) => void this.setQuery(value),
    );
    makeObservable<SearchStore, 'resetResults' | 'preview'>(this, {
      query: observable,
      isSearching: computed,
      setQuery: action,
      clear: action,
      resetResults: action,
      preview: action,
    });
    deps.onDispose(() => this.cancel());
    deps.hooks.onCancel.tap('pickerkit:search', () => this.cancel());
  }

  get rows(): readonly PickerItem[] {
    return this.results.rows;
  }

  get status(): ListStatus {
    return this.results.status;
  }

  get error(): PickerError | null {
    return this.results.error;
  }

  get preTip(): string | undefined {
    return this.results.preTip;
  }

  /**
   * The rows shown are not the server's whole answer yet: the loaded rows matching what is typed
   * (replaced by its results, the rows it confirms first in the order shown), and the blocks of
   * the sources that answered first, while others are still asked.
   */
  get provisional(): boolean {
    return this.results.provisional;
  }

  /**
   * Part of the server's answer is shown (the blocks of the sources that answered first) while
   * the rest is still asked: the list is provisional, and no longer only type-ahead rows.
   */
  get partlyAnswered(): boolean {
    return this.results.answering;
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
    const typed = this.box.type(value);
    if (typed !== null) this.preview(typed);
  }

  /**
   * Sets the query now: pending work and results are dropped, onQueryChange fires, and a
   * non-empty query searches. Resolves when that search settled.
   */
  setQuery(value: string): Promise<void> {
    const query = this.deps.hooks.modifyQuery.call(value);
    this.box.settle(query.trim());
    const shown = this.typeAhead.rowsFor(query.trim(), this.rows);
    this.resetResults();
    this.query = query;
    if (shown && this.isSearching) this.results.showProvisional(query.trim(), shown);
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
    this.box.settle('');
    this.resetResults();
    this.query = '';
    if (had) this.deps.hooks.onQueryChange.call('');
  }

  /**
   * A tab switch. The member picker searches every source (scope 'all'), so its results do not
   * depend on the tab: the search text and its results stay, and the user keeps what they typed.
   * A search of the tab itself (the union selector's per-tab search, a finder rule) belongs to the
   * tab left, so it is cleared, as is the search box. With `keepQuery` the text typed stays and
   * is searched in the tab entered.
   */
  tabChanged(keepQuery = false): void {
    if (this.deps.options.searchScope === 'all') return;
    if (keepQuery) this.searchTyped();
    else this.clear();
  }

  /**
   * Searches the text typed again where the search now looks (a tab chosen, and its box typed in,
   * before the tabs were built; the sources built by init after text was typed, which searched
   * none): at once when it waits for its debounce, else the query shown, when there is one.
   */
  searchTyped(): void {
    if (this.box.flush()) return;
    void this.refresh();
  }

  /** Forgets every source's last search (a company switch: the results belong to the old one). */
  clearCache(): void {
    this.lastSearches.clear();
  }

  /** Aborts pending searches; the rows already shown stay. */
  cancel(): void {
    this.box.stop();
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
      const page = await this.ahead.next(block, this.activeQuery, token, controller.signal);
      if (token !== this.token) return;
      const grown = { ...block, ...page, items: [...block.items, ...page.items] };
      this.blocks = this.blocks.map((entry) => (entry === block ? grown : entry));
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
   * Fetches a block's next page ahead, unshown (the scroll nears the end of the results): the
   * load-more that follows shows it without asking again. Nothing while a search or a page loads.
   */
  prefetchMore(sourceKey: string): void {
    const block = this.blocks.find((entry) => entry.source.key === sourceKey);
    if (block && this.status === 'loaded') this.ahead.fetch(block, this.activeQuery, this.token);
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
    const controller = this.track();
    const { blocks, failures } = await firstPages(targets, query, {
      pipeline: this.deps.pipeline,
      signal: controller.signal,
      lastSearches: this.deps.options.searchScope === 'all' ? null : this.lastSearches,
      fresh,
      showSoFar: (soFar) => {
        if (token === this.token) this.results.showSoFar(soFar, targets.length > 1);
      },
    });
    this.controllers.delete(controller);
    if (token !== this.token) return;
    // Every source that answered failed (cancelled ones never answer): the search fails.
    if (failures.length > 0 && blocks.length === 0) {
      this.failWith(combineFailures(failures));
      return;
    }
    // Every source cancelled: nothing to show, not even "no results".
    if (targets.length > 0 && blocks.length === 0) {
      this.settle();
      return;
    }
    this.blocks = this.typeAhead.order(blocks);
    this.commit();
    const found = blocks.reduce((sum, block) => sum + block.items.length, 0);
    this.deps.hooks.onSearch.call(query, found);
  }

  private targetsFor(query: string): SearchTarget[] {
    // A search limited to an opened place asks that place's source alone, inside the place.
    const place = placeTarget(this.deps.within?.() ?? null, this.deps.sources());
    if (place) return [place];
    return searchTargets(this.deps.options.searchScope, {
      sources: this.deps.sources(),
      activeSourceKey: this.deps.activeSourceKey(),
      query,
    });
  }

  private track(): AbortController {
    const controller = new AbortController();
    this.controllers.add(controller);
    return controller;
  }

  /**
   * Type-ahead (TypeAhead.ts): a keystroke shows the loaded rows matching what is typed at once,
   * provisional, while the debounce and then the server run. A search still pending for an
   * earlier query is dropped, so its answer cannot replace them.
   */
  private preview(typed: string): void {
    const step = this.typeAhead.step(typed, {
      activeQuery: this.activeQuery,
      searching: this.isSearching,
      rows: this.rows,
      lastSearches: this.lastSearches.items(),
      targets: (query) => this.targetsFor(query),
    });
    if (step === 'keep') return;
    this.abortPending();
    if (step === 'drop') {
      this.results.idle();
      return;
    }
    this.blocks = [];
    this.failedMore = null;
    this.activeQuery = '';
    this.results.showProvisional(typed, step);
  }

  /** Stops what is pending (the timer excepted) so that no answer lands. */
  private abortPending(): void {
    this.token += 1;
    this.ahead.dropAll();
    for (const controller of this.controllers) controller.abort();
    this.controllers.clear();
  }

  private resetResults(): void {
    this.cancel();
    this.blocks = [];
    this.failedMore = null;
    this.activeQuery = '';
    this.results.reset();
  }

  private begin(status: 'loading' | 'loading-more'): void {
    if (status === 'loading') this.failedMore = null;
    this.results.begin(status);
  }

  private commit(): void {
    this.failedMore = null;
    this.results.commit(this.blocks);
  }

  private failWith(error: PickerError): void {
    this.results.fail(error);
    this.deps.reportError(error, { phase: 'search' });
  }

  private settle(): void {
    this.results.settle();
  }
}
