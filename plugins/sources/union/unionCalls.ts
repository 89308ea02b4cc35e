/**
 * The people, group and department calls of the union selector's tabs, each mapped to items.
 * They are the member picker's calls (recent contacts, contact search, groups, company member
 * search, department search), reused with the union selector's parameters:
 * contactParams (group_id, source, count), groupParams (group_type 1, sources "yundoc,kdocs"),
 * companyMembersParams (the joined companies), deptParams (cid).
 */
import type { PickerItem, PickerKernel } from '../../../kernel';
import { fetchLevel, searchMembers } from '../company-tree/companyRequests';
import { staffToItem } from '../company-tree/companyTreeMapping';
import { contactToItem } from '../contact/contactSource';
import type { ContactSearchResponse } from '../contact/contactSource.types';
import { groupToItem } from '../group/groupMapping';
import type { GroupRecord } from '../group/groupSource.types';
import { escapeHtml } from '../../views/components/sanitize/sanitizeHighlight';
import { get, type CallScope } from '../shared/fetch';
import { userItem, type Provenance } from '../shared/items';
import type { PersonRecord } from '../shared/recommended';
import { idOf, listAnswer, listsBySource } from '../shared/values';
import { joinedCompaniesOf } from './unionContext';
import { departmentToUnionItem } from './unionItems';
import { pageAfter, type PageStep } from './unionPaging';
import type { UnionDepartmentRecord } from './unionTabs.types';

export interface Page {
  items: PickerItem[];
  step: PageStep;
}

/** contactParams of the spec: the team whose members are recommended, its source, the count. */
export interface ContactParams {
  group_id?: string | number;
  source: string;
  count: number;
}

/** Contacts matching a query (account relation/search). */
export async function searchContacts(
  scope: CallScope,
  from: Provenance,
  query: string,
  offset: number,
  count: number,
): Promise<Page> {
  const data = await get<ContactSearchResponse>(scope, 'account', '/api/contact/relation/search', {
    key: query,
    searchname: query,
    offset,
    count,
  });
  const list = listAnswer(data.contacts);
  return {
    items: list.map((raw) => contactToItem(raw, from)),
    step: pageAfter(offset, list.length),
  };
}

/** Company members matching a query, only for a new company user (joined companies). */
export async function searchCompanyMembers(
  scope: CallScope,
  kernel: PickerKernel,
  from: Provenance,
  query: string,
  offset: number,
  count: number,
): Promise<Page> {
  const { context } = kernel;
  if (!context.isNewCompanyUser) return { items: [], step: { cursor: offset, done: true } };
  // Init does not wait for the joined companies; the search that reads them does, while they load.
  const companies = joinedCompaniesOf(kernel);
  if (companies) await companies;
  const companyIds = context.companies.length
    ? context.companies.map((company) => company.id)
    : [context.user?.companyId ?? ''];
  const { members } = await searchMembers(scope, companyIds, query, offset, count);
  const fallback = context.user?.companyId ?? '';
  return {
    items: members.map((raw) =>
      staffToItem(raw, idOf((raw as { comp_id?: unknown }).comp_id) || fallback, from),
    ),
    step: pageAfter(offset, members.length),
  };
}

/** The user's groups of one kind (browse): account user/groups. */
export async function listGroups(
  scope: CallScope,
  sourceKey: string,
  params: { group_type: number; sources: string },
  offset: number,
  count: number,
): Promise<Page> {
  const data = await get<{ data?: GroupRecord[] }>(scope, 'account', '/api/contact/user/groups', {
    group_type: params.group_type,
    source: params.sources,
    offset,
    count,
  });
  const rows = listAnswer(data.data);
  return {
    items: rows.map((raw) => groupToItem(raw, sourceKey)),
    step: pageAfter(offset, rows.length),
  };
}

/**
 * Groups matching a query (account v2 group batch search, answers keyed by source). Team search
 * (group type 1) is skipped for a new company user.
 */
export async function searchGroups(
  scope: CallScope,
  kernel: PickerKernel,
  sourceKey: string,
  params: { group_type: number; sources: string },
  query: string,
  offset: number,
  count: number,
): Promise<Page> {
  if (params.group_type === 1 && kernel.context.isNewCompanyUser) {
    return { items: [], step: { cursor: offset, done: true } };
  }
  const data = await get<{ data?: Record<string, GroupRecord[]> }>(
    scope,
    'account',
    '/api/contact/v2/group/batch/search',
    { sources: params.sources, group_type: params.group_type, key: query, offset, count },
  );
  const perSource = listsBySource(data.data);
  const longest = Math.max(0, ...perSource.map((list) => list.length));
  return {
    items: perSource.flat().map((raw) => groupToItem(raw, sourceKey)),
    step: pageAfter(offset, longest),
  };
}

/** Members of a team (contactParams: group_id, source), a page from `offset`. */
export async function listTeamMembers(
  scope: CallScope,
  from: Provenance,
  params: ContactParams,
  offset: number,
): Promise<Page> {
  if (params.group_id === undefined || params.group_id === '') {
    return { items: [], step: { cursor: offset, done: true } };
  }
  const data = await get<{ data?: PersonRecord[] }>(scope, 'account', '/api/contact/group/users', {
    group_id: params.group_id,
    source: params.source,
    offset,
    count: params.count,
  });
  const rows = listAnswer(data.data);
  return {
    items: rows.map((raw) => userItem(raw, { ...from, subOrigin: 'teamMember' }, ['userid', 'id'])),
    step: pageAfter(offset, rows.length),
  };
}

/** Wraps each case-insensitive match of `query` in `<em>`, the rest escaped as text. */
export function highlightMatch(name: string, query: string): string | undefined {
  const at = name.toLowerCase().indexOf(query.toLowerCase());
  if (query === '' || at < 0) return undefined;
  const end = at + query.length;
  return `${escapeHtml(name.slice(0, at))}<em>${escapeHtml(name.slice(at, end))}</em>${escapeHtml(name.slice(end))}`;
}

/**
 * Team members matching a query: the team's members (the call has no search parameter) filtered
 * by name, with the match highlighted.
 */
export async function searchTeamMembers(
  scope: CallScope,
  from: Provenance,
  params: ContactParams,
  query: string,
  offset: number,
): Promise<Page> {
  const page = await listTeamMembers(scope, from, params, offset);
  const items = page.items
    .map((item) => ({ ...item, highlightName: highlightMatch(item.name, query) }))
    .filter((item) => item.highlightName !== undefined);
  return { items, step: page.step };
}

/** Root-level departments of a company (deptParams.cid), for browsing the dept tab. */
export async function listDepartments(
  scope: CallScope,
  sourceKey: string,
  companyId: string,
): Promise<PickerItem[]> {
  if (companyId === '') return [];
  const rows = await fetchLevel(scope, companyId, 0);
  return rows.map((raw) =>
    departmentToUnionItem(raw as unknown as UnionDepartmentRecord, sourceKey, companyId),
  );
}

/** Departments matching a query in one company (deptParams.cid). */
export async function searchUnionDepartments(
  scope: CallScope,
  sourceKey: string,
  companyId: string,
  query: string,
  offset: number,
  count: number,
): Promise<Page> {
  if (companyId === '') return { items: [], step: { cursor: offset, done: true } };
  const data = await get<{ departments?: UnionDepartmentRecord[] }>(
    scope,
    'directory',
    '/api/v1/search/depts',
    { query, count, offset, cropids: companyId },
  );
  const rows = listAnswer(data.departments);
  return {
    items: rows.map((raw) => departmentToUnionItem(raw, sourceKey, companyId)),
    step: pageAfter(offset, rows.length),
  };
}
