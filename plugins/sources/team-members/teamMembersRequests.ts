/**
 * Team member calls: the team service members (role filter, search) and the account-based
 * group members (queryByAccount, which needs params.source).
 */
import { ErrorCodes, PickerError } from '../../../kernel';
import { MemberMessages } from '../member-items/messages';
import type { MemberSourceConfig } from '../member-items';
import { path } from '../../../kernel/request/paths';
import { get, type CallScope } from '../shared/fetch';
import { present } from '../shared/values';
import type { TeamMembersPage } from './teamMembersSource.types';

/** The role filter as the team service takes it: a comma-joined list; an empty array is refused. */
export function roleParam(role: unknown): string | undefined {
  if (role === undefined || role === null || role === '') return undefined;
  if (Array.isArray(role)) {
    if (role.length === 0)
      throw new PickerError(ErrorCodes.PARAM_INVALID, MemberMessages.invalidRole);
    return role.map(String).join(',');
  }
  return String(role);
}

export function requireGid(gid: unknown): string {
  if (!present(gid)) throw new PickerError(ErrorCodes.PARAM_INVALID, MemberMessages.missingGid);
  return String(gid);
}

export interface MemberQuery {
  offset: number;
  count: number;
  role?: string;
  searchname?: string;
}

export function fetchTeamMembers(
  scope: CallScope,
  gid: string,
  query: MemberQuery,
): Promise<TeamMembersPage> {
  return get<TeamMembersPage>(scope, 'team', path`/kdteam/api/v1/team/${gid}/members`, {
    offset: query.offset,
    count: query.count,
    ...(query.role === undefined ? {} : { role: query.role }),
    ...(query.searchname === undefined ? {} : { searchname: query.searchname }),
  });
}

/** Members through the account service (queryByAccount): needs params.source. */
export async function fetchAccountMembers(
  scope: CallScope,
  config: MemberSourceConfig,
  gid: string,
  offset: number,
  count: number,
): Promise<TeamMembersPage> {
  const source = config.params?.source;
  if (!present(source))
    throw new PickerError(ErrorCodes.PARAM_INVALID, MemberMessages.missingTeamSource);
  const data = await get<{ data?: TeamMembersPage['members']; total?: number }>(
    scope,
    'account',
    '/api/contact/group/users',
    { group_id: gid, source, offset, count },
  );
  return { members: data.data, total: data.total };
}
