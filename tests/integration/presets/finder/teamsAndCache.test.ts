// Teams, permissions, the certification route and the caches against the fake suite.
import { describe, expect, it } from 'vitest';
import { CertForm } from '../../../../plugins/drive/private-space/CertForm';
import { flushFinderCache } from '../../../../plugins/drive/finder-state/cachedCalls';
import { FINDER_CACHE_NAME } from '../../../../plugins/drive/finder-state/finderCache';
import { driveDataset } from '../../../../sandbox/backend/data/driveDataset';
import { useFinderHarness } from './finderHarness';

const { suite, started } = useFinderHarness();

const plusTeams = () => driveDataset(1, 'tiny', 'plus').teams;
const calls = (path: string) => suite.recorded.requests.filter((r) => r.path === path);

class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  clear() {
    this.map.clear();
  }
}

describe('teams and permissions', () => {
  it('a read_member team: root_perm asked, read-only, OK disabled in dir mode, no new folder', async () => {
    const team = plusTeams().find((t) => t.user_role === 'read_member')!;
    const f = await started({ action: 'save' });
    await f.kernel.router.navigate({ name: 'TeamFiles', params: { tid: team.id, fid: 0 } });
    expect(f.store.teamView?.team.id).toBe(team.id);
    expect(calls(`/drive/api/v5/groups/${team.id}/root_perm`).length).toBe(1);
    expect(f.store.teamView?.permission).toMatchObject({ new_empty: 0, upload: 0 });
    expect(f.store.readOnly).toBe(true);
    expect(f.store.canCommit).toBe(false);
    expect(f.store.newFolderVisible).toBe(false);
  });

  it('a team the user may write to: OK enabled in dir mode and the new-folder button shown', async () => {
    const team = plusTeams().find((t) => t.user_role === 'admin')!;
    const f = await started({ action: 'save' });
    await f.kernel.router.navigate({ name: 'TeamFiles', params: { tid: team.id, fid: 0 } });
    expect(f.store.readOnly).toBe(false);
    expect(f.store.canCommit).toBe(true);
    expect(f.store.newFolderVisible).toBe(true);
  });

  it('root_perm failing for a read_member team gives 0/0', async () => {
    const team = plusTeams().find((t) => t.user_role === 'read_member')!;
    suite.faults.inject(`/drive/api/v5/groups/${team.id}/root_perm`, { status: 500 });
    const f = await started({ action: 'save', features: ['createFolder'] });
    await f.kernel.router.navigate({ name: 'TeamFiles', params: { tid: team.id, fid: 0 } });
    expect(f.store.teamView?.permission).toEqual({ new_empty: 0, upload: 0 });
  });

  it('the special team keeps the default permission without asking root_perm', async () => {
    suite.setDefaultUser('personal');
    const f = await started({ action: 'save' });
    expect(f.store.teamView?.team.type).toBe('special');
    expect(f.store.teamView?.permission).toEqual({ new_empty: 1, upload: 1 });
    expect(suite.recorded.requests.some((r) => r.path.endsWith('/root_perm'))).toBe(false);
    expect(f.store.newFolderVisible).toBe(true);
  });

  it('devices: read-only without a device open; with create, a device is read-only too', async () => {
    const f = await started({ action: 'save' });
    await f.kernel.router.navigate({ name: 'Devices' });
    expect(f.store.readOnly).toBe(true);
    expect(f.store.newFolderVisible).toBe(false);
    const create = await started({ action: 'create' });
    await create.kernel.router.navigate({ name: 'Devices' });
    expect(create.store.teamView?.permission).toEqual({ new_empty: 0, upload: 0 });
  });

  it('the yundoc team the user created, without a folder, opens at the root-lookup folder', async () => {
    suite.setDefaultUser('personal');
    const team = driveDataset(1, 'tiny', 'personal').teams.find((t) => t.source === 'yundoc')!;
    const f = await started();
    await f.kernel.router.navigate(`/@uikit/team/${team.id}/files`);
    expect(calls('/drive/kdteam/api/v1/groups/root').length).toBe(1);
    expect(f.kernel.router.current?.name).toBe('TeamFiles');
    expect(f.kernel.context.currentCompanyId).toBe('0');
  });

  it('the guard and the loader of one navigation ask the team info once (in-flight cache)', async () => {
    const team = plusTeams().find((t) => t.user_role === 'admin')!;
    const f = await started();
    await f.kernel.router.navigate({ name: 'TeamFiles', params: { tid: team.id, fid: 0 } });
    expect(calls(`/drive/api/v3/groups/${team.id}`).length).toBe(1);
  });
});

describe('certification route', () => {
  it('binds the phone, then replaces the route with the cb path', async () => {
    suite.setDefaultUser('personal');
    const f = await started();
    const back = f.kernel.router.current!.href;
    await f.kernel.router.navigate({ name: 'cert', query: { cb: '/@uikit/latest' } });
    const form = new CertForm(f.store);
    expect(await form.bind('', '')).toBe(false);
    expect(form.message).toBe('请输入手机号');
    expect(await form.bind('13800138000', '')).toBe(false);
    expect(form.field).toBe('code');
    expect(await form.sendCode('12')).toBe(false);
    // The result code's text in the picker's language, before the server's msg.
    expect(form.message).toBe('请输入正确的手机号。');
    expect(await form.sendCode('13800138000')).toBe(true);
    expect(await form.bind('13800138000', '000000')).toBe(false);
    expect(form.message).toBe('短信验证码无效。');
    expect(await form.bind('13800138000', '123456')).toBe(true);
    expect(f.kernel.router.current?.name).toBe('Latest');
    await f.kernel.router.back();
    expect(f.kernel.router.current?.href).toBe(back);
  });

  it('without a usable cb it goes to the landing view', async () => {
    suite.setDefaultUser('personal');
    const f = await started();
    await f.kernel.router.navigate({ name: 'cert', query: { cb: 'https://evil.test/' } });
    const form = new CertForm(f.store);
    await form.sendCode('13800138000');
    expect(await form.bind('13800138000', '123456')).toBe(true);
    expect(f.kernel.router.current?.name).toBe('TeamFiles');
  });
});

describe('persisted cache', () => {
  it('a second opening answers the spaces from storage (written on teardown at the latest)', async () => {
    suite.setDefaultUser('personal');
    const storage = new MemoryStorage();
    const first = await started({ storage });
    const key = `pickerkit:context:data:1000001:${FINDER_CACHE_NAME}`;
    // The write waits for its delay (the unit tests time it); teardown writes what waits.
    expect(storage.map.has(key)).toBe(false);
    flushFinderCache(first.kernel);
    const stored = JSON.parse(storage.map.get(key)!);
    expect(Object.keys(stored.groups)).toEqual(
      expect.arrayContaining(['special', 'tmp', 'secret']),
    );
    expect(stored.updateTime).toBeGreaterThan(0);
    suite.faults.inject('/drive/api/v3/groups/special', { status: 500 });
    const second = await started({ storage });
    // Answered from the cache although the suite now fails.
    expect(second.kernel.router.current?.name).toBe('TeamFiles');
    expect(second.store.spaces.special?.id).toBe(stored.groups.special.id);
  });

  it('another user signing in clears what the previous one had', async () => {
    const storage = new MemoryStorage();
    suite.setDefaultUser('personal');
    const first = await started({ storage });
    flushFinderCache(first.kernel);
    expect([...storage.map.keys()].some((k) => k.includes(':data:1000001:'))).toBe(true);
    suite.setDefaultUser('plus');
    await started({ storage, tabs: ['MyDocs'] });
    expect([...storage.map.keys()].some((k) => k.includes(':data:1000001:'))).toBe(false);
    expect(storage.map.get('pickerkit:context:user')).toBe('1000002');
  });

  it('company info remembered per id serves the enterprise index when the list is not loaded', async () => {
    const storage = new MemoryStorage();
    const first = await started({ storage });
    const company = first.store.companies[0];
    flushFinderCache(first.kernel);
    // Without wps+ the enterprise list is not asked for.
    const second = await started({ storage, features: { excludes: ['wps+'] } });
    expect(second.store.companies).toEqual([]);
    await second.kernel.router.navigate({ name: 'EnterpriseIndex', params: { cid: company.id } });
    expect(second.kernel.router.current?.name).toBe('EnterpriseTeamFiles');
    expect(second.kernel.router.current?.params.tid).toBe(company.corpspecial!.id);
  });
});
