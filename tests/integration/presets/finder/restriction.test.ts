// The restriction rules against the fake suite (finder.md section 4): preset files in copy,
// move and save (metadata, failure tip, enterprise check, landing), the limited tabs with the
// action's tip, leaving to a company without restriction, the private-group restriction.
import { describe, expect, it } from 'vitest';
import type { FinderInstance } from '../../../../presets/finder';
import { workspacesOf } from '../../../../plugins/drive/enterprise/workspaces';
import type { FinderOptions } from '../../../../presets/finder/types';
import { entryOf, type DriveEntry } from '../../../../plugins/sources/shared/driveEntry';
import { RESTRICTED_COMPANY_ID } from '../../../../sandbox/backend/data/identities';
import { useFinderHarness } from './finderHarness';

const { suite, started } = useFinderHarness({ language: 'en' });

const route = (f: FinderInstance) => f.kernel.router.current;

/** A file inside a folder of a team: opens the team root, then its first folder. */
async function fileInFolder(f: FinderInstance, tid: number, cid: number): Promise<DriveEntry> {
  const name = cid > 0 ? 'EnterpriseTeamFiles' : 'TeamFiles';
  const params = cid > 0 ? { cid, tid, fid: 0 } : { tid, fid: 0 };
  await f.kernel.router.navigate({ name, params });
  const entries = () => (f.store.listState()?.items ?? []).map((i) => entryOf(i)!);
  const folder = entries().find((e) => e.ftype === 'folder')!;
  await f.kernel.router.navigate({ name, params: { ...params, fid: Number(folder.id) } });
  const file = entries().find((e) => e.isFile);
  if (!file) throw new Error(`no file in folder ${folder.id} of team ${tid}`);
  return file;
}

async function restrictedFile(): Promise<DriveEntry> {
  const probe = await started();
  const company = probe.store.companies.find((c) => c.id === RESTRICTED_COMPANY_ID)!;
  return fileInFolder(probe, company.corpspecial!.id, company.id);
}

async function personalFile(): Promise<DriveEntry> {
  const probe = await started();
  return fileInFolder(probe, probe.store.spaces.special!.id, 0);
}

const copyOf = (file: DriveEntry, action: FinderOptions['action'] = 'copy'): FinderOptions => ({
  action,
  file: { presets: [{ id: Number(file.id), groupid: file.groupid }] },
});

describe('restriction with preset files', () => {
  it('copy of a restricted enterprise file: lands in its folder, restriction locked there', async () => {
    const file = await restrictedFile();
    const f = await started(copyOf(file));
    expect(route(f)?.name).toBe('EnterpriseTeamFiles');
    expect(route(f)?.params).toMatchObject({ cid: RESTRICTED_COMPANY_ID, tid: file.groupid });
    expect(route(f)?.params.fid).toBeGreaterThan(0);
    expect(f.store.enterprise.restrictionOn).toBe(true);
    expect(f.store.enterprise.lockedCompanyId).toBe(RESTRICTED_COMPANY_ID);
    const others = workspacesOf(f.store).filter((w) => w.id !== RESTRICTED_COMPANY_ID);
    expect(others.every((w) => w.disabled)).toBe(true);
    expect(others.find((w) => w.id === 0)?.restrictedTip).toBe('limit.copy');
  });

  it('with restriction on, Recent is refused with the copy tip; move says move', async () => {
    const file = await restrictedFile();
    const f = await started(copyOf(file));
    const before = route(f)?.path;
    await f.kernel.router.navigate({ name: 'Latest' });
    expect(route(f)?.path).toBe(before);
    expect(f.store.tip).toBe('Files of this enterprise can only be copied within the enterprise.');
    const g = await started(copyOf(file, 'move'));
    await g.kernel.router.navigate({ name: 'Star' });
    expect(g.store.tip).toBe('Files of this enterprise can only be moved within the enterprise.');
  });

  it('a personal preset file: its own folder, restriction off', async () => {
    const file = await personalFile();
    const f = await started(copyOf(file));
    expect(route(f)?.name).toBe('TeamFiles');
    expect(route(f)?.params).toMatchObject({ tid: file.groupid });
    expect(f.store.teamView?.path.length).toBeGreaterThan(0);
    expect(f.store.enterprise.restrictionOn).toBe(false);
    await f.kernel.router.navigate({ name: 'Latest' });
    expect(route(f)?.name).toBe('Latest');
  });

  it('metadata failure: a tip with the server message, restriction off, default landing', async () => {
    const f = await started({ action: 'copy', file: { presets: [{ id: 987654321 }] } });
    expect(f.store.tip).toBeTruthy();
    expect(f.store.tip).not.toBe('Could not read the file information.');
    expect(f.store.enterprise.restrictionOn).toBe(false);
    expect(route(f)?.name).toBe('EnterpriseTeamFiles');
    expect(f.store.teamView?.team.type).toBe('corpspecial');
  });

  it('metadata failure without a message: the ErrorDataFailed text', async () => {
    const file = await personalFile();
    suite.faults.inject(`/drive/api/v5/files/${file.id}/metadata`, { networkError: true });
    const f = await started(copyOf(file));
    expect(f.store.tip).toBe('Could not read the file information.');
  });

  it('a failed enterprise check turns restriction off; the file folder is still the landing', async () => {
    const file = await restrictedFile();
    suite.faults.inject('/drive/api/v5/companies/restriction', { status: 500 });
    const f = await started(copyOf(file));
    expect(f.store.enterprise.restrictionOn).toBe(false);
    expect(route(f)?.params).toMatchObject({ cid: RESTRICTED_COMPANY_ID, tid: file.groupid });
  });

  it('save: a target team that fails validation gives the default landing', async () => {
    const file = await personalFile();
    suite.faults.inject(`/drive/api/v3/groups/${file.groupid}`, { status: 500, count: 1 });
    const f = await started(copyOf(file, 'save'));
    expect(route(f)?.params.fid).toBe(0);
    expect(f.store.teamView?.team.type).toBe('corpspecial');
  });

  it('save without presets in an unrestricted workspace: restriction turns off', async () => {
    const f = await started({ action: 'save' });
    expect(f.store.enterprise.restrictionOn).toBe(false);
  });

  it('leaving to a company without restriction turns it off; Devices does not', async () => {
    const file = await restrictedFile();
    const f = await started(copyOf(file));
    await f.kernel.router.navigate({ name: 'Devices' });
    await new Promise((r) => setTimeout(r, 80));
    expect(f.store.enterprise.restrictionOn).toBe(true);
    await f.kernel.router.navigate({
      name: 'TeamFiles',
      params: { tid: f.store.spaces.special!.id, fid: 0 },
    });
    await new Promise((r) => setTimeout(r, 80));
    expect(f.store.enterprise.restrictionOn).toBe(false);
  });

  it('a private-group restriction with restriction on turns workspace switching off', async () => {
    const file = await restrictedFile();
    suite.faults.inject('/drive/api/v5/companies/private_groups', {
      body: { result: 'ok', groups: [], restrict: true },
    });
    const f = await started(copyOf(file));
    expect(f.store.has('switchWorkspace')).toBe(false);
    const g = await started(copyOf(await personalFile()));
    expect(g.store.has('switchWorkspace')).toBe(true);
  });
});
