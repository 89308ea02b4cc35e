/**
 * The typed calls of union-selector.md section 7 that no screen makes (kernel/request/suiteCalls),
 * against the fake suite: what they send, what they answer, and a list that is not an array
 * answered as the error "fetch result must be an array.".
 */
import { describe, expect, it } from 'vitest';
import { ErrorCodes, Messages } from '../../../kernel';
import {
  companyPrivateGroups,
  groupInfo,
  multiAccountPrivateGroups,
  recentContactsV2,
  searchUsers,
  spreadControl,
  teamInfo,
} from '../../../kernel/request';
import { MAIN_COMPANY_ID, RESTRICTED_COMPANY_ID } from '../../../sandbox/backend/data/identities';
import { useFakeSuite } from '../../support/fakeSuite';
import { requestsTo, suiteClient } from './helpers';

const suite = useFakeSuite({ size: 'default', seed: 1 });
const C = MAIN_COMPANY_ID;

describe('typed calls of the union selector spec', () => {
  it('recent contacts (v2) answer infos, paged by offset and count', async () => {
    const [error, data] = await recentContactsV2(suiteClient(suite), { count: 5 });
    expect(error).toBeNull();
    expect(data!.infos.length).toBeGreaterThan(0);
    expect(data!.infos.length).toBeLessThanOrEqual(5);
    expect(
      requestsTo(suite, '/account/api/contact/v2/relation/recent/list')[0]?.query,
    ).toMatchObject({ offset: '0', count: '5' });
  });

  it('user search answers people with highlighted names', async () => {
    const [error, data] = await searchUsers(suiteClient(suite), { searchname: 'a', count: 3 });
    expect(error).toBeNull();
    expect(data!.users.length).toBeGreaterThan(0);
    expect(data!.users[0].highlight?.name).toMatch(/<em>a<\/em>/i);
  });

  it('group info and team info answer one group; an unknown group is the suite error', async () => {
    const client = suiteClient(suite);
    const [groupError, group] = await groupInfo(client, 5000004, { source: 'kdocs' });
    expect(groupError).toBeNull();
    expect(group!.data).toMatchObject({ id: 5000004 });
    const [teamError, team] = await teamInfo(client, 5000004);
    expect(teamError).toBeNull();
    expect(team!.data).toMatchObject({ id: 5000004, name: group!.data.name });
    const [missing] = await groupInfo(client, 1);
    expect(missing?.status).toBe(404);
    expect(missing?.result).toBe('groupNotExist');
  });

  it('private groups of a company, of another account, and the spread control of companies', async () => {
    const client = suiteClient(suite);
    const [, own] = await companyPrivateGroups(client, C);
    expect(own!.groups).toEqual([expect.objectContaining({ type: 'private', comp_id: C })]);
    const [, other] = await multiAccountPrivateGroups(client, C, {
      dst_user_id: 5,
      dst_company_id: C,
    });
    expect(other!.groups[0]).toMatchObject({ userid: 5 });
    const [, control] = await spreadControl(client, [C, RESTRICTED_COMPANY_ID]);
    expect(control!.spread_ctrls).toEqual([
      { company_id: C, restrict: false },
      { company_id: RESTRICTED_COMPANY_ID, restrict: true },
    ]);
  });

  it('a list answer that is not an array is the error "fetch result must be an array."', async () => {
    const client = suiteClient(suite);
    suite.faults.inject(`/plus/groups/v1/companies/${C}/users/self/groups/private`, {
      body: { result: 'ok', groups: { 0: {} } },
    });
    suite.faults.inject('/account/api/contact/user/search', { body: { result: 'ok' } });
    const [privateError] = await companyPrivateGroups(client, C);
    expect(privateError?.code).toBe(ErrorCodes.FETCH_NOT_ARRAY);
    expect(privateError?.message).toBe(Messages.fetchNotArray);
    const [searchError] = await searchUsers(client, { searchname: 'a' });
    expect(searchError?.message).toBe(Messages.fetchNotArray);
  });
});
