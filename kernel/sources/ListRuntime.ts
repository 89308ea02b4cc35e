/**
 * The loading state machine per (source key, parent key): first load, load more, retry, abort,
 * stale-response guard and cache consultation (the background refresh: BackgroundWork.ts).
 */
import { announceRetry } from '../announce/announceRules';
import type { Announcement } from '../announce/announcement';
import { ErrorCodes, isCancelled, toPickerError, type PickerError } from '../errors';
import type { ErrorContext } from '../hooks';
import type { LoadContext, LoadResult, PickerItem, SourceDefinition } from '../types';
import { SourceCache, cacheKey } from './cache';
import { fetchPage, prepareItems, type FetchedPage } from './fetchPage';
import { ListState } from './ListState';
import { ListPrefetch } from './ListPrefetch';
import { loadedItems, loadedUnder } from './loadedPools';
import { buildLoadContext } from './loadContext';
import type { PipelineEnv } from './pipelineEnv';
import { samePage } from './samePage';
import { BackgroundWork } from './BackgroundWork';

/** What the runtime needs: the load pipeline, where errors go, and who is signed in. */
export interface RuntimeDeps {
  pipeline: PipelineEnv;
  reportError(error: PickerError, context: ErrorContext): void;
  currentUserId(): string | undefined;
  /**
   * Who and where lists are fetched for now (see `listScope`): a page fetched for another scope
   * is never stored or shown. Absent when a store is tested alone: one scope.
   */
  listScope?(): string;
  /** Where announcements go (kernel/announce); absent when a store is tested alone. */
  announce?(announcement: Announcement): void;
}

export interface LoadOptions {
  /** The tree node to load children of; its item is found from loaded pages when not given. */
  parentKey?: string;
  parent?: PickerItem;
  /** Skip the cache (the cache still stores the fresh page). */
  forceUpdate?: boolean;
}

export class ListRuntime {
  readonly cache: SourceCache;
  private readonly pipeline: PipelineEnv;
  private readonly reportError: RuntimeDeps['reportError'];
  private readonly announce: (announcement: Announcement) => void;
  private readonly resolve: (sourceKey: string) => SourceDefinition;
  private readonly states = new Map<string, ListState>();
  /** The user and company lists are fetched for now: a write of another scope is dropped. */
  private readonly scope: () => string;
  /** Tree items by key, so a parent key finds the parent item the source needs. */
  private readonly nodes = new Map<string, PickerItem>();
  /** Refreshes of cached pages and pages fetched ahead, in flight, by source (BackgroundWork.ts). */
  private readonly background: BackgroundWork;
  /** First and next pages fetched ahead (ListPrefetch.ts). */
  private readonly ahead: ListPrefetch;
  /** The first page each list shows now, as the cache or the source answered it (showCachedNow). */
  private readonly shownPages = new WeakMap<ListState, LoadResult>();

  constructor(deps: RuntimeDeps, resolve: (sourceKey: string) => SourceDefinition) {
    this.pipeline = deps.pipeline;
    this.reportError = deps.reportError;
    this.announce = deps.announce ?? (() => undefined);
    this.resolve = resolve;
    this.scope = deps.listScope ?? (() => '');
    this.cache = new SourceCache(deps.currentUserId, this.scope);
    this.background = new BackgroundWork({
      pipeline: this.pipeline,
      cache: this.cache,
      resolve,
      scope: this.scope,
    });
    this.ahead = new ListPrefetch({
      pipeline: this.pipeline,
      cache: this.cache,
      resolve,
      scope: this.scope,
      state: (sourceKey, parentKey) => this.state(sourceKey, parentKey),
      node: (key) => this.nodes.get(key),
      track: (sourceKey, controller) => this.background.track(sourceKey, controller),
    });
  }

  state(sourceKey: string, parentKey?: string): ListState {
    const key = cacheKey(sourceKey, parentKey);
    let state = this.states.get(key);
    if (!state) {
      state = new ListState(sourceKey, parentKey);
      this.states.set(key, state);
    }
    return state;
  }

  /** The items of every list of a source loaded so far (its root list and tree nodes' children). */
  loadedItems(sourceKey: string): Array<readonly PickerItem[]> {
    return loadedItems(this.states.values(), sourceKey);
  }

  /** What the loaded lists under a tree node show, level by level (loadedPools.ts). */
  loadedUnder(sourceKey: string, placeKey: string): Array<readonly PickerItem[]> {
    return loadedUnder(this.states.values(), sourceKey, placeKey);
  }

  /** The item of a loaded tree node, by key. */
  node(key: string): PickerItem | undefined {
    return this.nodes.get(key);
  }

  loadFirst(sourceKey: string, options: LoadOptions = {}): Promise<void> {
    const parentKey = options.parentKey ?? options.parent?.key;
    return this.run(sourceKey, parentKey, options.parent, false, options.forceUpdate ?? false);
  }

  /**
   * Fetches a list's first page into the cache without showing it, when the list has not been
   * loaded and nothing is cached (ListPrefetch.ts): its first visit then paints at once.
   */
  prefetch(sourceKey: string, parent?: PickerItem, signal?: AbortSignal): Promise<void> {
    return this.ahead.firstPage(sourceKey, parent, signal);
  }

  /**
   * Shows a list's cached first page now, without asking the source: a view built ahead of its
   * visit (a union tab hovered) then has its rows, and the visit itself finds them shown. A list
   * loaded or loading is left alone; false when it is, or when the cache has nothing for it.
   */
  showCached(sourceKey: string, parentKey?: string): boolean {
    const state = this.state(sourceKey, parentKey);
    if (state.status !== 'idle') return false;
    return this.showCachedNow(this.resolve(sourceKey), state, undefined, this.scope(), false);
  }

  /** Fetches a loaded list's next page ahead, unshown (the scroll nears the end). */
  prefetchMore(sourceKey: string, parentKey?: string): void {
    this.ahead.nextPage(sourceKey, parentKey);
  }

  /** Loads the next page when the list has one and nothing is loading; otherwise does nothing. */
  loadMore(sourceKey: string, parentKey?: string): Promise<void> {
    const state = this.state(sourceKey, parentKey);
    const canMore =
      !state.done &&
      (state.status === 'loaded' || (state.status === 'error' && state.failedOn === 'more'));
    if (!canMore) return Promise.resolve();
    return this.run(sourceKey, parentKey, undefined, true, false);
  }

  /** Repeats what failed: the next page after a failed load-more, else a fresh first load. */
  retry(sourceKey: string, parentKey?: string): Promise<void> {
    const state = this.state(sourceKey, parentKey);
    const more = state.failedOn === 'more';
    return announceRetry(
      this.announce,
      () =>
        more
          ? this.loadMore(sourceKey, parentKey)
          : this.loadFirst(sourceKey, { parentKey, forceUpdate: true }),
      // A next page announces the rows it added; a first load how many rows it shows.
      () =>
        !more && (state.status === 'loaded' || state.status === 'empty')
          ? state.items.length
          : null,
    );
  }

  /** Aborts every request of a source (all its lists and background refreshes). */
  abort(sourceKey: string): void {
    for (const state of this.states.values()) {
      if (state.sourceKey !== sourceKey || !state.controller) continue;
      state.token += 1;
      state.controller.abort();
      state.settleAborted();
    }
    this.background.abort(sourceKey);
    this.ahead.nextPages.dropSource(sourceKey);
  }

  abortAll(): void {
    const keys = new Set([...this.states.values()].map((state) => state.sourceKey));
    for (const key of this.background.sources()) keys.add(key);
    for (const key of keys) this.abort(key);
  }

  /**
   * Clears the lists of one source (or all): nothing shown, nothing pending. Background refreshes
   * of those lists are aborted too, so none writes into the cache afterwards.
   */
  reset(sourceKey?: string): void {
    for (const state of this.states.values()) {
      if (sourceKey === undefined || state.sourceKey === sourceKey) state.clear();
    }
    this.background.abort(sourceKey);
    this.ahead.nextPages.dropSource(sourceKey);
  }

  /** Refreshes, in the background, every cached list except those of `exceptKey`. */
  updateAllCaches(exceptKey?: string): void {
    for (const entry of this.cache.entriesExcept(exceptKey)) {
      this.background.refresh(entry, entry.parent);
    }
  }

  private async run(
    sourceKey: string,
    parentKey: string | undefined,
    givenParent: PickerItem | undefined,
    more: boolean,
    forceUpdate: boolean,
  ): Promise<void> {
    const source = this.resolve(sourceKey);
    const state = this.state(sourceKey, parentKey);
    const scope = this.scope();
    if (!more && !forceUpdate && this.showCachedNow(source, state, givenParent, scope)) return;
    // A next page fetched ahead for exactly this state of the list answers its load-more.
    const ahead = more
      ? this.ahead.nextPages.take(cacheKey(sourceKey, parentKey), state.cursor, state.token, scope)
      : undefined;
    if (!more) this.ahead.nextPages.drop(cacheKey(sourceKey, parentKey));
    state.controller?.abort();
    state.token += 1;
    const token = state.token;
    const controller = new AbortController();
    const cursor = more ? state.cursor : undefined;
    state.begin(more);
    state.controller = controller;
    const parent = this.parentOf(state, givenParent);
    const ctx = buildLoadContext(this.pipeline, source, {
      signal: controller.signal,
      cursor,
      parent,
      mode: 'browse',
      forceUpdate,
    });
    try {
      const page =
        (ahead && (await ahead)) ??
        (await this.obtain(source, ctx, { more, parentKey, parent, scope }));
      if (token !== state.token || controller.signal.aborted) return;
      // Fetched for another user or company: never shown (the list is that scope's no longer).
      if (scope !== this.scope()) {
        state.settleAborted();
        return;
      }
      const added = this.showPage(source, ctx, state, page.result, more);
      if (more && added > 0) this.announce({ kind: 'moreRows', added });
    } catch (error) {
      if (token !== state.token) return;
      if (isCancelled(error) || controller.signal.aborted) {
        state.settleAborted();
        return;
      }
      const failure = toPickerError(error, ErrorCodes.LOAD_FAILED) as PickerError;
      state.fail(failure, more);
      this.reportError(failure, { phase: 'load', sourceKey });
    }
  }

  /**
   * A first browse page a prefetch is fetching (in-flight reuse): its answer, from the cache, fresh
   * for this visit. Otherwise the pipeline, whose first page is stored. (A page already cached is
   * shown before, by showCachedNow.)
   */
  private async obtain(
    source: SourceDefinition,
    ctx: LoadContext,
    where: { more: boolean; parentKey: string | undefined; parent?: PickerItem; scope: string },
  ): Promise<FetchedPage> {
    const { more, parentKey, parent, scope } = where;
    const ahead = more || ctx.forceUpdate ? undefined : this.ahead.running(source.key, parentKey);
    if (ahead) {
      await ahead;
      const hit = this.cache.get(source.key, parentKey);
      if (hit && source.cacheable !== false) {
        hit.ahead = false;
        return { result: hit.result, fromSource: false };
      }
    }
    const page = await fetchPage(this.pipeline, source, ctx);
    if (!more && !ctx.signal.aborted) {
      const entry = { scope, sourceKey: source.key, parentKey, parent, result: page.result };
      this.cache.store(source, entry);
    }
    return page;
  }

  /**
   * A cached first page on screen meets its fresh copy: the fresh page replaces it when the list
   * still shows what the cache answered (no newer load, no page loaded after it, same user and
   * company) and the page changed; an unchanged page is left alone, so nothing flashes.
   */
  private showRefreshed(
    shown: {
      state: ListState;
      token: number;
      scope: string;
      source: SourceDefinition;
      ctx: LoadContext;
    },
    cached: LoadResult,
    fresh: LoadResult,
  ): void {
    const { state, token, scope, source, ctx } = shown;
    if (token !== state.token || scope !== this.scope()) return;
    // Unchanged: the list now shows the cache's fresh copy, so the next visit (which meets that
    // copy) leaves the list as it is too, with the pages loaded after it and the user's place.
    if (samePage(cached, fresh)) {
      this.shownPages.set(state, fresh);
      return;
    }
    if (state.status === 'loading-more') return;
    this.showPage(source, ctx, state, fresh, false);
  }

  /**
   * A first page the cache holds, with no fetch of it ahead in flight, is shown in the task of the
   * call: the list never passes through loading (no empty list, no skeleton, no second render in
   * the click's frame). A list that still shows that very page (a tab or a folder revisited, its
   * view kept) is left as it is, with the pages loaded after it and the user's place in them. The
   * background refresh replaces the page when it changed. False when the cache cannot answer now.
   */
  private showCachedNow(
    source: SourceDefinition,
    state: ListState,
    givenParent: PickerItem | undefined,
    scope: string,
    visit = true,
  ): boolean {
    const { parentKey } = state;
    if (source.cacheable === false || this.ahead.running(source.key, parentKey)) return false;
    const hit = this.cache.get(source.key, parentKey);
    if (!hit) return false;
    this.ahead.nextPages.drop(cacheKey(source.key, parentKey));
    state.controller?.abort();
    state.token += 1;
    const parent = this.parentOf(state, givenParent);
    const ctx = buildLoadContext(this.pipeline, source, {
      signal: new AbortController().signal,
      cursor: undefined,
      parent,
      mode: 'browse',
      forceUpdate: false,
    });
    const settled = state.status === 'loaded' || state.status === 'empty';
    if (!settled || this.shownPages.get(state) !== hit.result) {
      this.showPage(source, ctx, state, hit.result, false);
    }
    // Shown ahead of its visit (showCached): the visit decides about the refresh.
    if (!visit) return true;
    // A page fetched ahead of this first visit is fresh: it is not asked again now.
    if (hit.ahead) {
      hit.ahead = false;
      return true;
    }
    const shown = { state, token: state.token, scope, source, ctx };
    this.background.refresh(hit, parent, (fresh) => this.showRefreshed(shown, hit.result, fresh));
    return true;
  }

  /**
   * The parent a list loads with: the one given (kept for its later pages), its tree node, or the
   * one it was first loaded with.
   */
  private parentOf(state: ListState, given: PickerItem | undefined): PickerItem | undefined {
    if (given) state.parent = given;
    const { parentKey } = state;
    return (
      given ?? (parentKey === undefined ? undefined : (this.nodes.get(parentKey) ?? state.parent))
    );
  }

  /** Prepares a page's items and commits them to the list; the number of rows it adds. */
  private showPage(
    source: SourceDefinition,
    ctx: LoadContext,
    state: ListState,
    result: LoadResult,
    more: boolean,
  ): number {
    const { parentKey } = state;
    const items = prepareItems(this.pipeline, { source, ctx }, [...result.items], {
      parentKey,
      addRows: !more && parentKey === undefined,
      done: result.done,
    });
    if (source.tree) for (const item of items) this.nodes.set(item.key, item);
    state.commit(items, result, more);
    if (!more) this.shownPages.set(state, result);
    return items.length;
  }
}
