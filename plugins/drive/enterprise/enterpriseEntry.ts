/**
 * The enterprise part of the finder entry (finder.md sections 4 and 6):
 * - the enterprise list; a permission-denied 40300002 for an account that is not a company
 *   account hides wps+ and leaves the list empty (any other failure is the entry's failure);
 * - the restrict flag per company (spread_ctrls, in batches of 20 ids) for the actions that use
 *   it (copy, move, save and moveIn), none in transfer. A failed check leaves the flags unknown
 *   (no company counts as restricted), as a failed check turns restriction off.
 */
import { isCancelled } from '../../../kernel';
import type { CompanyRecord } from '../finder-state/driveCalls';
import { loadCompanies as loadCachedCompanies } from '../finder-state/cachedCalls';
import type { EnterpriseView } from './enterpriseView';
import { numericCodeOf } from '../result-codes/finderResultCodes';
import { fetchCompanyRestrictions } from './enterpriseCalls';
import { RESTRICTED_ACTIONS } from './restrictionRules';

/** finder.md section 6: the permission-denied code of a non-company account. */
export const NOT_COMPANY_ACCOUNT_CODE = 40300002;

export async function loadCompanies(
  store: EnterpriseView,
  signal?: AbortSignal,
): Promise<CompanyRecord[]> {
  try {
    return await loadCachedCompanies(store.kernel, signal);
  } catch (error) {
    if (isCancelled(error)) throw error;
    const companyAccount = store.kernel.context.user?.isAccountIsolation === true;
    if (numericCodeOf(error) === NOT_COMPANY_ACCOUNT_CODE && !companyAccount) {
      store.dropFeature('wps+');
      return [];
    }
    throw error;
  }
}

export async function loadCompanyRestrictions(
  store: EnterpriseView,
  companies: readonly CompanyRecord[],
  signal?: AbortSignal,
): Promise<void> {
  const { action, transfer } = store.inputs;
  const uses = RESTRICTED_ACTIONS.includes(action) || action === 'moveIn';
  if (!uses || transfer || companies.length === 0) return;
  try {
    const flags = await fetchCompanyRestrictions(
      store.kernel,
      companies.map((c) => c.id),
      signal,
    );
    store.enterprise.mergeCompanyRestrict(flags);
  } catch (error) {
    if (isCancelled(error)) throw error;
    console.warn('[pickerkit] the company restriction was not read:', (error as Error).message);
  }
}
