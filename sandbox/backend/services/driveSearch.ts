/**
 * File search (full and quick) and group search by company. Highlights wrap each match in
 * `<em>`; the rest of the name is left as stored (not HTML-escaped), as a search engine does, so
 * clients must sanitise highlighted names.
 */
import { http, type HttpHandler } from 'msw';
import type { DriveFile, DriveGroup } from '../data/driveTypes';
import { checkReadable, readableGroup } from './driveAccess';
import { boolParam, fail, intParam, ok, slicePage } from './driveHttp';
import { isFolderLike, type DriveStore, type DriveView } from './driveStore';
import { withExt } from './driveFiles';

export const SEARCH_PAGE_SIZE = 100;
export const QUICK_SEARCH_PAGE_SIZE = 10;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function highlight(name: string, keyword: string): string {
  return name.replace(new RegExp(escapeRegExp(keyword), 'gi'), (m) => `<em>${m}</em>`);
}

/** "/Team/Folder/Sub": where the entry lives (its parent folder). */
function newPath(view: DriveView, group: DriveGroup, file: DriveFile): string {
  const parents = view
    .pathTo(file)
    .slice(0, -1)
    .map((f) => f.fname);
  return `/${[group.name, ...parents].join('/')}`;
}

/** Groups a search may look into: readable ones, the secret space only while unlocked. */
function searchableGroups(view: DriveView): DriveGroup[] {
  return view.ds.allGroups().filter((g) => checkReadable(view, g) === null);
}

export function searchHandlers(store: DriveStore, base: string): HttpHandler[] {
  const search = (request: Request, defaultCount: number): Response => {
    const view = store.view(request);
    const url = new URL(request.url);
    const keyword = (url.searchParams.get('searchname') ?? '').trim();
    if (keyword === '') return fail('InvalidArgument', 'searchname is required');
    const offset = intParam(url, 'offset', 0);
    const count = intParam(url, 'count', defaultCount);
    if (offset === null || count === null || offset < 0 || count < 1 || count > 500)
      return fail('InvalidArgument');
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
      groups = searchableGroups(view);
    }
    const includeFile = boolParam(url, 'include_file', true);
    const needle = keyword.toLowerCase();
    const hits = groups.flatMap((g) =>
      view
        .allFiles(g.id)
        .filter((f) => f.fname.toLowerCase().includes(needle) && (includeFile || isFolderLike(f))),
    );
    // Search ranks by the key only: folders are not pulled to the top.
    const sorted = [...hits].sort((a, b) => {
      const av = a[sortBy];
      const bv = b[sortBy];
      const d = typeof av === 'string' ? av.localeCompare(bv as string) : av - (bv as number);
      return (d !== 0 ? d : a.id - b.id) * (desc ? -1 : 1);
    });
    const page = slicePage(sorted, offset, count);
    const withGroup = boolParam(url, 'search_group_info');
    const files = page.items.map((f) => {
      const group = view.group(f.groupid) as DriveGroup;
      return {
        ...withExt(f, base),
        highlight: { file_name: [highlight(f.fname, keyword)] },
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
    return ok({ groups: page.items, next_offset: page.next });
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
    // Designed path ("group search by company", not shown): company id in `cropid`.
    http.get(`${base}/kdteam/api/v1/search/groups`, ({ request }) => {
      const raw = new URL(request.url).searchParams.get('cropid') ?? '';
      return groupSearch(request, /^\d+$/.test(raw) ? Number(raw) : null);
    }),
  ];
}
