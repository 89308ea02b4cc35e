/**
 * Joined companies of a new-company user and their current workspace, from one call (plus
 * service, at most 10 companies kept; a failure is swallowed), and the company switch: the
 * workspace fetch retried 6 times, 300 ms apart, whose answer decides the company shown.
 */
import type { Company, PickerKernel } from '../../../kernel';
import { ErrorCodes, isCancelled, MAX_JOINED_COMPANIES, PickerError } from '../../../kernel';
import { COMPANY_SWITCH_RETRY } from '../../../kernel/request';
import { call, get, type CallScope } from '../shared/fetch';
import { idOf, listAnswer } from '../shared/values';

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

export interface JoinedCompanies {
  /** At most MAX_JOINED_COMPANIES. */
  companies: Company[];
  /** The workspace company the call reports ('' when absent, 0 or the call failed). */
  workspace: string;
}

/** The joined companies and the current workspace; rejects when the call fails. */
export async function requestJoinedCompanies(
  scope: CallScope,
  fields: string,
): Promise<JoinedCompanies> {
  const data = await get<WorkspacesResponse>(scope, 'plus', '/compose/v1/users/self/workspaces', {
    comp_status: 'active',
    fields,
    extras: 'with_private',
    t: Date.now(),
  });
  const companies = listAnswer(data.companies)
    .map(toCompany)
    .filter((company) => company.id !== '')
    .slice(0, MAX_JOINED_COMPANIES);
  return { companies, workspace: companyIdOf(data.workspace) };
}

/** What a workspaces call answered; none and '' when it failed (logged). A cancel rejects. */
export async function joinedCompaniesOrNone(
  asked: Promise<JoinedCompanies>,
): Promise<JoinedCompanies> {
  try {
    return await asked;
  } catch (error) {
    if (isCancelled(error)) throw error;
    console.warn('[pickerkit] joined companies could not be loaded:', (error as Error).message);
    return { companies: [], workspace: '' };
  }
}

/** The joined companies and the current workspace; none and '' when the call fails. */
export function fetchJoinedCompanies(scope: CallScope, fields: string): Promise<JoinedCompanies> {
  return joinedCompaniesOrNone(requestJoinedCompanies(scope, fields));
}

/** A company id from a server field: '' for none (absent, empty, 0 — the personal workspace). */
function companyIdOf(value: unknown): string {
  const id = idOf(value);
  return id === '0' ? '' : id;
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
  return companyIdOf(data.company_id);
}

/**
 * Switches the picker to a joined company (member-picker.md section 4: the company-switch fetch,
 * retried up to 6 times, 300 ms apart). The fetch's company_id is the workspace the session acts
 * in, and it decides what is shown:
 * - none (absent or 0: the session left its company workspace): the switch is refused and the
 *   current company stays, since company lists cannot load without one;
 * - an account-isolation user: its session is bound to that company, so the answer is shown
 *   whatever was chosen;
 * - otherwise the chosen company.
 * Resolves with the company shown; rejects (keeping the current company) when the fetch still
 * fails after its retries, when the id is not a joined company, or when no workspace is reported.
 */
export async function switchCompany(
  kernel: PickerKernel,
  companyId: string | number,
  signal?: AbortSignal,
): Promise<string> {
  const chosen = idOf(companyId);
  const joined = kernel.context.companies.map((company) => company.id);
  if (!joined.includes(chosen)) {
    throw new PickerError(
      ErrorCodes.PARAM_INVALID,
      `switchCompany: company "${chosen}" is not one of the user's joined companies (${joined.join(', ') || 'none loaded'})`,
    );
  }
  const workspace = await fetchWorkspaceCompany({ client: kernel.client, signal });
  if (workspace === '') {
    throw new PickerError(
      ErrorCodes.REQUEST_FAILED,
      'switchCompany: the suite reports no company workspace for this session; the company was not switched',
    );
  }
  const shown = kernel.context.user?.isAccountIsolation ? workspace : chosen;
  kernel.changeCompany(shown);
  return shown;
}
