/**
 * The calls a company tree browses with, in the normal and the back-office (isCms) flavour.
 * Browsing logic is the same for both; only the endpoints and the page sizes differ (the
 * back-office pages sub-departments and staff by 20).
 */
import { STAFF_PAGE_SIZE } from '../../../kernel/sources/cursors';
import type { CallScope } from '../shared/fetch';
import { fetchAdmLevel } from './cmsRequests';
import { fetchLevel, fetchStaff } from './companyRequests';
import type { DepartmentRecord, LevelPage, StaffPage } from './companyTreeSource.types';

export interface TreeCalls {
  rootLevels(scope: CallScope, companyId: string): Promise<DepartmentRecord[]>;
  /**
   * One page of the sub-departments of `deptId` from `offset`: the normal calls answer the whole
   * level at once, the back-office calls 20 at a time.
   */
  subDepartments(
    scope: CallScope,
    companyId: string,
    deptId: string,
    offset: number,
  ): Promise<LevelPage>;
  staffPage(
    scope: CallScope,
    companyId: string,
    deptId: string,
    compUid: string,
    limit: number,
  ): Promise<StaffPage>;
  /** The staff page size for a list page size. */
  staffLimit(pageSize: number): number;
}

export const normalCalls: TreeCalls = {
  rootLevels: (scope, companyId) => fetchLevel(scope, companyId, 0),
  subDepartments: async (scope, companyId, deptId) => ({
    records: await fetchLevel(scope, companyId, deptId),
    done: true,
  }),
  staffPage: (scope, companyId, deptId, compUid, limit) =>
    fetchStaff(scope, companyId, deptId, { compUid, limit }),
  staffLimit: (pageSize) => pageSize,
};

export const cmsCalls: TreeCalls = {
  rootLevels: async (scope, companyId) => (await fetchAdmLevel(scope, companyId)).records,
  subDepartments: (scope, companyId, deptId, offset) =>
    fetchAdmLevel(scope, companyId, deptId, offset),
  staffPage: (scope, companyId, deptId, compUid) =>
    fetchStaff(scope, companyId, deptId, { compUid, limit: STAFF_PAGE_SIZE }),
  staffLimit: () => STAFF_PAGE_SIZE,
};
