/**
 * The enterprise restriction rules (finder.md sections 4, 5 and 6), as pure functions:
 * - restriction applies to copy, move and save; with it on, Share, Latest, Star and Favorite are
 *   disabled with the limit tip, whose text depends on the action (copy, move, moveIn, save);
 * - for moveIn each company gets a restrict flag (its spread control), always false in transfer;
 * - the switcher's entries: the personal space as company 0, IP-forbidden enterprises disabled
 *   with their reason, restricted enterprises disabled with the action's tip;
 * - leaving to a route other than Device or Devices in copy, move or save turns restriction off
 *   when the company there has none.
 */
import type { FinderAction } from '../rules/actions';
import type { CompanyRecord } from '../finder-state/driveCalls';

export const RESTRICTED_ACTIONS: readonly FinderAction[] = ['copy', 'move', 'save'];
/** The tabs restriction disables: their lists mix locations the restriction cannot vouch for. */
export const LIMITED_TABS: readonly string[] = ['Share', 'Latest', 'Star', 'Favorite'];
/** Routes that leave restriction on whatever the company (finder.md section 4). */
export const DEVICE_ROUTES: readonly string[] = ['Device', 'Devices'];
/** The personal space's id in the switcher. */
export const PERSONAL_WORKSPACE_ID = 0;

export type LimitTipKey = 'limit.copy' | 'limit.move' | 'limit.moveIn' | 'limit.save';

/** Whether the action starts with restriction on (the restrict flag, for copy, move and save). */
export function initialRestriction(action: FinderAction, restrictFlag: boolean): boolean {
  return restrictFlag && RESTRICTED_ACTIONS.includes(action);
}

/** The limit tip's text key for an action (the copy text for actions without their own). */
export function limitTipKey(action: FinderAction): LimitTipKey {
  switch (action) {
    case 'move':
      return 'limit.move';
    case 'moveIn':
      return 'limit.moveIn';
    case 'save':
      return 'limit.save';
    default:
      return 'limit.copy';
  }
}

/** Whether a tab (or route of that name) is disabled by the restriction. */
export function isTabLimited(restrictionOn: boolean, tab: string): boolean {
  return restrictionOn && LIMITED_TABS.includes(tab);
}

/** moveIn: a company's restrict flag is its spread control; transfer: always false. */
export function moveInRestricted(
  action: FinderAction,
  transfer: boolean,
  companyRestricts: boolean,
): boolean {
  return action === 'moveIn' && !transfer && companyRestricts;
}

export interface RestrictionView {
  action: FinderAction;
  transfer: boolean;
  restrictionOn: boolean;
  lockedCompanyId: number;
  restricts(companyId: number): boolean;
}

/** Whether choosing a workspace is refused by the restriction. */
export function isWorkspaceRestricted(view: RestrictionView, companyId: number): boolean {
  if (moveInRestricted(view.action, view.transfer, view.restricts(companyId))) return true;
  return view.restrictionOn && view.lockedCompanyId > 0 && companyId !== view.lockedCompanyId;
}

export interface WorkspaceEntry {
  id: number;
  name: string;
  /** The company's logo URL; none for the personal space (built-in logo). */
  logo?: string;
  disabled: boolean;
  /** IP-forbidden: the reason the suite gave. */
  forbiddenReason?: string;
  /** Restricted: the tip's text key. */
  restrictedTip?: LimitTipKey;
}

function forbiddenReason(company: CompanyRecord): string | undefined {
  const status = company.view_status?.[0];
  return status?.status === 'ip_forbidden' ? (status.reason ?? '') : undefined;
}

/** The switcher's list: the personal space (when there is one), then the enterprises. */
export function workspaceEntries(
  companies: readonly CompanyRecord[],
  personalName: string | null,
  view: RestrictionView,
): WorkspaceEntry[] {
  const entry = (id: number, name: string, logo?: string, reason?: string): WorkspaceEntry => {
    const restricted = isWorkspaceRestricted(view, id);
    return {
      id,
      name,
      ...(logo ? { logo } : {}),
      disabled: reason !== undefined || restricted,
      ...(reason !== undefined ? { forbiddenReason: reason } : {}),
      ...(restricted && reason === undefined ? { restrictedTip: limitTipKey(view.action) } : {}),
    };
  };
  const personal =
    personalName === null ? [] : [entry(PERSONAL_WORKSPACE_ID, personalName, undefined)];
  return [...personal, ...companies.map((c) => entry(c.id, c.name, c.logo, forbiddenReason(c)))];
}

/** Leaving rule: whether arriving at a route in a company turns restriction off. */
export function leavingTurnsOff(
  action: FinderAction,
  routeName: string,
  companyRestricts: boolean,
): boolean {
  return (
    RESTRICTED_ACTIONS.includes(action) && !DEVICE_ROUTES.includes(routeName) && !companyRestricts
  );
}

/** The company a navigation target is in: its cid (param, else query), else 0 (and for a path). */
export function companyOfTarget(
  target:
    | string
    | { params?: Readonly<Record<string, unknown>>; query?: Readonly<Record<string, unknown>> },
): number {
  if (typeof target === 'string') return 0;
  const value = Number(target.params?.cid ?? target.query?.cid ?? 0);
  return Number.isFinite(value) ? value : 0;
}
