/**
 * POST /api/v5/files/folder: folder creation with the spec's name rules and permission check.
 * Parameters come from the query string (as finder.md section 7 passes them) and/or the body
 * (JSON or form; the body wins): groupid, parentid (default 0), name, parsed (accepted; the answer
 * is always the parsed folder record, and a taken name is fileNameConflict either way, which the
 * finder maps to its message), owner (true: the answer carries the new folder's owner). Inside a link folder the folder is made at the root of the linked team,
 * and the name may not contain ; % & either (illegalFname).
 */
import { http, type HttpHandler } from 'msw';
import { IDENTITIES } from '../data/identities';
import { folderPermission, readableGroup } from './driveAccess';
import { type DriveErrorCode, fail, ok, readBody } from './driveHttp';
import { isFolderLike, type DriveStore } from './driveStore';
import { withExt } from './driveFiles';

export const MAX_NAME_LENGTH = 100;
const ILLEGAL_CHARS = /[\\/:*?"<>|]/;
/** Also refused in a link folder (finder.md section 5). */
const ILLEGAL_IN_LINK_FOLDER = /[;%&]/;

/** The result code a folder name breaks, or null when it is fine. */
export function folderNameError(name: string, inLinkFolder = false): DriveErrorCode | null {
  if (name.trim() === '') return 'fileNameEmpty';
  if ([...name].length > MAX_NAME_LENGTH) return 'fileNameLengthExceed';
  if (ILLEGAL_CHARS.test(name)) return 'illegalFname';
  if (inLinkFolder && ILLEGAL_IN_LINK_FOLDER.test(name)) return 'illegalFname';
  return null;
}

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 1;
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
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const body: Record<string, unknown> = { ...query, ...(await readBody(request)) };
      const groupid = numberField(body.groupid, -1);
      const parentid = numberField(body.parentid, 0);
      if (groupid === null || groupid < 0 || parentid === null)
        return fail('InvalidArgument', 'groupid and parentid must be ids');
      const asked = readableGroup(view, String(groupid));
      if (asked instanceof Response) return asked;
      const parentEntry = parentid === 0 ? undefined : view.file(parentid);
      if (
        parentid !== 0 &&
        (!parentEntry || parentEntry.groupid !== asked.id || !isFolderLike(parentEntry))
      )
        return fail('fileNotExists');
      // Inside a link folder: the root of the linked team.
      const inLink = parentEntry?.ftype === 'linkfolder';
      const group = inLink ? readableGroup(view, String(parentEntry.linkgroupid)) : asked;
      if (group instanceof Response) return group;
      const parent = inLink ? undefined : parentEntry;
      const where = parent?.id ?? 0;
      const name = typeof body.name === 'string' ? body.name : '';
      const nameError = folderNameError(name, inLink);
      if (nameError) return fail(nameError);
      if (folderPermission(group, parent).new_empty === 0) return fail('noNewFilePermission');
      const taken = new Set(view.children(group.id, where).map((f) => f.fname));
      const trimmed = name.trim();
      if (taken.has(trimmed)) return fail('fileNameConflict');
      const created = view.createFolder(group, where, trimmed, Math.floor(Date.now() / 1000));
      const me = IDENTITIES[view.user];
      return ok({
        result: 'ok',
        ...withExt(created, base),
        ...(flag(body.owner) ? { owner: { id: me.userid, name: me.nickname } } : {}),
      });
    }),
  ];
}
