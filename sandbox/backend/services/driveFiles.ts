/** Folder listings, file metadata and paths. */
import { http, type HttpHandler } from 'msw';
import type { DriveFile } from '../data/driveTypes';
import { filePermsAcl, folderPermission, readableGroup } from './driveAccess';
import {
  boolParam,
  encodeFilter,
  fail,
  idParam,
  intParam,
  ok,
  readPaging,
  slicePage,
} from './driveHttp';
import { isFolderLike, type DriveStore } from './driveStore';

export const LIST_PAGE_SIZE = 20;

type SortKey = 'mtime' | 'fname' | 'fsize';

/** Folder-likes first, then by the key (ties by id) so pages are stable. */
export function sortFiles(
  files: DriveFile[],
  key: SortKey,
  desc: boolean,
  linkGroup: boolean,
): DriveFile[] {
  const rank = (f: DriveFile): number =>
    linkGroup && f.ftype === 'linkfolder' ? 0 : isFolderLike(f) ? 1 : 2;
  const dir = desc ? -1 : 1;
  return [...files].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const av = a[key];
    const bv = b[key];
    const byKey = typeof av === 'string' ? av.localeCompare(bv as string) : av - (bv as number);
    return byKey !== 0 ? byKey * dir : (a.id - b.id) * dir;
  });
}

/**
 * A file as the API answers it: with its `ext`, and its thumbnail (stored relative to the drive
 * service) as an absolute URL under `serviceBase`, which serves it as a generated image.
 */
export function withExt(f: DriveFile, serviceBase: string): DriveFile & { ext: string } {
  const name = f.fname.endsWith('.link') ? f.fname.slice(0, -5) : f.fname;
  const dot = name.lastIndexOf('.');
  return {
    ...f,
    ext: isFolderLike(f) || dot <= 0 ? '' : name.slice(dot + 1),
    pic_thumbnail: f.pic_thumbnail ? `${serviceBase}/${f.pic_thumbnail}` : '',
  };
}

export function fileHandlers(store: DriveStore, base: string): HttpHandler[] {
  const listFiles = (
    request: Request,
    rawGroup: string | readonly string[] | undefined,
  ): Response => {
    const view = store.view(request);
    const asked = readableGroup(view, rawGroup);
    if (asked instanceof Response) return asked;
    const url = new URL(request.url);
    const askedParent = intParam(url, 'parentid', 0);
    if (askedParent === null || askedParent < 0)
      return fail('InvalidArgument', 'parentid must be a folder id');
    const parent = askedParent === 0 ? undefined : view.file(askedParent);
    if (askedParent !== 0 && (!parent || parent.groupid !== asked.id || !isFolderLike(parent)))
      return fail('fileNotExists');
    // A link folder shows the root of the team it links to.
    const linked = parent?.ftype === 'linkfolder';
    const group = linked ? readableGroup(view, String(parent.linkgroupid)) : asked;
    if (group instanceof Response) return group;
    const parentid = linked ? 0 : askedParent;
    const scope = `files:${group.id}:${parentid}`;
    const paging = readPaging(url, scope, LIST_PAGE_SIZE);
    if (!paging) return fail('InvalidArgument', 'count, offset or filter is invalid');
    const orderBy = url.searchParams.get('order_by') ?? 'mtime';
    if (orderBy !== 'mtime' && orderBy !== 'fname' && orderBy !== 'fsize')
      return fail('InvalidArgument', 'order_by');
    const desc = (url.searchParams.get('order') ?? 'DESC').toUpperCase() !== 'ASC';
    const sorted = sortFiles(
      view.children(group.id, parentid),
      orderBy,
      desc,
      boolParam(url, 'linkgroup'),
    );
    const page = slicePage(sorted, paging.offset, paging.count);
    return ok({
      files: page.items.map((f) => ({
        ...withExt(f, base),
        file_perms_acl: filePermsAcl(view, f),
      })),
      next_offset: page.next,
      next_filter: encodeFilter(scope, page.next),
    });
  };

  return [
    http.get(`${base}/api/v5/groups/special/files`, ({ request }) => listFiles(request, 'special')),
    http.get(`${base}/api/v5/groups/:gid/files`, ({ request, params }) =>
      listFiles(request, params.gid),
    ),

    http.get(`${base}/api/v5/files/:id/metadata`, ({ request, params }) => {
      const view = store.view(request);
      const id = idParam(params.id);
      const file = id === null ? undefined : view.file(id);
      if (!file) return fail('fileNotExists');
      const group = readableGroup(view, String(file.groupid));
      if (group instanceof Response) return group;
      const includeGroup = new URL(request.url).searchParams
        .getAll('include')
        .join(',')
        .split(',')
        .includes('group');
      return ok({
        fileinfo: withExt(file, base),
        ...(includeGroup
          ? {
              groupinfo: { id: group.id, corpid: group.corpid, type: group.type, name: group.name },
            }
          : {}),
        file_perms_acl: filePermsAcl(view, file),
        user_acl: file.user_acl,
      });
    }),

    http.get(`${base}/api/v5/groups/:gid/files/:fileId/path`, ({ request, params }) => {
      const view = store.view(request);
      const group = readableGroup(view, params.gid);
      if (group instanceof Response) return group;
      const fileId = idParam(params.fileId);
      if (fileId === 0) return ok({ path: [] });
      const file = fileId === null ? undefined : view.file(fileId);
      if (!file || file.groupid !== group.id) return fail('fileNotExists');
      return ok({
        path: view.pathTo(file).map((f) => ({
          fileid: f.id,
          fname: f.fname,
          ftype: f.ftype,
          groupid: f.groupid,
          parentid: f.parentid,
        })),
      });
    }),

    // Designed path ("folder path", not shown in the spec): the folder and its ancestors.
    http.get(`${base}/api/v5/files/:id/folder_path`, ({ request, params }) => {
      const view = store.view(request);
      const id = idParam(params.id);
      const file = id === null ? undefined : view.file(id);
      if (!file || !isFolderLike(file)) return fail('fileNotExists');
      const group = readableGroup(view, String(file.groupid));
      if (group instanceof Response) return group;
      const entry = (f: DriveFile) => ({
        fileid: f.id,
        type: f.ftype,
        fname: f.fname,
        groupid: f.groupid,
        linkgroupid: f.linkgroupid,
        user_acl: f.user_acl,
      });
      return ok({
        ...entry(file),
        permission: folderPermission(group, file),
        path: view.pathTo(file).map(entry),
      });
    }),
  ];
}
