// The drive sources against the fake suite: each paging style of finder.md, the parameters sent,
// the entries made, and where opening a folder-like goes.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PickerKernel } from '../../../kernel';
import {
  LATEST_FOLDERS,
  LATEST_FOLDERS_WINDOW_S,
  latestFoldersPlugin,
} from '../../../plugins/drive/latest-folders';
import { driveLatestSource } from '../../../plugins/sources/drive-latest';
import {
  entryOf,
  locationItem,
  type DriveLocation,
} from '../../../plugins/sources/drive-team-files';
import { useFakeSuite } from '../../support/fakeSuite';
import { createKernel, type KernelOptions, type Plugin, type SourceConfig } from '../../../kernel';
import { createRequestClient } from '../../../kernel/request';
import { finderContext } from '../../../plugins/drive/finder-state/finderContext';
import { driveSourcePlugins } from '../../../plugins/drive/spaces/driveSetup';
import { answerWith } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

const ALL = driveSourcePlugins();
const TYPES = [
  'driveTeamFiles',
  'driveLatest',
  'driveStar',
  'driveFavorite',
  'driveShare',
  'driveMyTeams',
  'driveDevices',
  'driveDeviceFiles',
  'driveEnterpriseTeams',
  'driveSearch',
];

/** A kernel with the finder's user context and the given drive sources, initialised. */
async function ready(setup: {
  sources: SourceConfig[];
  plugins: Plugin[];
  options?: Partial<KernelOptions>;
}): Promise<PickerKernel> {
  const client = createRequestClient({ services: suite.urls });
  const kernel = createKernel({ client, sources: setup.sources, storage: null, ...setup.options });
  kernel.use([finderContext(), ...setup.plugins]);
  await kernel.init();
  if (kernel.initError) throw kernel.initError;
  return kernel;
}

function driveKernel(): Promise<PickerKernel> {
  return ready({ sources: TYPES.map((type) => ({ type })), plugins: ALL });
}

/** Loads a list at a location to its end. */
async function browse(kernel: PickerKernel, key: string, location: DriveLocation = {}) {
  const parent = locationItem(location);
  await kernel.sources.loadFirst(key, { parent, forceUpdate: true });
  const state = kernel.sources.state(key, parent.key);
  for (let page = 0; page < 300 && !state.done && state.status === 'loaded'; page++) {
    await kernel.sources.loadMore(key, parent.key);
  }
  if (state.status === 'error') throw state.error;
  expect(state.done).toBe(true);
  return [...state.items];
}

function calls(path: string) {
  return suite.recorded.requests.filter((r) => r.path === `/drive${path}`);
}

describe('drive sources: paging styles', () => {
  it('team files page by next_offset / next_filter (20 a page) and stop at -1', async () => {
    const kernel = await driveKernel();
    const items = await browse(kernel, 'driveTeamFiles', { tid: 'special', fid: 0 });
    // The last two calls are this browse (init already loaded the first tab once).
    const [first, second] = calls('/api/v5/groups/special/files').slice(-2);
    expect(first.query).toMatchObject({
      parentid: '0',
      count: '20',
      offset: '0',
      order_by: 'mtime',
      order: 'DESC',
    });
    expect(first.query.filter).toBeUndefined();
    // The next page sends back the opaque filter the previous page answered.
    expect(second.query).toMatchObject({ offset: '20', filter: expect.any(String) });
    expect(items.length).toBe(new Set(items.map((i) => i.key)).size);
    expect(items.length).toBeGreaterThan(20);
    const folder = items.map(entryOf).find((e) => e?.ftype === 'folder');
    expect(folder?.target).toEqual({
      name: 'TeamFiles',
      params: { tid: folder?.groupid, fid: folder?.id },
    });
  });

  it('team files of a folder of a numbered team, with root entries only at the root', async () => {
    const kernel = await driveKernel();
    const root = await browse(kernel, 'driveTeamFiles', { tid: 'special', fid: 0 });
    const folder = root.map(entryOf).find((e) => e?.ftype === 'folder');
    const inside = await browse(kernel, 'driveTeamFiles', {
      tid: folder!.groupid,
      fid: Number(folder!.id),
    });
    expect(inside.every((i) => entryOf(i)?.groupid === folder!.groupid)).toBe(true);
    expect(calls(`/api/v5/groups/${folder!.groupid}/files`)[0].query.parentid).toBe(
      String(folder!.id),
    );
  });

  it('team files answer an empty finished page for a cursor at -1, without a call', async () => {
    const kernel = await driveKernel();
    answerWith(suite, 'drive', '/api/v5/groups/special/files', {
      files: [],
      next_offset: -1,
      next_filter: '',
    });
    await browse(kernel, 'driveTeamFiles', { tid: 'special' });
    const before = calls('/api/v5/groups/special/files').length;
    await kernel.sources.loadMore('driveTeamFiles', locationItem({ tid: 'special' }).key);
    expect(calls('/api/v5/groups/special/files').length).toBe(before);
  });

  it('a non-array files answer is the error "fetch result must be an array."', async () => {
    const kernel = await driveKernel();
    answerWith(suite, 'drive', '/api/v5/groups/special/files', { files: 'nope' });
    const parent = locationItem({ tid: 'special' });
    await kernel.sources.loadFirst('driveTeamFiles', { parent });
    expect(kernel.sources.state('driveTeamFiles', parent.key).error?.message).toBe(
      'fetch result must be an array.',
    );
  });

  it('latest pages by the last item mtime (max_mtime 0 first) after the private groups', async () => {
    const kernel = await driveKernel();
    const items = await browse(kernel, 'driveLatest');
    const sent = calls('/api/v5/roaming');
    expect(sent[0].query).toMatchObject({ max_mtime: '0', count: '20' });
    const firstPage = items.slice(0, 20);
    expect(sent[1].query.max_mtime).toBe(String(entryOf(firstPage[19])!.mtime));
    expect(items).toHaveLength(30);
    const order = suite.recorded.requests.map((r) => r.path);
    expect(order.indexOf('/drive/api/v5/companies/private_groups')).toBeLessThan(
      order.indexOf('/drive/api/v5/roaming'),
    );
    expect(calls('/api/v5/companies/private_groups')).toHaveLength(1);
  });

  it('latest skips the private groups in transfer mode', async () => {
    const kernel = await ready({
      sources: [{ type: 'driveLatest' }],
      plugins: [driveLatestSource()],
      options: { transfer: { userId: 1000001, companyId: 0 } },
    });
    await browse(kernel, 'driveLatest');
    expect(calls('/api/v5/companies/private_groups')).toHaveLength(0);
  });

  it('star pages by a running count of the rows received', async () => {
    const kernel = await driveKernel();
    const items = await browse(kernel, 'driveStar');
    const offsets = calls('/api/v3/tags/1/items').map((r) => Number(r.query.offset));
    // Each offset is the number of rows received before it.
    expect(offsets).toEqual(offsets.map((_, page) => page * 20));
    expect(offsets.length).toBe(Math.ceil(items.length / 20));
    expect(calls('/api/v3/tags/1/items')[0].query.with_corp).toBe('true');
  });

  it('favourites come in one page; a team opens its root, a link folder its linked team', async () => {
    const kernel = await driveKernel();
    const items = await browse(kernel, 'driveFavorite');
    expect(calls('/api/v3/favorite')).toHaveLength(1);
    expect(items).toHaveLength(10);
    for (const item of items) {
      const entry = entryOf(item)!;
      if (entry.ftype === 'group') expect(entry.target?.params.fid).toBe(0);
      if (entry.ftype === 'linkfolder')
        expect(entry.target?.params).toMatchObject({ tid: entry.linkgroupid, fid: 0 });
    }
  });

  it('shared items page by next_offset / next_filter', async () => {
    const kernel = await driveKernel();
    const items = await browse(kernel, 'driveShare');
    const sent = calls('/api/v5/links');
    expect(sent).toHaveLength(2);
    expect(sent[1].query.filter).toEqual(expect.any(String));
    expect(items).toHaveLength(25);
  });

  it('my teams ask 50 a page and follow nextOffset; a team opens with cid 0', async () => {
    const kernel = await driveKernel();
    const items = await browse(kernel, 'driveMyTeams');
    expect(calls('/kdteam/api/v1/teams')[0].query).toMatchObject({ count: '50', offset: '0' });
    expect(items.length).toBeGreaterThan(0);
    expect(entryOf(items[0])?.target?.name).toBe('TeamFiles');
  });

  it('devices ask 200; a device opens Device; device files page by running count', async () => {
    const kernel = await driveKernel();
    const devices = await browse(kernel, 'driveDevices');
    expect(calls('/api/v5/groups/tmp/devices')[0].query).toMatchObject({
      count: '200',
      offset: '0',
    });
    const target = entryOf(devices[0])!.target!;
    expect(target.name).toBe('Device');
    const files = await browse(kernel, 'driveDeviceFiles', {
      deviceid: String(target.params.deviceid),
    });
    expect(files).toHaveLength(8);
  });

  it('a company teams list pages by running count and opens the company team files', async () => {
    const kernel = await driveKernel();
    const teams = await browse(kernel, 'driveEnterpriseTeams', { cid: 8800001 });
    expect(calls('/api/v5/groups')[0].query).toMatchObject({ corpid: '8800001', offset: '0' });
    expect(entryOf(teams[0])?.target).toMatchObject({
      name: 'EnterpriseTeamFiles',
      params: { cid: 8800001, fid: 0 },
    });
  });

  it('search sends the spec parameters, lists only the listed ftypes, adds the plus team call', async () => {
    const kernel = await driveKernel();
    const items = await browse(kernel, 'driveSearch', { keyword: 'Plan' });
    const [sent] = calls('/api/v5/search/files');
    expect(sent.query).toMatchObject({
      offset: '0',
      count: '100',
      sort_by: 'mtime',
      order: 'DESC',
      include_file: 'true',
      search_group_info: 'true',
      include_first_letter: 'true',
      search_file_content: 'false',
      search_file_name: 'true',
      is_plus: 'true',
      searchname: 'Plan',
    });
    const companyId = kernel.context.currentCompanyId;
    const groups = calls(`/api/v3/search/company/${companyId}/groups`);
    expect(groups).toHaveLength(1);
    expect(groups[0].query).toMatchObject({ searchname: 'Plan', include: 'recent_members' });
    for (const item of items) {
      expect(['folder', 'file', 'sharefile', 'linkfolder', 'group']).toContain(
        entryOf(item)!.ftype,
      );
    }
    const hit = items.map(entryOf).find((e) => e?.ftype === 'file');
    expect(hit?.highlightName).toContain('<em>');
    expect(hit?.description).toMatch(/^\//);
  });

  it('a search limited to a team sends its groupid and lists only that team', async () => {
    const kernel = await driveKernel();
    const everywhere = await browse(kernel, 'driveSearch', { keyword: 'a' });
    const teams = new Set(everywhere.map((item) => entryOf(item)?.groupid));
    expect(teams.size).toBeGreaterThan(1);
    const firstFile = everywhere.find((item) => entryOf(item)?.ftype !== 'group');
    const groupid = entryOf(firstFile!)!.groupid;
    const scoped = await browse(kernel, 'driveSearch', { keyword: 'a', tid: groupid });
    expect(calls('/api/v5/search/files').at(-1)?.query.groupid).toBe(String(groupid));
    expect(scoped.length).toBeGreaterThan(0);
    const files = scoped.filter((item) => entryOf(item)?.ftype !== 'group');
    expect(files.every((item) => entryOf(item)?.groupid === groupid)).toBe(true);
    expect(files.length).toBeLessThan(
      everywhere.filter((i) => entryOf(i)?.ftype !== 'group').length,
    );
  });

  it('a failing company group search fails the search, never a search without teams', async () => {
    const kernel = await driveKernel();
    suite.faults.inject(`/drive/api/v3/search/company/${kernel.context.currentCompanyId}/groups`, {
      status: 500,
    });
    await expect(browse(kernel, 'driveSearch', { keyword: 'Plan' })).rejects.toBeTruthy();
  });

  it('search by a personal user makes no team call', async () => {
    suite.setDefaultUser('personal');
    const kernel = await driveKernel();
    await browse(kernel, 'driveSearch', { keyword: 'Plan' });
    expect(
      suite.recorded.requests.filter((r) => r.path.startsWith('/drive/api/v3/search/company/')),
    ).toHaveLength(0);
    expect(calls('/api/v5/search/files')[0].query.is_plus).toBe('false');
  });

  it('latest folders ask the last 29 days and keep the first 20', async () => {
    const kernel = await ready({ sources: [], plugins: [latestFoldersPlugin()] });
    const before = Math.floor(Date.now() / 1000);
    const seen: URL[] = [];
    suite.server.use(
      http.get(`${suite.urls.drive}/kdteam/api/v1/folder/selector`, ({ request }) => {
        seen.push(new URL(request.url));
        const data = Array.from({ length: 25 }, (_, i) => ({
          id: i + 1,
          type: 0,
          name: `F${i}`,
          groupid: 7,
          corpid: 0,
        }));
        return HttpResponse.json({ result: 'ok', data });
      }),
    );
    const latest = kernel.extensions.get(LATEST_FOLDERS);
    await latest.load();
    expect(latest.folders).toHaveLength(20);
    const start = Number(seen[0].searchParams.get('startTime'));
    expect(seen[0].searchParams.get('endTime') ?? 'null').toBe('null');
    expect(before - start).toBeGreaterThanOrEqual(LATEST_FOLDERS_WINDOW_S);
    expect(before - start).toBeLessThan(LATEST_FOLDERS_WINDOW_S + 5);
  });
});
