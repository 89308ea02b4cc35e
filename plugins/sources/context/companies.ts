/**
 * Joined companies of a new-company user (plus service, at most 10 kept; a failure is swallowed)
 * and the workspace fetch used when the company switches (retried 6 times, 300 ms apart).
 */
import type { Company, PickerKernel } from '../../../kernel';
import { isCancelled, MAX_JOINED_COMPANIES } from '../../../kernel';
import { COMPANY_SWITCH_RETRY } from '../../../kernel/request';
import { call, get, type CallScope } from '../shared/fetch';
import { idOf, listOf } from '../shared/values';

interface CompanyRecord {
  id?: number | string;
  comp_id?: number | string;
  name?: string;
  logo?: string;
}

interface WorkspacesResponse {
  companies?: CompanyRecord[];
  workspace?: unknown;
}

export function toCompany(record: CompanyRecord): Company {
  const id = idOf(record.id ?? record.comp_id);
  return { id, companyId: id, name: record.name ?? '', logo: record.logo };
}

/** The joined companies, at most MAX_JOINED_COMPANIES; [] when the call fails. */
export async function fetchJoinedCompanies(scope: CallScope, fields: string): Promise<Company[]> {
  try {
    const data = await get<WorkspacesResponse>(scope, 'plus', '/compose/v1/users/self/workspaces', {
      comp_status: 'active',
      fields,
      extras: 'with_private',
      t: Date.now(),
    });
    return listOf(data.companies)
      .map(toCompany)
      .filter((company) => company.id !== '')
      .slice(0, MAX_JOINED_COMPANIES);
  } catch (error) {
    if (isCancelled(error)) throw error;
    console.warn('[pickerkit] joined companies could not be loaded:', (error as Error).message);
    return [];
  }
}

/** The signed-in user's current workspace company, retried as the company switch requires. */
export async function fetchWorkspaceCompany(scope: CallScope): Promise<string> {
  const data = await call<{ company_id?: number | string }>(
    scope,
    'GET',
    'directory',
    '/svr/v1/users/self/workspace',
    { retry: COMPANY_SWITCH_RETRY },
  );
  return idOf(data.company_id);
}

/**
 * Switches the picker to another company: confirms the workspace with the retried fetch, then
 * shows that company (kernel.changeCompany drops the old lists and reloads the active tab).
 */
export async function switchCompany(
  kernel: PickerKernel,
  companyId: string | number,
): Promise<void> {
  await fetchWorkspaceCompany({ client: kernel.client });
  kernel.changeCompany(idOf(companyId));
}
