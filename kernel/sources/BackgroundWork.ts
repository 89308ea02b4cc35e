/**
 * A source's work in the background, by source key: the refreshes of cached first pages and the
 * requests the runtime counts among them (pages fetched ahead, ListPrefetch.ts), each aborted with
 * its source. A refresh asks once the frame showing the cached page is painted and the page is
 * idle; its fresh page goes into the cache, and to `onRefreshed` when stored. A failed refresh (an
 * error, or an answer that is not a list) drops the cached page: the next visit loads it for real
 * and shows the error with retry, never the old rows.
 */
import type { LoadResult, PickerItem, SourceDefinition } from '../types';
import { whenIdleAfterPaint } from '../whenIdleAfterPaint';
import type { CacheEntry, SourceCache } from './cache';
import { fetchPage } from './fetchPage';
import { buildLoadContext } from './loadContext';
import type { PipelineEnv } from './pipelineEnv';

export interface BackgroundWorkDeps {
  pipeline: PipelineEnv;
  cache: SourceCache;
  resolve(sourceKey: string): SourceDefinition;
  /** The user and company lists are fetched for now (the runtime's listScope). */
  scope(): string;
}

export class BackgroundWork {
  private readonly running = new Map<string, Set<AbortController>>();
  private readonly deps: BackgroundWorkDeps;

  constructor(deps: BackgroundWorkDeps) {
    this.deps = deps;
  }

  /** The sources with work in flight. */
  sources(): IterableIterator<string> {
    return this.running.keys();
  }

  /** Aborts the work of one source, or of every source. */
  abort(sourceKey?: string): void {
    for (const [key, controllers] of [...this.running]) {
      if (sourceKey !== undefined && key !== sourceKey) continue;
      for (const controller of controllers) controller.abort();
      this.running.delete(key);
    }
  }

  /** Counts a request among a source's work (aborted with it); returns its release. */
  track(sourceKey: string, controller: AbortController): () => void {
    const controllers = this.running.get(sourceKey) ?? new Set<AbortController>();
    controllers.add(controller);
    this.running.set(sourceKey, controllers);
    return () => controllers.delete(controller);
  }

  /** Asks a cached first page again, in the background. */
  refresh(
    cached: CacheEntry,
    parent: PickerItem | undefined,
    onRefreshed?: (fresh: LoadResult) => void,
  ): void {
    const { pipeline, cache } = this.deps;
    const { sourceKey, parentKey } = cached;
    let source: SourceDefinition;
    try {
      source = this.deps.resolve(sourceKey);
    } catch {
      cache.clear(sourceKey);
      return;
    }
    const controller = new AbortController();
    const scope = this.deps.scope();
    const release = this.track(sourceKey, controller);
    const ctx = buildLoadContext(pipeline, source, {
      signal: controller.signal,
      cursor: undefined,
      parent,
      mode: 'browse',
      forceUpdate: true,
    });
    // Neither the request nor the handling of its answer is on the path of the frame that shows
    // the cached page or of the tasks queued behind it: what the user does next comes first.
    whenIdleAfterPaint(() => {
      if (controller.signal.aborted) {
        release();
        return;
      }
      fetchPage(pipeline, source, ctx)
        .then((page) => {
          if (controller.signal.aborted) return;
          const entry = { scope, sourceKey, parentKey, parent, result: page.result };
          if (cache.store(source, entry)) onRefreshed?.(page.result);
        })
        .catch(() => {
          if (!controller.signal.aborted) cache.drop(cached);
        })
        .finally(release);
    });
  }
}
