/** POST /api/v5/files/folder: folder creation with the spec's name rules and permission check. */
import { http, type HttpHandler } from 'msw';
import { folderPermission, readableGroup } from './driveAccess';
import { type DriveErrorCode, fail, ok, readBody } from './driveHttp';
import { isFolderLike, type DriveStore } from './driveStore';
import { withExt } from './driveFiles';

export const MAX_NAME_LENGTH = 100;
const ILLEGAL_CHARS = /[\\/:*?"<>|]/;

/** The result code a folder name breaks, or null when it is fine. */
export function folderNameError(name: string): DriveErrorCode | null {
  if (name.trim() === '') return 'fileNameEmpty';
  if ([...name].length > MAX_NAME_LENGTH) return 'fileNameLengthExceed';
  if (ILLEGAL_CHARS.test(name)) return 'illegalFname';
  return null;
}

function numberField(value: unknown, fallback: number): number | null {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

export function createHandlers(store: DriveStore, base: string): HttpHandler[] {
  return [
    http.post(`${base}/api/v5/files/folder`, async ({ request }) => {
      const view = store.view(request);
      const body = await readBody(request);
      const groupid = numberField(body.groupid, -1);
      const parentid = numberField(body.parentid, 0);
      if (groupid === null || groupid < 0 || parentid === null)
        return fail('InvalidArgument', 'groupid and parentid must be ids');
      const group = readableGroup(view, String(groupid));
      if (group instanceof Response) return group;
      const parent = parentid === 0 ? undefined : view.file(parentid);
      if (parentid !== 0 && (!parent || parent.groupid !== group.id || !isFolderLike(parent)))
        return fail('fileNotExists');
      const name = typeof body.name === 'string' ? body.name : '';
      const nameError = folderNameError(name);
      if (nameError) return fail(nameError);
      if (folderPermission(group, parent).new_empty === 0) return fail('noNewFilePermission');
      const trimmed = name.trim();
      if (view.children(group.id, parentid).some((f) => f.fname === trimmed))
        return fail('fileNameConflict');
      const created = view.createFolder(group, parentid, trimmed, Math.floor(Date.now() / 1000));
      return ok({ result: 'ok', ...withExt(created, base) });
    }),
  ];
}
