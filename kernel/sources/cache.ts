/**
 * The first-page cache of each (source, parent) in browse mode. The runtime consults it before
 * the loadPage hook (so it answers ahead of any tap, as a STAGE_CACHE tap would) and refreshes an
 * answered entry in the background. Never cached: a failed or aborted result, a source with
 * `cacheable: false`, and a result holding only the current user.
 *
 * Every entry belongs to the scope (signed-in user and current company) it was fetched for: an
 * entry of another scope is never answered, so a page of the previous company can never show.
 */
import type { LoadResult, PickerItem, SourceDefinition } from '../types';

export interface CacheEntry {
  /** The user and company the page was fetched for (see `listScope`). */
  scope: string;
  sourceKey: string;
  parentKey: string | undefined;
  parent: PickerItem | undefined;
  result: LoadResult;
  /** Fetched ahead of the list's first visit (a prefetch): that visit does not ask again. */
  ahead?: boolean;
}

export function cacheKey(sourceKey: string, parentKey: string | undefined): string {
  return `${sourceKey}\u0000${parentKey ?? ''}`;
}

/** Who and where a list is fetched for: the signed-in user and the current company. */
export function listScope(kernel: {
  context: { user: { userid: string } | null; currentCompanyId: string | null };
}): string {
  const { user, currentCompanyId } = kernel.context;
  return `${user?.userid ?? ''}\u0000${currentCompanyId ?? ''}`;
}

export class SourceCache {
  private readonly entries = new Map<string, CacheEntry>();
  /** The signed-in user's id, if known (a page of only them is not cached). */
  private readonly currentUserId: () => string | undefined;

  /** The scope lists are fetched for now (see `listScope`). */
  private readonly scope: () => string;

  constructor(currentUserId: () => string | undefined, scope: () => string = () => '') {
    this.currentUserId = currentUserId;
    this.scope = scope;
  }

  /** The entry of this list, when it was fetched for the current user and company. */
  get(sourceKey: string, parentKey: string | undefined): CacheEntry | undefined {
    const entry = this.entries.get(cacheKey(sourceKey, parentKey));
    return entry && entry.scope === this.scope() ? entry : undefined;
  }

  /**
   * Stores a first page when the policy allows; returns whether it did. A fresh page the policy
   * refuses also drops the older entry, which no longer says what the source holds.
   */
  store(source: SourceDefinition, entry: CacheEntry): boolean {
    const key = cacheKey(entry.sourceKey, entry.parentKey);
    // A page fetched for another user or company is never written (it answered too late).
    if (entry.scope !== this.scope()) return false;
    if (source.cacheable === false || this.onlyCurrentUser(entry.result.items)) {
      this.entries.delete(key);
      return false;
    }
    this.entries.set(key, entry);
    return true;
  }

  /** Every cached entry of the current scope whose source is not `exceptKey`. */
  entriesExcept(exceptKey: string | undefined): CacheEntry[] {
    const scope = this.scope();
    return [...this.entries.values()].filter(
      (entry) => entry.sourceKey !== exceptKey && entry.scope === scope,
    );
  }

  /** Forgets one list's entry, when it is still the one given (a newer page is kept). */
  drop(entry: CacheEntry): void {
    const key = cacheKey(entry.sourceKey, entry.parentKey);
    if (this.entries.get(key) === entry) this.entries.delete(key);
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
