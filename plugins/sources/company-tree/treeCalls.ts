/**
 * The calls a company tree browses with, in the normal and the back-office (isCms) flavour.
 * Browsing logic is the same for both; only the endpoints and the staff page size differ.
 */
import { STAFF_PAGE_SIZE } from '../../../kernel/sources/cursors';
import type { CallScope } from '../shared/fetch';
import { fetchAdmLevel } from './cmsRequests';
import { fetchLevel, fetchStaff } from './companyRequests';
import type { DepartmentRecord, StaffPage } from './companyTreeSource.types';

export interface TreeCalls {
  rootLevels(scope: CallScope, companyId: string): Promise<DepartmentRecord[]>;
  subDepartments(scope: CallScope, companyId: string, deptId: string): Promise<DepartmentRecord[]>;
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
  subDepartments: (scope, companyId, deptId) => fetchLevel(scope, companyId, deptId),
  staffPage: (scope, companyId, deptId, compUid, limit) =>
    fetchStaff(scope, companyId, deptId, { compUid, limit }),
  staffLimit: (pageSize) => pageSize,
};

export const cmsCalls: TreeCalls = {
  rootLevels: (scope, companyId) => fetchAdmLevel(scope, companyId),
  subDepartments: (scope, companyId, deptId) => fetchAdmLevel(scope, companyId, deptId),
  staffPage: (scope, companyId, deptId, compUid) =>
    fetchStaff(scope, companyId, deptId, { compUid, limit: STAFF_PAGE_SIZE }),
  staffLimit: () => STAFF_PAGE_SIZE,
};
