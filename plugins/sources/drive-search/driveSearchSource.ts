/**
 * driveSearch: file search (finder.md Search). GET drive /api/v5/search/files with offset 0,
 * count 100, sort_by mtime, order DESC, include_file (false in directories-only mode),
 * search_group_info, include_first_letter, search_file_content=false, search_file_name=true,
 * is_plus, searchname and, when the search is limited to one team, groupid: the team the
 * location names (the user's "This team" scope), else the configured one. The answer's `files`
 * must be an array ('fetch result must be an array.'); only folder, file, sharefile and
 * linkfolder entries are listed, with highlight.file_name and new_path.
 *
 * For a plus user with a company, a second call searches that company's teams (GET drive
 * /api/v3/search/company/{cid}/groups with searchname, include=recent_members); only teams of
 * type normal are kept, listed before the files. Its failure is the search's failure (the error
 * view with retry), never a search without teams.
 * Further pages follow the answer's next_offset (-1 done).
 */
import { type LoadContext, type SourceConfig } from '../../../kernel';
import { path } from '../../../kernel/request/paths';
import { nextCursor } from '../../../kernel/sources/cursors';
import {
  driveFileItem,
  driveTeamItem,
  type DriveFileRecord,
  type DriveItem,
  type DriveTeamRecord,
} from '../shared/driveEntry';
import { locationOf } from '../shared/driveLocation';
import { driveGet, driveSourcePlugin } from '../shared/driveSource';
import type { Provenance } from '../shared/items';
import { listAnswer } from '../shared/values';

/** finder.md section 9: search page size 100, newest modified first. */
export const SEARCH_PAGE_SIZE = 100;
/** The entries a search lists (finder.md section 4). */
export const SEARCH_LISTED_FTYPES: readonly string[] = [
  'folder',
  'file',
  'sharefile',
  'linkfolder',
];

export interface SearchConfig extends SourceConfig {
  /** Directories-only mode (dir): files are left out (include_file false). */
  dirOnly?: boolean;
  /** Limits the search to one team (the user's special team when only MyDocs is enabled). */
  groupid?: number | string | (() => number | string | undefined);
}

export interface SearchFilesPage {
  files?: unknown;
  next_offset?: number;
  total?: number;
}

export interface GroupSearchPage {
  groups?: Array<DriveTeamRecord & { type?: string }>;
}

/** The query of the file search, as finder.md section 7 lists it. */
export function searchParams(
  keyword: string,
  offset: number,
  options: { dirOnly: boolean; isPlus: boolean; groupid?: number | string },
): Record<string, unknown> {
  return {
    offset,
    count: SEARCH_PAGE_SIZE,
    sort_by: 'mtime',
    order: 'DESC',
    include_file: !options.dirOnly,
    search_group_info: true,
    include_first_letter: true,
    search_file_content: false,
    search_file_name: true,
    is_plus: options.isPlus,
    searchname: keyword,
    ...(options.groupid !== undefined && options.groupid !== ''
      ? { groupid: options.groupid }
      : {}),
  };
}

function groupidOf(config: SearchConfig): number | string | undefined {
  return typeof config.groupid === 'function' ? config.groupid() : config.groupid;
}

async function searchTeams(
  ctx: LoadContext,
  config: SearchConfig,
  keyword: string,
  from: Provenance,
): Promise<DriveItem[]> {
  const companyId = ctx.kernel.context.currentCompanyId;
  if (!ctx.kernel.context.isNewCompanyUser || !companyId || companyId === '0') return [];
  // Group search by company (finder.md section 7): its failure is the search's, never no teams.
  const data = await driveGet<GroupSearchPage>(
    ctx,
    config,
    path`/api/v3/search/company/${companyId}/groups`,
    { searchname: keyword, include: 'recent_members' },
  );
  return listAnswer(data.groups)
    .filter((group) => group.type === 'normal')
    .map((group) => driveTeamItem(group, from, 'Search'));
}

function createSearch(config: SearchConfig, from: Provenance) {
  return {
    tree: false,
    searchable: false,
    pageSize: SEARCH_PAGE_SIZE,
    cacheable: false,
    async load(ctx: LoadContext) {
      const location = locationOf(ctx);
      const keyword = (location.keyword ?? ctx.query ?? '').trim();
      if (keyword === '') return { items: [], done: true };
      const cursor = ctx.cursor as number | undefined;
      if (nextCursor.isFinished(cursor)) return nextCursor.emptyPage<DriveItem>();
      const first = cursor === undefined;
      const params = searchParams(keyword, nextCursor.current(cursor), {
        dirOnly: config.dirOnly === true,
        isPlus: ctx.kernel.context.isNewCompanyUser,
        groupid: location.tid ?? groupidOf(config),
      });
      const [data, teams] = await Promise.all([
        driveGet<SearchFilesPage>(ctx, config, '/api/v5/search/files', params),
        first ? searchTeams(ctx, config, keyword, from) : Promise.resolve([]),
      ]);
      const files = listAnswer(data.files as DriveFileRecord[] | undefined)
        .filter((record) => SEARCH_LISTED_FTYPES.includes(record.ftype ?? ''))
        .map((record) => driveFileItem(record, from, 'Search'));
      return {
        items: [...teams, ...files],
        total: data.total,
        ...nextCursor.advance(cursor, { next: data.next_offset }),
      };
    },
  };
}

/** The file search source (type `driveSearch`); the keyword comes from the location. */
export function driveSearchSource() {
  return driveSourcePlugin({
    name: 'source:drive-search',
    type: 'driveSearch',
    create: (config, _kernel, from) => createSearch(config as SearchConfig, from),
  });
}
