/**
 * Search: the query, the debounced search-box path, the fan-out to every searchable source in
 * parallel, the stale guard, and the merged rows. A non-empty trimmed query is search mode (the
 * tree is hidden); clearing it returns to browse mode.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import { observableRef } from '../mobxAnnotations';
import { ErrorCodes, Messages, PickerError, isCancelled, toPickerError } from '../errors';
import type { PickerKernel } from '../PickerKernel';
import { fetchPage, prepareItems } from '../sources/fetchPage';
import type { ListStatus } from '../sources/ListState';
import { buildLoadContext } from '../sources/loadContext';
import type { PickerItem, SourceDefinition } from '../types';
import { composeSearchRows, type SearchBlock } from './searchRows';

/** Search input debounce (member-picker.md section 9). */
export const SEARCH_DEBOUNCE_MS = 200;

export class SearchStore {
  /** The query in effect (after modifyQuery). */
  query = '';
  rows: readonly PickerItem[] = [];
  status: ListStatus = 'idle';
  error: PickerError | null = null;
  preTip: string | undefined = undefined;

  private readonly kernel: PickerKernel;
  /** Per-source results of the current query, in source order (plain records). */
  private blocks: SearchBlock[] = [];
  private token = 0;
  private controllers = new Set<AbortController>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The last value typed in the search box, trimmed. */
  private typed = '';
  private failedMore: string | null = null;
  /** The trimmed query the current results are for. */
  private activeQuery = '';

  constructor(kernel: PickerKernel) {
    this.kernel = kernel;
    makeObservable<SearchStore, 'begin' | 'commit' | 'failWith' | 'settle' | 'resetResults'>(this, {
      query: observable,
      rows: observableRef,
      status: observable,
      error: observableRef,
      preTip: observable,
      isSearching: computed,
      setQuery: action,
      clear: action,
      begin: action,
      commit: action,
      failWith: action,
      settle: action,
      resetResults: action,
    });
    kernel.onDispose(() => this.cancel());
    kernel.hooks.onCancel.tap('pickerkit:search', () => this.cancel());
  }

  /** Search mode: the trimmed query is not empty. */
  get isSearching(): boolean {
    return this.query.trim() !== '';
  }

  /**
   * The search box path: a value differing only in whitespace is no change; otherwise the
   * query is set after SEARCH_DEBOUNCE_MS of quiet.
   */
  input(value: string): void {
    const trimmed = value.trim();
    if (trimmed === this.typed) return;
    this.typed = trimmed;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.setQuery(value);
    }, SEARCH_DEBOUNCE_MS);
  }

  /**
   * Sets the query now: pending work and results are dropped, onQueryChange fires, and a
   * non-empty query searches. Resolves when that search settled.
   */
  setQuery(value: string): Promise<void> {
    const query = this.kernel.hooks.modifyQuery.call(value);
    this.typed = query.trim();
    this.resetResults();
    this.query = query;
    this.kernel.hooks.onQueryChange.call(query);
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
    if (had) this.kernel.hooks.onQueryChange.call('');
  }

  /** Aborts pending searches; the rows already shown stay. */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.token += 1;
    for (const controller of this.controllers) controller.abort();
    this.controllers.clear();
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
      const page = await this.searchOne(block.source, this.activeQuery, block.cursor, controller);
      if (token !== this.token) return;
      this.replaceBlock({ ...block, ...page, items: [...block.items, ...page.items] });
      this.commit();
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

  /** Repeats what failed: a failed load-more, else the whole search. */
  retry(): Promise<void> {
    if (this.failedMore !== null) return this.loadMore(this.failedMore);
    if (this.activeQuery === '') return Promise.resolve();
    const query = this.activeQuery;
    this.resetResults();
    return this.run(query);
  }

  private async run(query: string): Promise<void> {
    const token = this.token;
    this.activeQuery = query;
    this.begin('loading');
    try {
      await this.kernel.hooks.beforeSearch.promise(query);
    } catch (error) {
      if (token === this.token && !isCancelled(error))
        this.failWith(toPickerError(error) as PickerError);
      return;
    }
    if (token !== this.token) return;
    const sources = this.kernel.sources.list.filter((def) => def.searchable && def.search);
    const controller = this.track();
    const settled = await Promise.allSettled(
      sources.map((source) => this.searchOne(source, query, undefined, controller)),
    );
    this.controllers.delete(controller);
    if (token !== this.token) return;
    const failures: PickerError[] = [];
    const blocks: SearchBlock[] = [];
    settled.forEach((outcome, index) => {
      if (outcome.status === 'fulfilled') blocks.push({ source: sources[index], ...outcome.value });
      else if (!isCancelled(outcome.reason))
        failures.push(toPickerError(outcome.reason) as PickerError);
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
    this.blocks = blocks;
    this.commit();
    this.kernel.hooks.onSearch.call(
      query,
      blocks.reduce((sum, block) => sum + block.items.length, 0),
    );
  }

  /** One source's page: through the loadPage pipeline in search mode; cancellations rethrown. */
  private async searchOne(
    source: SourceDefinition,
    query: string,
    cursor: unknown,
    controller: AbortController,
  ): Promise<Omit<SearchBlock, 'source'>> {
    const ctx = buildLoadContext(this.kernel, source, {
      signal: controller.signal,
      cursor,
      query,
      mode: 'search',
      forceUpdate: true,
    });
    const { result } = await fetchPage(this.kernel, source, ctx);
    const items = prepareItems(this.kernel, { source, ctx }, [...result.items], { addRows: false });
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

  private resetResults(): void {
    this.cancel();
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
    this.rows = composeSearchRows(this.blocks);
    this.preTip = this.blocks.find((block) => block.preTip)?.preTip;
    this.error = null;
    this.failedMore = null;
    this.status = this.rows.length > 0 ? 'loaded' : 'empty';
  }

  private failWith(error: PickerError): void {
    this.error = error;
    this.status = 'error';
    this.kernel.reportError(error, { phase: 'search' });
  }

  private settle(): void {
    this.status = this.rows.length > 0 ? 'loaded' : 'idle';
  }
}
