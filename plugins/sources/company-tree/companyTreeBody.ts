/**
 * The company tree sources' calls (companyTreeSource.ts): browsing the company, a department or
 * the staff, everything under a node, and search. A chunk of its own (shared/sourceChunk.ts),
 * with the browse, search and lookup modules it reaches.
 */
import type { SourceCalls } from '../shared/sourceChunk';
import type { LoadContext, LoadResult, PickerKernel } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { ErrorCodes, PickerError } from '../../../kernel';
import { MemberMessages } from '../member-items/messages';
import { pageCursor } from '../../../kernel/sources/cursors';
import { companyOf, hostModes } from '../shared/env';
import { scopeOf } from '../shared/fetch';
import { idOf, present } from '../shared/values';
import { cmsDeptIdsPlan } from './cmsDeptIdsPlan';
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
import { searchCms, searchCompany } from './companySearch';
import { departmentToItem, staffToItem } from './companyTreeMapping';
import type { CompanyTreeOptions } from './companyTreeSource.types';
import { cmsCalls, normalCalls } from './treeCalls';

export { companyResolver } from './companyResolve';

function paramError(message: string): PickerError {
  return new PickerError(ErrorCodes.PARAM_INVALID, message);
}

/** The kind of company source and the provenance its items carry (companyTreeSource.ts). */
export interface CompanyFrom {
  sourceKey: string;
  origin: 'company' | 'department' | 'staff';
}

export function companyTreeCalls(
  config: MemberSourceConfig,
  kernel: PickerKernel,
  options: CompanyTreeOptions,
  from: CompanyFrom,
): SourceCalls<'load' | 'loadAll' | 'search'> {
  const type = from.origin;
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
    search(ctx) {
      const b = browseScope(ctx);
      return cms() ? searchCms(b, ctx) : searchCompany(b, ctx, config, options);
    },
  };
}
