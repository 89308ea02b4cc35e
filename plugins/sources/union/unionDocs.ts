/**
 * The docs tab's calls (union-selector.md section 7): recent files from roaming (max_mtime, count;
 * answers list and next_mtime, -1 when done), file search (docs tab) and quick search (all tab),
 * both sorted by mtime, descending, without folders, content or operator-name matching, with
 * device info (the request layer's file-search defaults).
 */
import type { LoadResult } from '../../../kernel';
import { get, type CallScope } from '../shared/fetch';
import { listAnswer } from '../shared/values';
import { fileToItem, filesOnly } from './unionItems';
import { pageAfter } from './unionPaging';
import type { UnionFileRecord } from './unionTabs.types';

export const ROAMING_PATH = '/api/v5/roaming';
export const FILE_SEARCH_PATH = '/api/v5/search/files';
export const QUICK_SEARCH_PATH = '/api/v5/search/files/quick';

/** The file-search defaults of union-selector.md section 7 (request layer). */
export const FILE_SEARCH_DEFAULTS = {
  sort_by: 'mtime',
  order: 'DESC',
  include_folder: false,
  search_content: false,
  search_operator_name: false,
  with_device: true,
} as const;

/** A page of recent files, older than `maxMtime` (0 starts from the newest). */
export async function loadRecentFiles(
  scope: CallScope,
  sourceKey: string,
  maxMtime: number | undefined,
  count: number,
): Promise<LoadResult<number>> {
  const data = await get<{ list?: UnionFileRecord[]; next_mtime?: number }>(
    scope,
    'drive',
    ROAMING_PATH,
    { max_mtime: maxMtime ?? 0, count },
  );
  const received = listAnswer(data.list);
  const items = filesOnly(received).map((record) => fileToItem(record, sourceKey));
  const next = typeof data.next_mtime === 'number' ? data.next_mtime : -1;
  // The server says it is done (-1), or a page came back empty (the spec's load-more rule).
  return { items, cursor: next, done: next < 0 || received.length === 0 };
}

/** A page of file search hits; `quick` is the all tab's short search. */
export async function searchFiles(
  scope: CallScope,
  sourceKey: string,
  query: string,
  offset: number,
  count: number,
  quick = false,
): Promise<LoadResult<number>> {
  const data = await get<{ files?: UnionFileRecord[]; total?: number }>(
    scope,
    'drive',
    quick ? QUICK_SEARCH_PATH : FILE_SEARCH_PATH,
    { ...FILE_SEARCH_DEFAULTS, searchname: query, offset, count },
  );
  const received = listAnswer(data.files);
  const items = filesOnly(received).map((record) => fileToItem(record, sourceKey));
  return { items, ...pageAfter(offset, received.length), total: data.total };
}
