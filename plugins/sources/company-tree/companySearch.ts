/**
 * Searching a company: staff (company member search, only for a new-company user; one company when
 * searchBySingleCompany, else every joined company) and departments (first page only: 5 rows when
 * this source is the first of several searchable sources, 20 otherwise). Back-office mode searches
 * members through the adm search in pages of 20. Staff hits show their department path. A search
 * limited to an opened department (kernel.searchArea) is searchWithin.ts's.
 */
import { searchAreaOf } from '../../../kernel';
import type { LoadContext, LoadResult, PickerItem, PickerKernel } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { offsetCursor, STAFF_PAGE_SIZE } from '../../../kernel/sources/cursors';
import { sourceText } from '../shared/locale';
import { makeItem } from '../shared/items';
import { searchAdmMembers } from './cmsRequests';
import { DEPT_PATH_FIELDS, searchDepartments, searchMembers } from './companyRequests';
import { searchDepartmentToItem, staffHitToItem } from './companyTreeMapping';
import { searchCmsWithin, searchCompanyWithin } from './searchWithin';
import type { BrowseScope } from './companyBrowse';
import type { CompanySearchCursor, CompanyTreeOptions } from './companyTreeSource.types';

export const FIRST_SOURCE_DEPARTMENT_COUNT = 5;
export const DEPARTMENT_SEARCH_COUNT = 20;

/** True when this source is the first of several searchable sources. */
function isFirstOfSeveral(kernel: PickerKernel, sourceKey: string): boolean {
  const searchable = kernel.sources.list.filter((source) => source.searchable);
  return searchable.length > 1 && searchable[0]?.key === sourceKey;
}

export function departmentSearchCount(
  kernel: PickerKernel,
  sourceKey: string,
  options: CompanyTreeOptions,
): number {
  return isFirstOfSeveral(kernel, sourceKey)
    ? (options.firstDepartmentSearchCount ?? FIRST_SOURCE_DEPARTMENT_COUNT)
    : (options.departmentSearchCount ?? DEPARTMENT_SEARCH_COUNT);
}

export function searchCompanies(
  kernel: PickerKernel,
  config: MemberSourceConfig,
  companyId: string,
): string[] {
  if (config.searchBySingleCompany === true || kernel.context.user?.isAccountIsolation)
    return [companyId];
  const joined = kernel.context.companies.map((company) => company.id);
  return joined.length > 0 ? joined : [companyId];
}

export async function searchCompany(
  b: BrowseScope,
  ctx: LoadContext & { query: string },
  config: MemberSourceConfig,
  options: CompanyTreeOptions,
): Promise<LoadResult<CompanySearchCursor>> {
  const { kernel } = ctx;
  const place = searchAreaOf(ctx);
  if (place) return searchCompanyWithin(b, ctx, place, kernel.context.isNewCompanyUser);
  const cursor = (ctx.cursor as CompanySearchCursor | undefined) ?? {
    offset: 0,
    departmentsDone: false,
  };
  const withDepartments = config.type !== 'staff' && !cursor.departmentsDone;
  const [staff, departments] = await Promise.all([
    kernel.context.isNewCompanyUser
      ? searchMembers(
          b.scope,
          searchCompanies(kernel, config, b.companyId),
          ctx.query,
          cursor.offset,
          ctx.pageSize,
          { dept_fields: DEPT_PATH_FIELDS },
        )
      : Promise.resolve({ members: [], total: 0 }),
    withDepartments
      ? searchDepartments(
          b.scope,
          b.companyId,
          ctx.query,
          departmentSearchCount(kernel, b.from.sourceKey, options),
        )
      : Promise.resolve([]),
  ]);
  const items: PickerItem[] = staff.members.map((raw) => staffHitToItem(raw, b.companyId, b.from));
  if (departments.length > 0) {
    if (items.length > 0) {
      const title = config.searchDeptTitle ?? sourceText(kernel, 'searchDepartments');
      items.push(
        makeItem({
          id: `${b.from.sourceKey}-departments`,
          type: 'title',
          name: title,
          ...b.from,
          raw: null,
        }),
      );
    }
    items.push(...departments.map((raw) => searchDepartmentToItem(raw, b.companyId, b.from)));
  }
  const step = offsetCursor.advance(cursor.offset, {
    received: staff.members.length,
    pageSize: ctx.pageSize,
    total: staff.total,
  });
  return { items, cursor: { offset: step.cursor, departmentsDone: true }, done: step.done };
}

export async function searchCms(
  b: BrowseScope,
  ctx: LoadContext & { query: string },
): Promise<LoadResult<number | CompanySearchCursor>> {
  const place = searchAreaOf(ctx);
  if (place) return searchCmsWithin(b, ctx, place);
  const offset = offsetCursor.current(ctx.cursor as number | undefined);
  const members = await searchAdmMembers(b.scope, b.companyId, ctx.query, offset, {
    dept_fields: DEPT_PATH_FIELDS,
  });
  const step = offsetCursor.advance(offset, {
    received: members.length,
    pageSize: STAFF_PAGE_SIZE,
  });
  return { items: members.map((raw) => staffHitToItem(raw, b.companyId, b.from)), ...step };
}
