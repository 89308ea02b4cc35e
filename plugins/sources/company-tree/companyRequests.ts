/**
 * The directory calls of the company tree (member-picker.md section 7, Directory service).
 * Each returns the plain records; paging decisions stay in the source.
 */
import { path } from '../../../kernel/request/paths';
import { get, type CallScope } from '../shared/fetch';
import { listAnswer } from '../shared/values';
import type {
  DepartmentRecord,
  DepartmentSearchRecord,
  StaffPage,
  StaffRecord,
} from './companyTreeSource.types';

/** The department fields asked with staff (member-picker.md section 7, staff by department). */
export const DEPT_PATH_FIELDS: readonly string[] = ['abs_path', 'id_path', 'name'];

/** Departments one level below `parentId` (0 = the root level). */
export async function fetchLevel(
  scope: CallScope,
  companyId: string,
  parentId: string | number,
): Promise<DepartmentRecord[]> {
  const data = await get<{ infos?: DepartmentRecord[] }>(
    scope,
    'directory',
    path`/api/${companyId}/department/curlevel`,
    { comp_id: companyId, parent_id: parentId },
  );
  return listAnswer(data.infos);
}

export interface StaffQuery {
  compUid: string;
  limit: number;
  recursive?: boolean;
}

/** Staff of a department by next_comp_uid. */
export function fetchStaff(
  scope: CallScope,
  companyId: string,
  deptId: string,
  query: StaffQuery,
): Promise<StaffPage> {
  return get<StaffPage>(
    scope,
    'directory',
    path`/svr/v1/u/companies/${companyId}/depts/${deptId}/users`,
    {
      offset: 0,
      status: 'active',
      recursive: query.recursive ?? false,
      with_total: false,
      dept_fields: DEPT_PATH_FIELDS,
      next_comp_uid: query.compUid,
      limit: query.limit,
    },
  );
}

/** Department users with 1-based pages (the department source as a flat list). */
export async function fetchDepartmentUsers(
  scope: CallScope,
  companyId: string,
  deptId: string,
  page: number,
  count: number,
): Promise<{ users: StaffRecord[]; total?: number }> {
  const data = await get<{ userlist?: StaffRecord[]; total?: number }>(
    scope,
    'directory',
    path`/api/${companyId}/dept/users`,
    { comp_id: companyId, dept_id: deptId, display: 1, page, count },
  );
  return { users: listAnswer(data.userlist), total: data.total };
}

/**
 * Company member search across the given companies (cropids comma-joined); `extra` adds query
 * parameters the spec's call does not name (the department fields, a department to search in).
 */
export async function searchMembers(
  scope: CallScope,
  companyIds: string[],
  query: string,
  offset: number,
  count: number,
  extra: Record<string, unknown> = {},
): Promise<{ members: StaffRecord[]; total?: number }> {
  const data = await get<{
    result?: StaffRecord[] | string;
    members?: StaffRecord[];
    total?: number;
  }>(scope, 'directory', '/api/v1/search/members', {
    searchname: query,
    offset,
    count,
    cropids: companyIds.join(','),
    ...extra,
  });
  // `result` is also the suite's status word ("ok"); only an array is a list of members.
  const members = Array.isArray(data.result) ? data.result : listAnswer(data.members);
  return { members, total: data.total };
}

/** Department search in one company. */
export async function searchDepartments(
  scope: CallScope,
  companyId: string,
  query: string,
  count: number,
): Promise<DepartmentSearchRecord[]> {
  const data = await get<{ departments?: DepartmentSearchRecord[]; total?: number }>(
    scope,
    'directory',
    '/api/v1/search/depts',
    { query, count, cropids: companyId },
  );
  return listAnswer(data.departments);
}
