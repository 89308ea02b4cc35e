/**
 * The first-page cache of each (source, parent) in browse mode. The runtime consults it before
 * the loadPage hook (so it answers ahead of any tap, as a STAGE_CACHE tap would) and refreshes an
 * answered entry in the background. Never cached: a failed or aborted result, a source with
 * `cacheable: false`, and a result holding only the current user.
 */
import type { LoadResult, PickerItem, SourceDefinition } from '../types';

export interface CacheEntry {
  sourceKey: string;
  parentKey: string | undefined;
  parent: PickerItem | undefined;
  result: LoadResult;
}

export function cacheKey(sourceKey: string, parentKey: string | undefined): string {
  return `${sourceKey}\u0000${parentKey ?? ''}`;
}

export class SourceCache {
  private readonly entries = new Map<string, CacheEntry>();
  /** The signed-in user's id, if known (a page of only them is not cached). */
  private readonly currentUserId: () => string | undefined;

  constructor(currentUserId: () => string | undefined) {
    this.currentUserId = currentUserId;
  }

  get(sourceKey: string, parentKey: string | undefined): CacheEntry | undefined {
    return this.entries.get(cacheKey(sourceKey, parentKey));
  }

  /**
   * Stores a first page when the policy allows; returns whether it did. A fresh page the policy
   * refuses also drops the older entry, which no longer says what the source holds.
   */
  store(source: SourceDefinition, entry: CacheEntry): boolean {
    const key = cacheKey(entry.sourceKey, entry.parentKey);
    if (source.cacheable === false || this.onlyCurrentUser(entry.result.items)) {
      this.entries.delete(key);
      return false;
    }
    this.entries.set(key, entry);
    return true;
  }

  /** Every cached entry whose source is not `exceptKey`. */
  entriesExcept(exceptKey: string | undefined): CacheEntry[] {
    return [...this.entries.values()].filter((entry) => entry.sourceKey !== exceptKey);
  }

  /** Forgets one source's entries, or everything. */
  clear(sourceKey?: string): void {
    if (sourceKey === undefined) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of [...this.entries]) {
      if (entry.sourceKey === sourceKey) this.entries.delete(key);
    }
  }

  private onlyCurrentUser(items: readonly PickerItem[]): boolean {
    const userid = this.currentUserId();
    if (!userid || items.length !== 1) return false;
    const [item] = items;
    return item.type === 'user' && String(item.userid ?? item.id) === String(userid);
  }
}
