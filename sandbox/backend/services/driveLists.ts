/** Starred items (tags/1), shared links, roaming (recent) files, favourites. */
import { http, type HttpHandler } from 'msw';
import type { DriveFavorite } from '../data/driveTypes';
import { boolParam, encodeFilter, fail, intParam, ok, readPaging, slicePage } from './driveHttp';
import type { DriveStore, DriveView } from './driveStore';
import { LIST_PAGE_SIZE, withExt } from './driveFiles';

export function favoriteEntry(view: DriveView, fav: DriveFavorite): Record<string, unknown> | null {
  const group = view.group(fav.groupid);
  if (!group) return null;
  if (fav.fileid === 0) {
    return {
      fileid: 0,
      fname: group.name,
      gname: group.name,
      ftype: 'team',
      fsize: 0,
      groupid: group.id,
      corpid: group.corpid,
      linkgroupid: 0,
      ctime: fav.ctime,
    };
  }
  const file = view.file(fav.fileid);
  if (!file) return null;
  return {
    fileid: file.id,
    fname: file.fname,
    gname: group.name,
    ftype: file.ftype,
    fsize: file.fsize,
    groupid: file.groupid,
    corpid: file.corpid,
    linkgroupid: file.linkgroupid,
    mtime: file.mtime,
    ctime: fav.ctime,
  };
}

export function listHandlers(store: DriveStore, base: string): HttpHandler[] {
  const roaming = ({ request }: { request: Request }): Response => {
    const view = store.view(request);
    const url = new URL(request.url);
    const maxMtime = intParam(url, 'max_mtime', Number.MAX_SAFE_INTEGER);
    const count = intParam(url, 'count', LIST_PAGE_SIZE);
    if (maxMtime === null || count === null || count < 1 || count > 500)
      return fail('InvalidArgument');
    // max_mtime 0 is what clients send for "from the newest".
    const cursor = maxMtime <= 0 ? Number.MAX_SAFE_INTEGER : maxMtime;
    const older = view.ds.roaming.filter((r) => r.mtime < cursor);
    const page = older.slice(0, count);
    const list = page.flatMap((r) => {
      const file = view.file(r.fileid);
      if (!file) return [];
      const entry = {
        fileid: file.id,
        name: file.fname,
        fname: file.fname,
        groupid: file.groupid,
        corpid: file.corpid,
      };
      return [
        {
          ...entry,
          isshare: file.ftype === 'sharefile',
          size: file.fsize,
          mtime: r.mtime,
          ftype: file.ftype,
          file: withExt(file, base),
        },
      ];
    });
    const done = older.length <= count;
    return ok({ list, next_mtime: done || page.length === 0 ? -1 : page[page.length - 1].mtime });
  };

  return [
    http.get(`${base}/api/v3/tags/1/items`, ({ request }) => {
      const view = store.view(request);
      const url = new URL(request.url);
      const paging = readPaging(url, 'tags', LIST_PAGE_SIZE);
      if (!paging) return fail('InvalidArgument');
      const withCorp = boolParam(url, 'with_corp');
      const tags = view.ds.tags.filter((t) => withCorp || t.corpid === 0);
      const page = slicePage(tags, paging.offset, paging.count);
      const itemList = page.items.map((t) => {
        const group = view.group(t.groupid);
        const file = t.fileid === 0 ? null : view.file(t.fileid);
        return {
          source: t.source,
          file: file ? withExt(file, base) : null,
          group: group ?? null,
          desc: t.desc,
          groupid: t.groupid,
          corpid: t.corpid,
          ctime: t.ctime,
        };
      });
      return ok({ item_list: itemList, offset: page.next });
    }),

    http.get(`${base}/api/v5/links`, ({ request }) => {
      const view = store.view(request);
      const paging = readPaging(new URL(request.url), 'links', LIST_PAGE_SIZE);
      if (!paging) return fail('InvalidArgument');
      const page = slicePage(view.ds.links, paging.offset, paging.count);
      const share = page.items.map((l) => {
        const file = l.fileid === 0 ? null : view.file(l.fileid);
        return {
          share_name: l.share_name,
          share_type: l.share_type,
          file: file ? withExt(file, base) : null,
          group: view.group(l.groupid) ?? null,
          link: {
            sid: l.sid,
            url: `https://suite.test/l/${l.sid}`,
            status: 'open',
            mtime: l.mtime,
          },
        };
      });
      return ok({ share, next_offset: page.next, next_filter: encodeFilter('links', page.next) });
    }),

    http.get(`${base}/api/v3/roaming`, roaming),
    http.get(`${base}/api/v5/roaming`, roaming),

    http.get(`${base}/api/v3/favorite`, ({ request }) => {
      const view = store.view(request);
      const favorites = view.ds.favorites
        .map((f) => favoriteEntry(view, f))
        .filter((f) => f !== null);
      return ok({ favorites });
    }),
  ];
}
