/**
 * Resolving a pasted list against a company's staff: the company member search per entry (only for
 * a new-company user, over the companies the source searches), exact matches only. The sources
 * share it per company settings (companyTreeSource.ts).
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

export function companyResolver(
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
