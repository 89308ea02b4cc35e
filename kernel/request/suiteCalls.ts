/**
 * Typed calls of union-selector.md section 7 that the spec lists without tying them to a screen:
 * plugins (a host's, or a later tab) call them with the kernel's client. Each answers the
 * request layer's `[error, data]` pair; a list the answer must carry that is not an array is the
 * error "fetch result must be an array." (never an empty list). A cancellation is thrown.
 * Where each is used is listed in docs/architecture/spec-calls.md.
 */
import { ErrorCodes, Messages, PickerError } from '../errors';
import { path } from './paths';
import type { RequestClient, Result } from './types';

/** A person as the account service lists one (recent contacts, user search). */
export interface SuitePersonRecord {
  userid?: number | string;
  id?: number | string;
  name?: string;
  nickname?: string;
  avatar?: string;
  highlight?: { name?: string };
  [field: string]: unknown;
}

/** A group or team as the account and team services describe one. */
export interface SuiteGroupRecord {
  id?: number | string;
  group_id?: number | string;
  name?: string;
  group_type?: number;
  source?: string;
  company_id?: number | string;
  avatar?: string;
  avatars?: string[];
  member_count?: number;
  [field: string]: unknown;
}

/** A private group (private space) of a company member. */
export interface SuitePrivateGroupRecord {
  id?: number | string;
  name?: string;
  type?: string;
  comp_id?: number | string;
  userid?: number | string;
  [field: string]: unknown;
}

/** The sharing restriction of one company. */
export interface SpreadControlRecord {
  company_id?: number | string;
  restrict?: boolean;
}

export interface CallOptions {
  signal?: AbortSignal;
}

type Answer<T> = Promise<Result<T>>;

function notArray(): PickerError {
  return new PickerError(ErrorCodes.FETCH_NOT_ARRAY, Messages.fetchNotArray);
}

/** Checks the list field of a successful answer; passes errors through (the drive calls use it too). */
export function withList<T, K extends keyof T>(result: Result<T>, field: K): Result<T> {
  const [error, data] = result;
  if (error) return result;
  return Array.isArray(data?.[field]) ? result : [notArray(), undefined];
}

/** GET /api/contact/v2/relation/recent/list: recent contacts (response infos). */
export async function recentContactsV2(
  client: RequestClient,
  params: { offset?: number; count?: number } = {},
  options: CallOptions = {},
): Answer<{ infos: SuitePersonRecord[]; total?: number }> {
  const answer = await client.get<{ infos: SuitePersonRecord[]; total?: number }>(
    'account',
    '/api/contact/v2/relation/recent/list',
    { params: { offset: 0, count: 20, ...params }, signal: options.signal },
  );
  return withList(answer, 'infos');
}

/** GET /api/contact/user/search: people matching a name (response users, with highlights). */
export async function searchUsers(
  client: RequestClient,
  params: { searchname: string; offset?: number; count?: number },
  options: CallOptions = {},
): Answer<{ users: SuitePersonRecord[]; total?: number }> {
  const answer = await client.get<{ users: SuitePersonRecord[]; total?: number }>(
    'account',
    '/api/contact/user/search',
    {
      params: { key: params.searchname, offset: 0, count: 20, ...params },
      signal: options.signal,
    },
  );
  return withList(answer, 'users');
}

/** GET /api/contact/group/info: one group of the account service (response data). */
export function groupInfo(
  client: RequestClient,
  groupId: number | string,
  params: { source?: string } = {},
  options: CallOptions = {},
): Answer<{ data: SuiteGroupRecord }> {
  return client.get('account', '/api/contact/group/info', {
    params: { group_id: groupId, ...params },
    signal: options.signal,
  });
}

/** GET /kdteam/api/v1/team/{id}: one team of the team service (response data). */
export function teamInfo(
  client: RequestClient,
  teamId: number | string,
  options: CallOptions = {},
): Answer<{ data: SuiteGroupRecord }> {
  return client.get('team', path`/kdteam/api/v1/team/${teamId}`, { signal: options.signal });
}

/** GET /groups/v1/companies/{id}/users/self/groups/private: the user's private groups there. */
export async function companyPrivateGroups(
  client: RequestClient,
  companyId: number | string,
  options: CallOptions = {},
): Answer<{ groups: SuitePrivateGroupRecord[] }> {
  const answer = await client.get<{ groups: SuitePrivateGroupRecord[] }>(
    'plus',
    path`/groups/v1/companies/${companyId}/users/self/groups/private`,
    { signal: options.signal },
  );
  return withList(answer, 'groups');
}

/** GET /groups/v1/multi/accounts/companies/{id}/groups/private: another account's private groups. */
export async function multiAccountPrivateGroups(
  client: RequestClient,
  companyId: number | string,
  params: { dst_user_id?: number | string; dst_company_id?: number | string } = {},
  options: CallOptions = {},
): Answer<{ groups: SuitePrivateGroupRecord[] }> {
  const answer = await client.get<{ groups: SuitePrivateGroupRecord[] }>(
    'plus',
    path`/groups/v1/multi/accounts/companies/${companyId}/groups/private`,
    { params, signal: options.signal },
  );
  return withList(answer, 'groups');
}

/** GET /drive/v1/user/companies/file/strategy/spread/control: sharing restriction per company. */
export async function spreadControl(
  client: RequestClient,
  companyIds: ReadonlyArray<number | string>,
  options: CallOptions = {},
): Answer<{ spread_ctrls: SpreadControlRecord[] }> {
  const answer = await client.get<{ spread_ctrls: SpreadControlRecord[] }>(
    'plus',
    '/drive/v1/user/companies/file/strategy/spread/control',
    { params: { company_id: companyIds.join(',') }, signal: options.signal },
  );
  return withList(answer, 'spread_ctrls');
}

/** Who can open the files of a drive group: everyone (`all`), else the listed user ids. */
export interface FileValidUsers {
  all: boolean;
  users: Array<number | string>;
}

/** GET /api/v3/groups/{id}/files/permission/validusers: who can open a group's files. */
export async function fileValidUsers(
  client: RequestClient,
  groupId: number | string,
  options: CallOptions = {},
): Answer<FileValidUsers> {
  const answer = await client.get<FileValidUsers>(
    'drive',
    path`/api/v3/groups/${groupId}/files/permission/validusers`,
    { signal: options.signal },
  );
  const [error, data] = answer;
  if (error || data?.all === true) return answer;
  return Array.isArray(data?.users) ? answer : [notArray(), undefined];
}
