/**
 * File search (full and quick) and group search by company. What a keyword matches and how hits
 * are highlighted: driveSearchMatch.ts. Parameters beyond paging and sorting:
 * - include_file (default true) / include_folder (default true): leave files or folders out;
 * - search_file_name (default true), include_first_letter, search_file_content (alias
 *   search_content), search_operator_name: what the keyword is matched against;
 * - is_plus (default true): false leaves the enterprise spaces (corpid > 0) out;
 * - search_group_info: adds group_info; with_device: adds device_info (the device of a file in My
 *   Devices, null elsewhere). Every hit carries company_name ('' outside an enterprise).
 * Group search answers its page of teams and the total. The seeded files are searched through an
 * index built once per dataset (driveSearchIndex.ts).
 */
import { http, type HttpHandler } from 'msw';
import type { DriveFile, DriveGroup } from '../data/driveTypes';
import { checkReadable, readableGroup } from './driveAccess';
import { boolParam, fail, FINISHED_OFFSET, intParam, ok, slicePage } from './driveHttp';
import { highlight, matchFile, type MatchOptions } from './driveSearchMatch';
import { compareFiles, searchIndex, type IndexedFile, type SortKey } from './driveSearchIndex';
import { isFolderLike, type DriveStore, type DriveView } from './driveStore';
import { withExt } from './driveFiles';

export const SEARCH_PAGE_SIZE = 100;
export const QUICK_SEARCH_PAGE_SIZE = 10;

/** "/Team/Folder/Sub": where the entry lives (its parent folder). */
function newPath(view: DriveView, group: DriveGroup, file: DriveFile): string {
  const parents = view
    .pathTo(file)
    .slice(0, -1)
    .map((f) => f.fname);
  return `/${[group.name, ...parents].join('/')}`;
}

/** Groups a search may look into: readable ones, the secret space only while unlocked. */
function searchableGroups(view: DriveView, withCompanies: boolean): DriveGroup[] {
  return view.ds
    .allGroups()
    .filter((g) => checkReadable(view, g) === null && (withCompanies || g.corpid === 0));
}

function matchOptions(url: URL): MatchOptions {
  return {
    byName: boolParam(url, 'search_file_name', true),
    byFirstLetter: boolParam(url, 'include_first_letter'),
    byContent: boolParam(url, 'search_file_content') || boolParam(url, 'search_content'),
    byOperator: boolParam(url, 'search_operator_name'),
  };
}

/** The device a file of My Devices was uploaded from, null for any other file. */
function deviceInfo(view: DriveView, group: DriveGroup, file: DriveFile) {
  if (group.type !== 'tmp') return null;
  const top = view.pathTo(file)[0];
  const device = view.ds.devices().find((d) => d.id === String(top?.id));
  return device ? { id: device.id, name: device.name, type: device.type } : null;
}

interface FindOptions {
  sortBy: SortKey;
  desc: boolean;
  includeFile: boolean;
  includeFolder: boolean;
  options: MatchOptions;
}

/**
 * The files of `groups` matching `keyword`, in the search's order (ranked by the key only:
 * folders are not pulled to the top): the seeded files from the index (driveSearchIndex.ts), the
 * folders requests created merged in by the same order. Highlights are made for a page only.
 */
export function findFiles(
  view: DriveView,
  groups: readonly DriveGroup[],
  keyword: string,
  { sortBy, desc, includeFile, includeFolder, options }: FindOptions,
): IndexedFile[] {
  const searched = new Set(groups.map((group) => group.id));
  const needle = keyword.toLowerCase();
  const nameOnly =
    options.byName && !options.byFirstLetter && !options.byContent && !options.byOperator;
  const accepted = ({ file, group }: IndexedFile) =>
    searched.has(group.id) && (isFolderLike(file) ? includeFolder : includeFile);
  const index = searchIndex(view.ds);
  // A name search asks the index which names hold the keyword; other matches look at every file.
  let positions: number[] = [];
  if (nameOnly) {
    positions = index.namesHolding(needle).filter((at) => accepted(index.entries[at]));
  } else {
    index.entries.forEach((entry, at) => {
      if (accepted(entry) && matchFile(entry.file, entry.group, keyword, options))
        positions.push(at);
    });
  }
  const ranks = index.rank(sortBy);
  if (ranks) positions.sort((a, b) => ranks[a] - ranks[b]);
  if (desc) positions.reverse();
  const hits = positions.map((at) => index.entries[at]);
  const wanted = (entry: IndexedFile) =>
    (isFolderLike(entry.file) ? includeFolder : includeFile) &&
    (nameOnly
      ? entry.lower.includes(needle)
      : matchFile(entry.file, entry.group, keyword, options) !== null);
  const created = groups
    .flatMap((group) =>
      view.createdFiles(group.id).map((file) => ({ file, group, lower: file.fname.toLowerCase() })),
    )
    .filter(wanted);
  if (created.length === 0) return hits;
  const sign = desc ? -1 : 1;
  return [...created, ...hits].sort((a, b) => compareFiles(a.file, b.file, sortBy) * sign);
}

export function searchHandlers(store: DriveStore, base: string): HttpHandler[] {
  const search = (request: Request, defaultCount: number): Response => {
    const view = store.view(request);
    const url = new URL(request.url);
    const keyword = (url.searchParams.get('searchname') ?? '').trim();
    if (keyword === '') return fail('InvalidArgument', 'searchname is required');
    const offset = intParam(url, 'offset', 0);
    const count = intParam(url, 'count', defaultCount);
    if (offset === null || count === null || offset < FINISHED_OFFSET)
      return fail('InvalidArgument');
    if (count < 1 || count > SEARCH_PAGE_SIZE)
      return fail('InvalidArgument', `count must be 1 to ${SEARCH_PAGE_SIZE}`);
    const sortBy = url.searchParams.get('sort_by') ?? 'mtime';
    if (sortBy !== 'mtime' && sortBy !== 'fname' && sortBy !== 'fsize')
      return fail('InvalidArgument', 'sort_by');
    const desc = (url.searchParams.get('order') ?? 'DESC').toUpperCase() !== 'ASC';
    let groups: DriveGroup[];
    if (url.searchParams.get('groupid')) {
      const group = readableGroup(view, url.searchParams.get('groupid') ?? '');
      if (group instanceof Response) return group;
      groups = [group];
    } else {
      groups = searchableGroups(view, boolParam(url, 'is_plus', true));
    }
    const options = matchOptions(url);
    const hits = findFiles(view, groups, keyword, {
      sortBy,
      desc,
      includeFile: boolParam(url, 'include_file', true),
      includeFolder: boolParam(url, 'include_folder', true),
      options,
    });
    const page = slicePage(hits, offset, count);
    const withGroup = boolParam(url, 'search_group_info');
    const withDevice = boolParam(url, 'with_device');
    const files = page.items.map(({ file: f, group }) => {
      // A hit always matches: its highlight is made for the page only.
      const match = matchFile(f, group, keyword, options) ?? { fileName: f.fname };
      return {
        ...withExt(f, base),
        company_name: group.company_name,
        highlight: {
          file_name: [match.fileName],
          ...(match.content === undefined ? {} : { content: [match.content] }),
        },
        new_path: newPath(view, group, f),
        ...(withGroup
          ? {
              group_info: {
                id: group.id,
                name: group.name,
                type: group.type,
                corpid: group.corpid,
              },
            }
          : {}),
        ...(withDevice ? { device_info: deviceInfo(view, group, f) } : {}),
      };
    });
    return ok({ files, total: hits.length, next_offset: page.next });
  };

  const groupSearch = (request: Request, companyId: number | null): Response => {
    const view = store.view(request);
    const url = new URL(request.url);
    const keyword = (url.searchParams.get('searchname') ?? '').trim();
    if (companyId === null || keyword === '') return fail('InvalidArgument');
    const company = view.ds.companies.find((c) => c.id === companyId);
    if (!company) return fail('permissionDenied', 'Not a member of this company.');
    const recent = url.searchParams
      .getAll('include')
      .join(',')
      .split(',')
      .includes('recent_members');
    const needle = keyword.toLowerCase();
    const groups = view.ds.teams
      .filter(
        (t) =>
          t.corpid === companyId && t.type === 'normal' && t.name.toLowerCase().includes(needle),
      )
      .map((t) => ({
        ...t,
        company_name: company.name,
        highlight: { group_name: [highlight(t.name, keyword)] },
        ...(recent ? { recent_members: [t.creator] } : {}),
      }));
    const offset = intParam(url, 'offset', 0) ?? 0;
    const count = intParam(url, 'count', 20) ?? 20;
    const page = slicePage(groups, offset, count);
    return ok({ groups: page.items, next_offset: page.next, total: groups.length });
  };

  return [
    http.get(`${base}/api/v5/search/files`, ({ request }) => search(request, SEARCH_PAGE_SIZE)),
    http.get(`${base}/api/v5/search/files/quick`, ({ request }) =>
      search(request, QUICK_SEARCH_PAGE_SIZE),
    ),
    http.get(`${base}/api/v3/search/company/:id/groups`, ({ request, params }) => {
      const raw = Array.isArray(params.id) ? params.id[0] : params.id;
      return groupSearch(
        request,
        typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null,
      );
    }),
  ];
}
