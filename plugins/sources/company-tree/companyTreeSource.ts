/**
 * The company tree sources (member-picker.md sections 4, 5 and 7):
 * - company: the company node, drilled down lazily (sub-departments, then staff pages);
 * - department: one department's contents (or, with isList, its users in 1-based pages);
 * - staff: everyone under a department (default the root) as a flat list by next_comp_uid.
 * Back-office mode (kernel option isCms) uses the adm calls, staff pages of 20 and the level-1
 * deptIds rule. Every source searches staff and departments (companySearch.ts) and, outside
 * back-office mode, resolves pasted lists against the staff (companyResolve.ts).
 */
import type { LoadContext, LoadResult, PickerKernel } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { ErrorCodes, PickerError } from '../../../kernel';
import { MemberMessages } from '../member-items/messages';
import { pageCursor } from '../../../kernel/sources/cursors';
import { companyOf, hostModes } from '../shared/env';
import { scopeOf } from '../shared/fetch';
import { sourceKeyOf, sourcePlugin, type SourceBody } from '../shared/sourcePlugin';
import { idOf, present } from '../shared/values';
import { fetchAdmDepartmentsByIds } from './cmsRequests';
import {
  loadAllStaff,
  loadChildren,
  loadCompanyRoot,
  loadStaffList,
  nodeDeptId,
  rootDeptId,
  type BrowseScope,
} from './companyBrowse';
import { fetchDepartmentUsers } from './companyRequests';
import { companyResolve } from './companyResolve';
import { searchCms, searchCompany } from './companySearch';
import { departmentToItem, staffToItem } from './companyTreeMapping';
import type { CompanyTreeOptions } from './companyTreeSource.types';
import { cmsCalls, normalCalls } from './treeCalls';

function paramError(message: string): PickerError {
  return new PickerError(ErrorCodes.PARAM_INVALID, message);
}

/**
 * Back-office, level 1: two or more deptIds load that list; one equal to the current deptId is a
 * normal load; one other id loads it as a list; none is an error.
 */
export function cmsDeptIdsPlan(
  config: MemberSourceConfig,
): { kind: 'normal' } | { kind: 'list'; ids: string[] } {
  const ids = (config.deptIds ?? []).map(idOf).filter((id) => id !== '');
  if (ids.length === 0) throw paramError(MemberMessages.invalidDeptIds);
  if (ids.length === 1 && ids[0] === idOf(config.deptId)) return { kind: 'normal' };
  return { kind: 'list', ids };
}

function createCompanyTree(
  config: MemberSourceConfig,
  kernel: PickerKernel,
  options: CompanyTreeOptions,
): SourceBody {
  const type = String(config.type) as 'company' | 'department' | 'staff';
  const sourceKey = sourceKeyOf(config);
  const from = { sourceKey, origin: type };
  const cms = () => hostModes(kernel).isCms;

  function browseScope(ctx: LoadContext): BrowseScope {
    const companyId = companyOf(kernel, config.companyId);
    if (companyId === '') throw paramError(MemberMessages.missingCompanyId);
    return { scope: scopeOf(ctx, config), calls: cms() ? cmsCalls : normalCalls, companyId, from };
  }

  function configuredDept(): string {
    if (!present(config.deptId)) throw paramError(MemberMessages.missingDeptId);
    return idOf(config.deptId);
  }

  async function loadDepartment(b: BrowseScope, ctx: LoadContext): Promise<LoadResult> {
    if (cms() && config.level === 1) {
      const plan = cmsDeptIdsPlan(config);
      if (plan.kind === 'list') {
        const records = await fetchAdmDepartmentsByIds(b.scope, b.companyId, plan.ids);
        return {
          items: records.map((raw) => departmentToItem(raw, b.companyId, from)),
          done: true,
        };
      }
    }
    const deptId = configuredDept();
    if (config.isList !== true) return loadChildren(b, deptId, ctx);
    const page = pageCursor.current(ctx.cursor as number | undefined);
    const data = await fetchDepartmentUsers(b.scope, b.companyId, deptId, page, ctx.pageSize);
    const step = pageCursor.advance(page, {
      received: data.users.length,
      pageSize: ctx.pageSize,
      total: data.total,
    });
    return {
      items: data.users.map((raw) => staffToItem(raw, b.companyId, from)),
      ...step,
      total: data.total,
    };
  }

  async function staffRoot(b: BrowseScope): Promise<string> {
    return present(config.deptId) ? idOf(config.deptId) : rootDeptId(b);
  }

  return {
    tree: type !== 'staff' && config.isList !== true,
    searchable: true,
    async load(ctx) {
      const b = browseScope(ctx);
      if (ctx.parent) return loadChildren(b, nodeDeptId(ctx.parent), ctx);
      if (type === 'company') return loadCompanyRoot(b, config.rootNodeSelectable === true);
      if (type === 'department') return loadDepartment(b, ctx);
      return loadStaffList(b, await staffRoot(b), ctx);
    },
    async loadAll(ctx) {
      const b = browseScope(ctx);
      if (ctx.parent) return loadAllStaff(b, nodeDeptId(ctx.parent));
      if (type === 'department') return loadAllStaff(b, configuredDept());
      return loadAllStaff(b, await staffRoot(b));
    },
    // A department opened in the tree is a place the staff search can be limited to.
    searchWithin: (node) => node.type === 'department' && node.sourceKey === sourceKey,
    search(ctx) {
      const b = browseScope(ctx);
      return cms() ? searchCms(b, ctx) : searchCompany(b, ctx, config, options);
    },
    // Back-office mode searches through its own calls and resolves nothing.
    ...(cms() ? {} : { resolve: companyResolve(kernel, config, from) }),
  };
}

/** The company tree sources (types `company`, `department`, `staff`). */
export function companyTreeSource(options: CompanyTreeOptions = {}) {
  return sourcePlugin({
    name: 'source:company-tree',
    types: ['company', 'department', 'staff'],
    create: (config, kernel) => createCompanyTree(config, kernel, options),
  });
}
