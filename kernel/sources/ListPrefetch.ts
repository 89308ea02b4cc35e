/**
 * Pages fetched before the user asks for them: a list's first page into the cache ahead of its
 * first visit (`firstPage`), and a loaded list's next page ahead of its load-more (`nextPage`,
 * kept in nextPages.ts). Neither is shown nor fails: a failed fetch ahead keeps nothing, and the
 * visit or load-more then asks for real and shows its own error. Each request counts among its
 * source's background work, so aborting or resetting the source stops it.
 */
import type { PickerItem, SourceDefinition } from '../types';
import { cacheKey, type SourceCache } from './cache';
import { fetchPage, type FetchedPage } from './fetchPage';
import type { ListState } from './ListState';
import { buildLoadContext } from './loadContext';
import { NextPages } from './nextPages';
import type { PipelineEnv } from './pipelineEnv';

/** What the prefetch needs from the list runtime. */
export interface ListPrefetchDeps {
  pipeline: PipelineEnv;
  cache: SourceCache;
  resolve(sourceKey: string): SourceDefinition;
  /** The user and company lists are fetched for now. */
  scope(): string;
  state(sourceKey: string, parentKey?: string): ListState;
  /** The item of a loaded tree node, by key. */
  node(key: string): PickerItem | undefined;
  /** Counts a request among a source's background work; returns what to call once it settled. */
  track(sourceKey: string, controller: AbortController): () => void;
}

export class ListPrefetch {
  /** Next pages fetched ahead of a load-more. */
  readonly nextPages = new NextPages<FetchedPage>();
  private readonly deps: ListPrefetchDeps;
  /** First pages in flight, by list (cacheKey); each settles without failing. */
  private readonly firstPages = new Map<string, Promise<void>>();

  constructor(deps: ListPrefetchDeps) {
    this.deps = deps;
  }

  /** The first-page prefetch of a list still in flight, if any (a visit waits for it). */
  running(sourceKey: string, parentKey: string | undefined): Promise<void> | undefined {
    return this.firstPages.get(cacheKey(sourceKey, parentKey));
  }

  /**
   * Fetches a list's first page into the cache without showing it, when the list has not been
   * loaded and nothing is cached: its first visit then paints at once. A visit while it runs
   * waits for it rather than asking again; a failed one stores nothing; `signal` (the caller
   * moved on) stops it, as the source's abort and reset do, without touching the lists shown.
   */
  firstPage(sourceKey: string, parent?: PickerItem, signal?: AbortSignal): Promise<void> {
    const { cache, pipeline } = this.deps;
    const parentKey = parent?.key;
    const key = cacheKey(sourceKey, parentKey);
    const running = this.firstPages.get(key);
    if (running) return running;
    const source = this.source(sourceKey);
    if (!source || source.cacheable === false || cache.get(sourceKey, parentKey)) {
      return Promise.resolve();
    }
    if (this.deps.state(sourceKey, parentKey).status !== 'idle') return Promise.resolve();
    if (signal?.aborted) return Promise.resolve();
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const scope = this.deps.scope();
    const release = this.deps.track(sourceKey, controller);
    const ctx = buildLoadContext(pipeline, source, {
      signal: controller.signal,
      cursor: undefined,
      parent,
      mode: 'browse',
      forceUpdate: false,
    });
    const work = fetchPage(pipeline, source, ctx)
      .then((page) => {
        if (controller.signal.aborted) return;
        cache.store(source, {
          scope,
          sourceKey,
          parentKey,
          parent,
          result: page.result,
          ahead: true,
        });
      })
      .catch(() => undefined)
      .finally(() => {
        signal?.removeEventListener('abort', stop);
        release();
        if (this.firstPages.get(key) === work) this.firstPages.delete(key);
      });
    this.firstPages.set(key, work);
    return work;
  }

  /**
   * Fetches a loaded list's next page ahead, unshown (the scroll nears the end): the load-more
   * that follows shows it without asking again. Nothing when the list is done or busy, or that
   * page is already asked for.
   */
  nextPage(sourceKey: string, parentKey?: string): void {
    const state = this.deps.state(sourceKey, parentKey);
    if (state.done || state.status !== 'loaded') return;
    const key = cacheKey(sourceKey, parentKey);
    if (this.nextPages.has(key, state.cursor, state.token)) return;
    const source = this.source(sourceKey);
    if (!source) return;
    const { pipeline } = this.deps;
    const parent =
      parentKey === undefined ? undefined : (this.deps.node(parentKey) ?? state.parent);
    const entry = {
      cursor: state.cursor,
      token: state.token,
      scope: this.deps.scope(),
      controller: new AbortController(),
    };
    this.nextPages.start(key, sourceKey, entry, (signal) =>
      fetchPage(
        pipeline,
        source,
        buildLoadContext(pipeline, source, {
          signal,
          cursor: entry.cursor,
          parent,
          mode: 'browse',
          forceUpdate: false,
        }),
      ),
    );
  }

  /** The source, or undefined when it is no longer registered (nothing to fetch ahead). */
  private source(sourceKey: string): SourceDefinition | undefined {
    try {
      return this.deps.resolve(sourceKey);
    } catch {
      return undefined;
    }
  }
}
