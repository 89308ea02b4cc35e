/**
 * Back-office (kernel option isCms) calls of the company tree: the adm department level (the root
 * level, or the sub-departments of a parent, in pages of 20), department info by ids, and the
 * member search in pages of 20. Staff pages use the ordinary staff call with a limit of 20.
 */
import { path } from '../../../kernel/request/paths';
import { offsetCursor, STAFF_PAGE_SIZE } from '../../../kernel/sources/cursors';
import { get, type CallScope } from '../shared/fetch';
import { listAnswer } from '../shared/values';
import type { DepartmentRecord, LevelPage, StaffRecord } from './companyTreeSource.types';

/** The adm level under `parentId` (0 = the root level), 20 departments from `offset`. */
export async function fetchAdmLevel(
  scope: CallScope,
  companyId: string,
  parentId: string | number = 0,
  offset = 0,
): Promise<LevelPage> {
  const data = await get<{ infos?: DepartmentRecord[]; total?: number }>(
    scope,
    'directory',
    path`/api/adm/${companyId}/department/curlevel`,
    {
      comp_id: companyId,
      parent_id: parentId,
      user_display: 1,
      fields: 'has_user',
      offset,
      limit: STAFF_PAGE_SIZE,
      timestamp: Date.now(),
    },
  );
  const records = listAnswer(data.infos);
  const step = offsetCursor.advance(offset, {
    received: records.length,
    pageSize: STAFF_PAGE_SIZE,
    total: data.total,
  });
  return { records, done: step.done };
}

/** Department info by ids (comma-joined). */
export async function fetchAdmDepartmentsByIds(
  scope: CallScope,
  companyId: string,
  deptIds: string[],
): Promise<DepartmentRecord[]> {
  const data = await get<{ infos?: DepartmentRecord[] }>(
    scope,
    'directory',
    path`/api/adm/${companyId}/departments`,
    { dept_ids: deptIds.join(',') },
  );
  return listAnswer(data.infos);
}

export async function searchAdmMembers(
  scope: CallScope,
  companyId: string,
  query: string,
  offset: number,
  extra: Record<string, unknown> = {},
): Promise<StaffRecord[]> {
  const data = await get<{ members?: StaffRecord[] }>(
    scope,
    'directory',
    path`/svr/v1/adm/companies/${companyId}/members/search`,
    {
      recursive: true,
      timestamp: Date.now(),
      searchname: query,
      offset,
      limit: STAFF_PAGE_SIZE,
      ...extra,
    },
  );
  return listAnswer(data.members);
}
