/** pickerkit/sources/company-tree: the company, department and staff sources. */
export { companyTreeSource, cmsDeptIdsPlan } from './companyTreeSource';
export type { CompanyTreeOptions, DepartmentRecord, StaffRecord } from './companyTreeSource.types';
export { FULL_LOAD_LIMIT } from './companyTreeSource.types';
export { DEPARTMENT_SEARCH_COUNT, FIRST_SOURCE_DEPARTMENT_COUNT } from './companySearch';
