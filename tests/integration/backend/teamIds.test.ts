// One team is one id everywhere: the team host (/team), the drive and the account groups agree
// on which team an id names, for every user.
import { describe, expect, it } from 'vitest';
import type { SuiteUserKind } from '../../../sandbox/backend/types';
import { useFakeSuite } from '../../support/fakeSuite';
import { call, getOk, rows, type Row } from './helpers';

const suite = useFakeSuite({ size: 'default', seed: 1 });

async function walk(url: string, key: string, cursor: string, count: number): Promise<Row[]> {
  const all: Row[] = [];
  for (let offset = 0; offset >= 0;) {
    const sep = url.includes('?') ? '&' : '?';
    const body = await getOk(`${url}${sep}offset=${offset}&count=${count}`);
    all.push(...rows(body, key));
    offset = Number(body[cursor]);
  }
  return all;
}

const USERS: SuiteUserKind[] = ['personal', 'plus', 'isolated'];

describe('one team, one id', () => {
  it.each(USERS)('%s: the two /kdteam/api/v1/teams lists name the same teams', async (kind) => {
    suite.setDefaultUser(kind);
    const team = await walk(`${suite.urls.team}/kdteam/api/v1/teams`, 'teams', 'nextOffset', 50);
    const drive = await walk(`${suite.urls.drive}/kdteam/api/v1/teams`, 'teams', 'nextOffset', 50);
    expect(team.length).toBeGreaterThan(0);
    expect(team.map((t) => [t.id, t.name])).toEqual(drive.map((t) => [t.id, t.name]));
  });

  it.each(USERS)('%s: every team answers on the team host and in the drive', async (kind) => {
    suite.setDefaultUser(kind);
    const teams = await walk(`${suite.urls.drive}/kdteam/api/v1/teams`, 'teams', 'nextOffset', 50);
    for (const t of teams) {
      const info = await getOk(`${suite.urls.team}/kdteam/api/v1/team/${String(t.id)}`);
      expect((info.data as Row).name).toBe(t.name);
      const group = await getOk(`${suite.urls.drive}/api/v3/groups/${String(t.id)}`);
      expect(group.name).toBe(t.name);
      const members = await getOk(`${suite.urls.team}/kdteam/api/v1/team/${String(t.id)}/members`);
      expect(members.total).toBe(t.member_count);
    }
  });

  it('personal: no id names two different things across /team, /drive and /account', async () => {
    suite.setDefaultUser('personal');
    const names = new Map<number, string>();
    const see = (id: unknown, name: unknown, where: string): void => {
      const known = names.get(Number(id));
      expect(known === undefined || known === name, `${where}: ${String(id)}`).toBe(true);
      names.set(Number(id), String(name));
    };
    for (const t of await walk(`${suite.urls.team}/kdteam/api/v1/teams`, 'teams', 'nextOffset', 50))
      see(t.id, t.name, '/team teams');
    const groups = await walk(
      `${suite.urls.drive}/api/v5/groups?with_special=true`,
      'groups',
      'offset',
      50,
    );
    for (const g of groups) see(g.id, g.name, '/drive groups');
    for (const alias of ['special', 'tmp', 'secret']) {
      const g = await call(`${suite.urls.drive}/api/v3/groups/${alias}`);
      see(g.body.id, g.body.name, `/drive ${alias}`);
    }
    const account = await getOk(`${suite.urls.account}/api/contact/user/groups?count=500`);
    for (const g of rows(account, 'data')) see(g.id, g.name, '/account groups');
    // 5100001 is the first account group of the personal user and nothing else.
    expect(names.get(5100001)).toBe(rows(account, 'data')[0]?.name);
  });

  it('account teams (group_type 1) are drive teams with the same id and name', async () => {
    suite.setDefaultUser('plus');
    const account = await getOk(`${suite.urls.account}/api/contact/user/groups?count=500`);
    const teams = rows(account, 'data').filter((g) => g.group_type === 1);
    expect(teams.length).toBeGreaterThan(0);
    for (const t of teams) {
      const group = await getOk(`${suite.urls.drive}/api/v3/groups/${String(t.id)}`);
      expect(group.name).toBe(t.name);
      expect(group.type).toBe('normal');
    }
  });
});
