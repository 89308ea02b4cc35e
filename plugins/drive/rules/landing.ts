/**
 * The landing choice (finder.md section 2, Landing choice):
 * - In transfer mode: MyDocs when the transfer company id is 0, else that company's index.
 * - Otherwise a saved previous path is reused when it is an allowed tab or TeamFiles (also the
 *   company team files) and its company is the personal space (0) or one of the user's.
 * - Else the enterprise index when a workspace company is set and that tab is enabled; else
 *   MyDocs when enabled; else the first enabled tab; else the error page with 'pathNotConfig'.
 */
import type { FinderTab } from './tabs';

export interface LandingTarget {
  name: string;
  params: Record<string, string | number>;
  query?: Record<string, string>;
}

export interface SavedPath {
  name: string;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
}

export interface LandingInput {
  transfer?: { companyId: number };
  /** The workspace company, 0 or absent for none. */
  workspaceCompanyId?: number;
  /** Enabled tabs, in menu order. */
  tabs: readonly FinderTab[];
  saved?: SavedPath | null;
  /** Companies the user belongs to. */
  companyIds: readonly number[];
}

const TEAM_FILES_ROUTES = ['TeamFiles', 'EnterpriseTeamFiles'];

function companyOf(path: SavedPath): number {
  return Number(path.params?.cid ?? path.query?.cid ?? 0) || 0;
}

/** Whether a saved path may be reused (see the file comment). */
export function savedPathAllowed(
  path: SavedPath,
  tabs: readonly string[],
  companyIds: readonly number[],
): boolean {
  if (!tabs.includes(path.name) && !TEAM_FILES_ROUTES.includes(path.name)) return false;
  const company = companyOf(path);
  return company === 0 || companyIds.includes(company);
}

export function chooseLanding(input: LandingInput): LandingTarget {
  if (input.transfer) {
    const cid = input.transfer.companyId;
    return cid === 0
      ? { name: 'MyDocs', params: {} }
      : { name: 'EnterpriseIndex', params: { cid } };
  }
  const saved = input.saved;
  if (saved && savedPathAllowed(saved, input.tabs, input.companyIds)) {
    return { name: saved.name, params: { ...saved.params }, query: saved.query };
  }
  const workspace = input.workspaceCompanyId ?? 0;
  if (workspace > 0 && input.tabs.includes('EnterpriseIndex')) {
    return { name: 'EnterpriseIndex', params: { cid: workspace } };
  }
  if (input.tabs.includes('MyDocs')) return { name: 'MyDocs', params: {} };
  const first = input.tabs[0];
  if (first) {
    return first === 'EnterpriseIndex' || first === 'EnterpriseTeams'
      ? { name: first, params: { cid: workspace } }
      : { name: first, params: {} };
  }
  return { name: 'error', params: { errorInfo: 'pathNotConfig' } };
}
