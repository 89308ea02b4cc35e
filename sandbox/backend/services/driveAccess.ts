/** Who may read or write where: group lookup, the secret-space lock, IP-forbidden companies. */
import { SECRET_MIN_VIP } from '../data/driveCatalog';
import type { DriveFile, DriveGroup } from '../data/driveTypes';
import { fail } from './driveHttp';
import type { DriveView } from './driveStore';

export function utcDay(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

export function secretActive(view: DriveView, nowMs = Date.now()): boolean {
  return view.secret.activeUntil > nowMs;
}

/** Resolves a group path segment: a numeric id or one of the aliases special, tmp, secret. */
export function resolveGroup(
  view: DriveView,
  raw: string | readonly string[] | undefined,
): DriveGroup | undefined {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (text === 'special') return view.ds.own.special;
  if (text === 'tmp') return view.ds.own.tmp;
  if (text === 'secret') return view.ds.own.secret;
  if (typeof text !== 'string' || !/^\d+$/.test(text)) return undefined;
  return view.group(Number(text));
}

/** Whether the group's content may be read now; a Response (error) when not. */
export function checkReadable(view: DriveView, group: DriveGroup): Response | null {
  if (group.type === 'secret') {
    if (view.vipLevel < SECRET_MIN_VIP) return fail('MembershipExpired');
    if (!secretActive(view)) return fail('SecretGroupPermissionDenied');
  }
  if (group.corpid > 0) {
    const company = view.ds.companies.find((c) => c.id === group.corpid);
    const status = company?.view_status[0];
    if (status?.status === 'ip_forbidden') return fail('IpForbidden', status.reason);
  }
  return null;
}

/** Group by path segment, readable; or the error to answer with. */
export function readableGroup(
  view: DriveView,
  raw: string | readonly string[] | undefined,
): DriveGroup | Response {
  const group = resolveGroup(view, raw);
  if (!group) return fail('groupNotExist');
  return checkReadable(view, group) ?? group;
}

/** new_empty / upload of a folder: none for read-only members, tmp and corptmp roots. */
export function folderPermission(
  group: DriveGroup,
  parent: DriveFile | undefined,
): { new_empty: number; upload: number } {
  const readOnly =
    group.user_role === 'read_member' ||
    ((group.type === 'tmp' || group.type === 'corptmp') && parent === undefined) ||
    (parent !== undefined && parent.user_acl.write === 0);
  return readOnly ? { new_empty: 0, upload: 0 } : { new_empty: 1, upload: 1 };
}

/**
 * file_perms_acl {copy, move} of a file: neither in an enterprise with document security
 * restrictions; a file shared with the user (sharefile) may be copied but not moved.
 */
export function filePermsAcl(
  view: DriveView,
  file: DriveFile,
): { copy: number; move: number; download: number } {
  const company = view.ds.companies.find((c) => c.id === file.corpid);
  const locked = company?.restrict === true;
  return {
    copy: locked ? 0 : 1,
    move: locked || file.ftype === 'sharefile' ? 0 : 1,
    download: 1,
  };
}
