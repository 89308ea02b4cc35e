/**
 * A staff search limited to one department (the place the user opened in the org tree, from
 * kernel.searchArea). member-picker.md's company member search has no department parameter, so
 * the department goes as an extra `dept_id` the suite may ignore, with `dept_fields` asking each
 * hit's department path as the staff-by-department call does; every hit is then kept only when
 * its department path runs through the department, so the answer is right whether or not the
 * suite limited it. Pages whose hits all lie elsewhere are skipped, a few at a time.
 */
import type { LoadContext, LoadResult, PickerItem } from '../../../kernel';
import { offsetCursor, STAFF_PAGE_SIZE } from '../../../kernel/sources/cursors';
import { idOf } from '../shared/values';
import { searchAdmMembers } from './cmsRequests';
import { DEPT_PATH_FIELDS, searchMembers } from './companyRequests';
import type { BrowseScope } from './companyBrowse';
import { staffHitToItem } from './companyTreeMapping';
import type { CompanySearchCursor, StaffRecord } from './companyTreeSource.types';

/** How many pages one scoped search asks at most before it shows what it found. */
export const MAX_SCOPED_PAGES = 5;

/**
 * True when the hit's department is `deptId` or lies below it: by its id path when the answer
 * has one, else by its own department id (a hit with neither is not known to be inside).
 */
export function isInDepartment(raw: StaffRecord, deptId: string): boolean {
  const depts = raw.depts ?? [];
  const paths = depts.map((dept) => dept.id_path).filter((path) => typeof path === 'string');
  if (paths.length > 0) return paths.some((path) => path.split('/').includes(deptId));
  const ids = [raw.dept_id, ...depts.map((dept) => dept.id)].map(idOf);
  return ids.includes(deptId);
}

interface ScopedPage {
  records: StaffRecord[];
  received: number;
  pageSize: number;
  total?: number;
}

type PageCall = (offset: number) => Promise<ScopedPage>;

/** Walks pages from the cursor until some hit lies in the department, the end, or the bound. */
async function collect(
  b: BrowseScope,
  ctx: LoadContext,
  place: PickerItem,
  call: PageCall,
): Promise<LoadResult<CompanySearchCursor>> {
  let offset = (ctx.cursor as CompanySearchCursor | undefined)?.offset ?? 0;
  let done = false;
  const items: PickerItem[] = [];
  for (let asked = 0; items.length === 0 && !done && asked < MAX_SCOPED_PAGES; asked += 1) {
    const page = await call(offset);
    for (const raw of page.records) {
      if (isInDepartment(raw, place.id)) items.push(staffHitToItem(raw, b.companyId, b.from));
    }
    const step = offsetCursor.advance(offset, page);
    offset = step.cursor;
    done = step.done;
  }
  return { items, cursor: { offset, departmentsDone: true }, done };
}

/** The company member search inside `place` (departments are browsed in the tree there). */
export function searchCompanyWithin(
  b: BrowseScope,
  ctx: LoadContext & { query: string },
  place: PickerItem,
  searchesStaff: boolean,
): Promise<LoadResult<CompanySearchCursor>> {
  if (!searchesStaff) return Promise.resolve({ items: [], done: true });
  const companyId = place.companyId ?? b.companyId;
  return collect(b, ctx, place, async (offset) => {
    const page = await searchMembers(b.scope, [companyId], ctx.query, offset, ctx.pageSize, {
      dept_id: place.id,
      dept_fields: DEPT_PATH_FIELDS,
    });
    return {
      ...page,
      records: page.members,
      received: page.members.length,
      pageSize: ctx.pageSize,
    };
  });
}

/** The back-office member search inside `place` (its call takes the department). */
export function searchCmsWithin(
  b: BrowseScope,
  ctx: LoadContext & { query: string },
  place: PickerItem,
): Promise<LoadResult<CompanySearchCursor>> {
  return collect(b, ctx, place, async (offset) => {
    const records = await searchAdmMembers(b.scope, b.companyId, ctx.query, offset, {
      dept_id: place.id,
      dept_fields: DEPT_PATH_FIELDS,
    });
    return { records, received: records.length, pageSize: STAFF_PAGE_SIZE };
  });
}
