/**
 * Calls the picker makes to the team host (`/kdteam/...`), served under the drive base: latest
 * folders (folder selector), my teams, favourites list, group sources, root lookup.
 */
import { http, type HttpHandler } from 'msw';
import type { DriveFile } from '../data/driveTypes';
import {
  fail,
  idParam,
  intParam,
  listParam,
  ok,
  readBody,
  readPaging,
  slicePage,
} from './driveHttp';
import { isFolderLike, type DriveStore, type DriveView } from './driveStore';
import { favoriteEntry } from './driveLists';
import { GROUPS_PAGE_SIZE } from './driveGroups';
import { LIST_PAGE_SIZE } from './driveFiles';

interface LatestRow {
  id: number;
  type: 0 | 1;
  groupid: number;
  mtime: number;
}

function latestRows(view: DriveView, nowSec: number): LatestRow[] {
  const saved = view.savedLatest.map((s) => ({
    id: s.id,
    type: s.type,
    groupid: s.groupid,
    mtime: s.at,
  }));
  const generated = view.ds.latestFolders.map((l) => ({
    id: l.id,
    type: l.type,
    groupid: l.groupid,
    mtime: nowSec - l.age,
  }));
  const seen = new Set<string>();
  return [...saved, ...generated]
    .sort((a, b) => b.mtime - a.mtime)
    .filter((row) => {
      const key = `${row.type}:${row.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function describe(view: DriveView, row: LatestRow): Record<string, unknown> | null {
  const group = view.group(row.groupid);
  if (!group) return null;
  const folder: DriveFile | undefined = row.type === 0 ? view.file(row.id) : undefined;
  if (row.type === 0 && !folder) return null;
  return {
    id: row.id,
    type: row.type,
    name: folder ? folder.fname : group.name,
    groupid: group.id,
    group_name: group.name,
    corpid: group.corpid,
    linkgroupid: folder?.linkgroupid ?? 0,
    mtime: row.mtime,
  };
}

export function teamHostHandlers(store: DriveStore, base: string): HttpHandler[] {
  return [
    http.get(`${base}/kdteam/api/v1/folder/selector`, ({ request }) => {
      const view = store.view(request);
      const url = new URL(request.url);
      const start = intParam(url, 'startTime', 0);
      const end = url.searchParams.get('endTime');
      const endTime =
        end === null || end === '' || end === 'null' ? Number.MAX_SAFE_INTEGER : Number(end);
      if (start === null || !Number.isFinite(endTime)) return fail('InvalidArgument');
      const nowSec = Math.floor(Date.now() / 1000);
      const data = latestRows(view, nowSec)
        .filter((r) => r.mtime >= start && r.mtime <= endTime)
        .map((r) => describe(view, r))
        .filter((r) => r !== null);
      return ok({ result: 'ok', data });
    }),

    http.post(`${base}/kdteam/api/v1/folder/selector/:id`, async ({ request, params }) => {
      const view = store.view(request);
      const id = idParam(params.id);
      const body = await readBody(request);
      const type = Number(body.type);
      if (id === null || (type !== 0 && type !== 1))
        return fail('InvalidArgument', 'type must be 0 (folder) or 1 (team)');
      if (type === 1) {
        if (!view.group(id)) return fail('groupNotExist');
        view.savedLatest.unshift({ id, type: 1, groupid: id, at: Math.floor(Date.now() / 1000) });
      } else {
        const folder = view.file(id);
        if (!folder || !isFolderLike(folder)) return fail('fileNotExists');
        view.savedLatest.unshift({
          id,
          type: 0,
          groupid: folder.groupid,
          at: Math.floor(Date.now() / 1000),
        });
      }
      return ok({ result: 'ok' });
    }),

    // Designed path ("my teams list").
    http.get(`${base}/kdteam/api/v1/teams`, ({ request }) => {
      const view = store.view(request);
      const paging = readPaging(new URL(request.url), 'teams', GROUPS_PAGE_SIZE, GROUPS_PAGE_SIZE);
      if (!paging) return fail('InvalidArgument');
      const page = slicePage(view.ds.teams, paging.offset, paging.count);
      return ok({ teams: page.items, nextOffset: page.next });
    }),

    // Designed path ("favourites list").
    http.get(`${base}/kdteam/api/v1/favorites`, ({ request }) => {
      const view = store.view(request);
      const paging = readPaging(new URL(request.url), 'favorites', LIST_PAGE_SIZE);
      if (!paging) return fail('InvalidArgument');
      const all = view.ds.favorites.map((f) => favoriteEntry(view, f)).filter((f) => f !== null);
      const page = slicePage(all, paging.offset, paging.count);
      return ok({ favorites: page.items, nextOffset: page.next });
    }),

    // Designed path ("group sources"): kdocs teams are served by both back ends.
    http.get(`${base}/kdteam/api/v1/groups/:id/sources`, ({ request, params }) => {
      const view = store.view(request);
      const id = idParam(params.id);
      const group = id === null ? undefined : view.group(id);
      if (!group) return fail('groupNotExist');
      return ok({ sources: group.source === 'kdocs' ? ['yundoc', 'kdocs'] : ['yundoc'] });
    }),

    // Designed path ("root lookup"): info[teamId] = root folder id of a yundoc team, 0 otherwise.
    http.get(`${base}/kdteam/api/v1/groups/root`, ({ request }) => {
      const view = store.view(request);
      const info: Record<string, number> = {};
      for (const raw of listParam(new URL(request.url), 'groupids')) {
        const group = /^\d+$/.test(raw) ? view.group(Number(raw)) : undefined;
        if (!group) continue;
        const root =
          group.source === 'yundoc'
            ? view.children(group.id, 0).find((f) => f.ftype === 'folder')
            : undefined;
        info[raw] = root?.id ?? 0;
      }
      return ok({ info });
    }),
  ];
}
