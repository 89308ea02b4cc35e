// The enterprise restriction rules of finder.md sections 4 to 6, as pure functions.
import { describe, expect, it } from 'vitest';
import {
  companyOfTarget,
  initialRestriction,
  isTabLimited,
  isWorkspaceRestricted,
  leavingTurnsOff,
  limitTipKey,
  moveInRestricted,
  workspaceEntries,
  type RestrictionView,
} from '../../../../../plugins/drive/enterprise/restrictionRules';
import type { CompanyRecord } from '../../../../../plugins/drive/finder-state/driveCalls';

const companies: CompanyRecord[] = [
  { id: 11, name: 'Open Co', logo: 'https://x/logo/11.svg', view_status: [{ status: 'normal' }] },
  {
    id: 12,
    name: 'Walled Co',
    logo: 'https://x/logo/12.svg',
    view_status: [{ status: 'ip_forbidden', reason: 'IP 203.0.113.9 not allowed' }],
  },
  { id: 13, name: 'Strict Co', logo: 'https://x/logo/13.svg', view_status: [{ status: 'normal' }] },
];

function view(extra: Partial<RestrictionView> = {}): RestrictionView {
  return {
    action: 'selectFile',
    transfer: false,
    restrictionOn: false,
    lockedCompanyId: 0,
    restricts: (id) => id === 13,
    ...extra,
  };
}

describe('restriction rules', () => {
  it('restriction starts on only for copy, move and save with the restrict flag', () => {
    expect(initialRestriction('copy', true)).toBe(true);
    expect(initialRestriction('move', true)).toBe(true);
    expect(initialRestriction('save', true)).toBe(true);
    expect(initialRestriction('copy', false)).toBe(false);
    expect(initialRestriction('moveIn', true)).toBe(false);
    expect(initialRestriction('selectFile', true)).toBe(false);
  });

  it('the limit tip depends on the action', () => {
    expect(limitTipKey('copy')).toBe('limit.copy');
    expect(limitTipKey('move')).toBe('limit.move');
    expect(limitTipKey('moveIn')).toBe('limit.moveIn');
    expect(limitTipKey('save')).toBe('limit.save');
  });

  it('with restriction on, Share, Latest, Star and Favorite are limited; nothing else', () => {
    for (const tab of ['Share', 'Latest', 'Star', 'Favorite']) {
      expect(isTabLimited(true, tab)).toBe(true);
      expect(isTabLimited(false, tab)).toBe(false);
    }
    for (const tab of ['MyDocs', 'MyTeams', 'EnterpriseIndex', 'EnterpriseTeams', 'Devices']) {
      expect(isTabLimited(true, tab)).toBe(false);
    }
  });

  it('moveIn gives each company its restrict flag; transfer never restricts', () => {
    expect(moveInRestricted('moveIn', false, true)).toBe(true);
    expect(moveInRestricted('moveIn', false, false)).toBe(false);
    expect(moveInRestricted('moveIn', true, true)).toBe(false);
    expect(moveInRestricted('copy', false, true)).toBe(false);
  });

  it('with restriction locked to an enterprise, every other workspace is restricted', () => {
    const locked = view({ action: 'copy', restrictionOn: true, lockedCompanyId: 13 });
    expect(isWorkspaceRestricted(locked, 13)).toBe(false);
    expect(isWorkspaceRestricted(locked, 11)).toBe(true);
    expect(isWorkspaceRestricted(locked, 0)).toBe(true);
    expect(isWorkspaceRestricted(view({ action: 'copy', restrictionOn: true }), 11)).toBe(false);
  });

  it('the switcher lists the personal space as company 0 first, then the enterprises', () => {
    const entries = workspaceEntries(companies, 'Kdocs', view());
    expect(entries.map((e) => [e.id, e.name])).toEqual([
      [0, 'Kdocs'],
      [11, 'Open Co'],
      [12, 'Walled Co'],
      [13, 'Strict Co'],
    ]);
    expect(entries[0].logo).toBeUndefined();
    expect(entries[1].logo).toBe('https://x/logo/11.svg');
    expect(workspaceEntries(companies, null, view()).map((e) => e.id)).toEqual([11, 12, 13]);
  });

  it('an IP-forbidden enterprise is disabled with its reason', () => {
    const walled = workspaceEntries(companies, 'Kdocs', view()).find((e) => e.id === 12)!;
    expect(walled).toMatchObject({ disabled: true, forbiddenReason: 'IP 203.0.113.9 not allowed' });
    expect(walled.restrictedTip).toBeUndefined();
  });

  it('a restricted enterprise is disabled with the action tip (moveIn), enabled otherwise', () => {
    const moveIn = workspaceEntries(companies, 'Kdocs', view({ action: 'moveIn' }));
    expect(moveIn.find((e) => e.id === 13)).toMatchObject({
      disabled: true,
      restrictedTip: 'limit.moveIn',
    });
    expect(moveIn.find((e) => e.id === 11)?.disabled).toBe(false);
    const transfer = workspaceEntries(
      companies,
      'Kdocs',
      view({ action: 'moveIn', transfer: true }),
    );
    expect(transfer.find((e) => e.id === 13)?.disabled).toBe(false);
    const copy = workspaceEntries(
      companies,
      'Kdocs',
      view({ action: 'copy', restrictionOn: true, lockedCompanyId: 13 }),
    );
    expect(copy.filter((e) => e.disabled).map((e) => [e.id, e.restrictedTip])).toEqual([
      [0, 'limit.copy'],
      [11, 'limit.copy'],
      [12, undefined],
    ]);
  });

  it('leaving to a non-Device route in copy, move or save turns restriction off without a company restriction', () => {
    expect(leavingTurnsOff('copy', 'TeamFiles', false)).toBe(true);
    expect(leavingTurnsOff('save', 'EnterpriseTeamFiles', false)).toBe(true);
    expect(leavingTurnsOff('move', 'EnterpriseTeamFiles', true)).toBe(false);
    expect(leavingTurnsOff('copy', 'Device', false)).toBe(false);
    expect(leavingTurnsOff('copy', 'Devices', false)).toBe(false);
    expect(leavingTurnsOff('moveIn', 'TeamFiles', false)).toBe(false);
  });

  it('the company of a target: cid param, else query, else 0', () => {
    expect(companyOfTarget({ params: { cid: 7 } })).toBe(7);
    expect(companyOfTarget({ params: {}, query: { cid: '8' } })).toBe(8);
    expect(companyOfTarget({ params: { tid: 3 } })).toBe(0);
    expect(companyOfTarget('/@uikit/all')).toBe(0);
  });
});
