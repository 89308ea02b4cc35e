/**
 * Which sources a search asks. The member picker searches every searchable source at once; the
 * union selector only the active tab (never a tab that cannot search, such as time); the finder
 * the place it shows (a folder, a team), which its rule passes to the source as `ctx.scope`.
 */
import { ErrorCodes, PickerError } from '../errors';
import type { SourceDefinition } from '../types';

/** One source to search, and what the search is limited to there. */
export interface SearchTarget {
  source: SourceDefinition;
  scope?: Readonly<Record<string, unknown>>;
}

export interface SearchScopeInput {
  /** Registered sources, in order. */
  sources: readonly SourceDefinition[];
  /** The active tab's source, if any. */
  activeSourceKey: string | undefined;
  query: string;
}

/** A preset's scope: the sources (or targets) to search for a query. */
export type SearchScopeRule = (
  input: SearchScopeInput,
) => ReadonlyArray<SearchTarget | SourceDefinition>;

export type SearchScope = 'all' | 'active-tab' | SearchScopeRule;

export function canSearch(source: SourceDefinition | undefined): source is SourceDefinition {
  return Boolean(source?.searchable && typeof source.search === 'function');
}

function toTarget(entry: SearchTarget | SourceDefinition): SearchTarget {
  return 'source' in entry && typeof entry.source === 'object' && entry.source !== null
    ? (entry as SearchTarget)
    : { source: entry as SourceDefinition };
}

/** The sources a search of `input.query` asks under `scope`. */
export function searchTargets(scope: SearchScope, input: SearchScopeInput): SearchTarget[] {
  if (scope === 'all') return input.sources.filter(canSearch).map((source) => ({ source }));
  if (scope === 'active-tab') {
    const active = input.sources.find((source) => source.key === input.activeSourceKey);
    return canSearch(active) ? [{ source: active }] : [];
  }
  const targets = scope(input).map(toTarget);
  for (const { source } of targets) {
    if (canSearch(source)) continue;
    const key = (source as Partial<SourceDefinition> | undefined)?.key;
    throw new PickerError(
      ErrorCodes.SOURCE_INVALID,
      `searchScope chose source "${String(key)}", which cannot search: return only searchable sources with a search() function`,
    );
  }
  return targets;
}
