/**
 * Resolving a pasted list against a company's staff: the company member search per entry (only for
 * a new-company user, over the companies the source searches), exact matches only. The company
 * sources of one kernel with the same company settings share one resolver, so a picker showing the
 * company tree and a staff list looks each entry up once.
 */
import type { LoadContext, PickerKernel } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { companyOf } from '../shared/env';
import { scopeOf } from '../shared/fetch';
import type { Provenance } from '../shared/items';
import { RESOLVE_CANDIDATES, resolvePeople, type Resolve } from '../shared/resolvePeople';
import { searchMembers } from './companyRequests';
import { searchCompanies } from './companySearch';
import { staffToItem } from './companyTreeMapping';

const resolvers = new WeakMap<PickerKernel, Map<string, Resolve>>();

function createResolve(
  kernel: PickerKernel,
  config: MemberSourceConfig,
  from: Provenance,
): Resolve {
  return resolvePeople(async (entry, ctx: LoadContext) => {
    if (!kernel.context.isNewCompanyUser) return [];
    const companyId = companyOf(kernel, config.companyId);
    const { members } = await searchMembers(
      scopeOf(ctx, config),
      searchCompanies(kernel, config, companyId),
      entry.value,
      0,
      RESOLVE_CANDIDATES,
    );
    return members.map((raw) => staffToItem(raw, companyId, from));
  });
}

export function companyResolve(
  kernel: PickerKernel,
  config: MemberSourceConfig,
  from: Provenance,
): Resolve {
  const key = `${String(config.companyId ?? '')}|${config.searchBySingleCompany === true}`;
  let byKernel = resolvers.get(kernel);
  if (!byKernel) {
    byKernel = new Map();
    resolvers.set(kernel, byKernel);
  }
  let resolve = byKernel.get(key);
  if (!resolve) {
    resolve = createResolve(kernel, config, from);
    byKernel.set(key, resolve);
  }
  return resolve;
}
