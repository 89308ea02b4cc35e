/**
 * The drive calls the finder itself makes outside the lists: the user's spaces, the enterprise
 * list, a team's info, its path and permission, the root lookup. Each returns the record as the
 * suite sends it; a failure throws the request's PickerError.
 */
import type { PickerKernel } from '../../../kernel';
import { path } from '../../../kernel/request/paths';
import { get } from '../../sources/shared/fetch';
import { listAnswer } from '../../sources/shared/values';
import type { Permission } from '../permissions/permission';

export interface GroupRecord {
  id: number;
  name: string;
  type: 'normal' | 'special' | 'tmp' | 'secret' | 'corpspecial' | 'corptmp' | string;
  corpid: number;
  user_role?: string;
  source?: string;
  /** `team` for a team; a group shared out of a personal space has its own kind. */
  group_type?: string;
  creator?: { id: number };
  company_name?: string;
}

export interface CompanyRecord {
  id: number;
  name: string;
  logo?: string;
  view_status?: Array<{ status: string; reason?: string }>;
  restrict?: boolean;
  /** The user's role there: owner, administrator or member. */
  role?: string;
  corpspecial?: GroupRecord;
  corptmp?: GroupRecord;
}

export interface PathRecord {
  fileid: number;
  fname: string;
  ftype?: string;
  groupid: number;
}

export type { Permission } from '../permissions/permission';

function scope(kernel: PickerKernel, signal?: AbortSignal) {
  return { client: kernel.client, signal };
}

/** GET /api/v3/groups/{special|tmp|secret|id}: a team's info. */
export function fetchGroup(
  kernel: PickerKernel,
  id: number | string,
  signal?: AbortSignal,
): Promise<GroupRecord> {
  const where = typeof id === 'string' && !/^\d+$/.test(id) ? id : Number(id);
  return get<GroupRecord>(scope(kernel, signal), 'drive', path`/api/v3/groups/${where}`);
}

/** GET /api/v5/companies: the enterprise list. */
export async function fetchCompanies(
  kernel: PickerKernel,
  signal?: AbortSignal,
): Promise<CompanyRecord[]> {
  const data = await get<{ companies?: CompanyRecord[] }>(
    scope(kernel, signal),
    'drive',
    '/api/v5/companies',
  );
  return listAnswer(data.companies);
}

/** GET /api/v5/groups/{gid}/files/{fid}/path: the folders from the team root down to fid. */
export async function fetchPath(
  kernel: PickerKernel,
  groupid: number,
  fid: number,
  signal?: AbortSignal,
): Promise<PathRecord[]> {
  if (fid === 0) return [];
  const data = await get<{ path?: PathRecord[] }>(
    scope(kernel, signal),
    'drive',
    path`/api/v5/groups/${groupid}/files/${fid}/path`,
  );
  return listAnswer(data.path);
}

/** GET /api/v5/groups/{id}/root_perm: corp_group_perm {new_empty, upload}. */
export async function fetchPermission(
  kernel: PickerKernel,
  groupid: number,
  signal?: AbortSignal,
): Promise<Permission> {
  const data = await get<{ corp_group_perm?: Permission }>(
    scope(kernel, signal),
    'drive',
    path`/api/v5/groups/${groupid}/root_perm`,
  );
  return data.corp_group_perm ?? { new_empty: 1, upload: 1 };
}

/** The root-lookup call: info[teamId] is the folder a yundoc team opens at (0: none). */
export async function fetchRootFolder(
  kernel: PickerKernel,
  groupid: number,
  signal?: AbortSignal,
): Promise<number> {
  const data = await get<{ info?: Record<string, number> }>(
    scope(kernel, signal),
    'drive',
    '/kdteam/api/v1/groups/root',
    { groupids: String(groupid) },
  );
  return Number(data.info?.[String(groupid)]) || 0;
}
