/**
 * Each source's last search (query, scope and first page), kept outside the 'all' scope: the
 * same query on the same tab is answered without a request. A company switch forgets them (the
 * results belong to the old one); their rows are also a pool of type-ahead matches.
 */
import type { PickerItem } from '../types';
import type { SearchPage } from './searchPage';
import type { SearchTarget } from './searchScope';

interface LastSearch {
  query: string;
  scope: SearchTarget['scope'];
  page: SearchPage;
}

export class LastSearches {
  private readonly bySource = new Map<string, LastSearch>();

  /** The first page of `query` in `target`, when that was the source's last search there. */
  find(target: SearchTarget, query: string): SearchPage | undefined {
    const last = this.bySource.get(target.source.key);
    return last && last.query === query && last.scope === target.scope ? last.page : undefined;
  }

  keep(target: SearchTarget, query: string, page: SearchPage): void {
    this.bySource.set(target.source.key, { query, scope: target.scope, page });
  }

  clear(): void {
    this.bySource.clear();
  }

  /** Each source's last results. */
  items(): Array<readonly PickerItem[]> {
    return [...this.bySource.values()].map((last) => last.page.items);
  }
}
