// Page sizes of finder.md section 9 (MyTeams 50, search 100, devices 200) are the most a page may
// ask for, and offset -1 ("no more results") answers an empty finished page.
import { describe, expect, it } from 'vitest';
import { useFakeSuite } from '../../support/fakeSuite';
import { call, getOk, rows } from './helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const drive = (path: string): string => `${suite.urls.drive}${path}`;

describe('page-size caps', () => {
  it.each([
    ['/kdteam/api/v1/teams', 50],
    ['/api/v5/groups', 50],
    ['/api/v5/search/files?searchname=e', 100],
    ['/api/v5/search/files/quick?searchname=e', 100],
    ['/api/v5/groups/tmp/devices', 200],
  ])('%s accepts count %i and refuses one more', async (path, max) => {
    const sep = path.includes('?') ? '&' : '?';
    expect((await call(drive(`${path}${sep}count=${max}`))).status).toBe(200);
    const over = await call(drive(`${path}${sep}count=${max + 1}`));
    expect(over.status).toBe(400);
    expect(over.body.result).toBe('InvalidArgument');
  });

  it('the team host caps my teams at 50 too', async () => {
    expect((await call(`${suite.urls.team}/kdteam/api/v1/teams?count=50`)).status).toBe(200);
    expect((await call(`${suite.urls.team}/kdteam/api/v1/teams?count=51`)).status).toBe(400);
  });
});

describe('offset -1: an empty finished page', () => {
  it.each([
    ['/kdteam/api/v1/teams', 'teams', 'nextOffset'],
    ['/kdteam/api/v1/favorites', 'favorites', 'nextOffset'],
    ['/api/v5/groups', 'groups', 'offset'],
    ['/api/v5/groups/tmp/devices', 'devices', 'offset'],
    ['/api/v3/tags/1/items', 'item_list', 'offset'],
    ['/api/v5/groups/special/files', 'files', 'next_offset'],
    ['/api/v5/links', 'share', 'next_offset'],
    ['/api/v5/search/files?searchname=e', 'files', 'next_offset'],
    ['/api/v5/search/files/quick?searchname=e', 'files', 'next_offset'],
  ])('%s', async (path, list, cursor) => {
    const sep = path.includes('?') ? '&' : '?';
    const body = await getOk(drive(`${path}${sep}offset=-1`));
    expect(rows(body, list)).toEqual([]);
    expect(body[cursor]).toBe(-1);
    expect((await call(drive(`${path}${sep}offset=-2`))).status).toBe(400);
  });

  it('the team host teams list', async () => {
    const body = await getOk(`${suite.urls.team}/kdteam/api/v1/teams?offset=-1`);
    expect(rows(body, 'teams')).toEqual([]);
    expect(body.nextOffset).toBe(-1);
  });
});
