/**
 * Recommended contacts, shared by the member picker's `recommend` source and the union selector's
 * all and contact tabs: team members (account /api/contact/group/users, when a group id is given),
 * cooperators (a share's collaborators, when a share id is given) and recent contacts (account
 * last_list) are fetched together, merged, de-duplicated by userid, and the current user is placed
 * first when included. A failing part is left out; the first error is thrown only when every part
 * fails; a cancellation is always rethrown.
 */
import type { PickerItem, PickerKernel } from '../../../kernel';
import { isCancelled } from '../../../kernel';
import { path } from '../../../kernel/request/paths';
import { get, type CallScope } from './fetch';
import { userItem, uniqueByKey, type Provenance } from './items';
import { listAnswer, present } from './values';

export interface PersonRecord {
  userid?: number | string;
  id?: number | string;
  recent_id?: number | string;
  name?: string;
  avatar?: string;
  [field: string]: unknown;
}

export interface RecommendQuery {
  /** Team members of this group (the union selector's contactParams.group_id). */
  groupId?: string | number;
  /** The group source of the team-member call (default kdocs). */
  groupSource?: string;
  /** Cooperators: the collaborators of this share. */
  shareId?: string | number;
  count: number;
}

export const DEFAULT_GROUP_SOURCE = 'kdocs';

/**
 * Settles parts fetched together: a cancellation is rethrown, the first error is thrown only when
 * every part failed, otherwise the fulfilled parts are returned in order (failed ones empty).
 */
export async function settleParts<T>(parts: ReadonlyArray<Promise<T[]>>): Promise<T[][]> {
  const settled = await Promise.allSettled(parts);
  const failures = settled.filter(
    (part): part is PromiseRejectedResult => part.status === 'rejected',
  );
  const cancelled = failures.find((part) => isCancelled(part.reason));
  if (cancelled) throw cancelled.reason;
  if (settled.length > 0 && failures.length === settled.length) throw failures[0].reason;
  return settled.map((part) => (part.status === 'fulfilled' ? part.value : []));
}

/** Places the current user first when the list holds them. */
export function currentUserFirst(items: PickerItem[], kernel: PickerKernel): PickerItem[] {
  const me = kernel.context.user?.userid;
  const index = me ? items.findIndex((item) => item.type === 'user' && item.id === me) : -1;
  if (index <= 0) return items;
  return [items[index], ...items.slice(0, index), ...items.slice(index + 1)];
}

/** The calls of a recommendation, in merge order: team members, cooperators, recent contacts. */
function recommendParts(
  scope: CallScope,
  query: RecommendQuery,
  toItems: (rows: PersonRecord[], subOrigin: string) => PickerItem[],
): Array<Promise<PickerItem[]>> {
  const { count } = query;
  const calls: Array<Promise<PickerItem[]>> = [];
  if (present(query.groupId)) {
    calls.push(
      get<{ data?: PersonRecord[] }>(scope, 'account', '/api/contact/group/users', {
        group_id: query.groupId,
        source: query.groupSource ?? DEFAULT_GROUP_SOURCE,
        count,
      }).then((data) => toItems(listAnswer(data.data), 'teamMember')),
    );
  }
  if (present(query.shareId)) {
    calls.push(
      get<{ collaborators?: PersonRecord[] }>(
        scope,
        'directory',
        path`/api/v1/shares/${String(query.shareId)}/collaborators`,
        { offset: 0, count, with_team_member: false, with_clink_member_flag: false },
      ).then((data) => toItems(listAnswer(data.collaborators), 'cooperator')),
    );
  }
  calls.push(
    get<{ infos?: PersonRecord[] }>(scope, 'account', '/api/contact/relation/last_list', {
      offset: 0,
      count,
    }).then((data) => toItems(listAnswer(data.infos), 'recent')),
  );
  return calls;
}

/**
 * The recommended contacts: merged, de-duplicated by userid, the current user first. `limit` caps
 * the merged list (the union selector's 5 for all and 20 for contact).
 */
export async function fetchRecommended(
  scope: CallScope,
  kernel: PickerKernel,
  from: Provenance,
  query: RecommendQuery,
  limit = Number.POSITIVE_INFINITY,
): Promise<PickerItem[]> {
  const me = kernel.context.user?.userid;
  const toItems = (rows: PersonRecord[], subOrigin: string) =>
    rows.map((raw) => {
      const item = userItem(raw, { ...from, subOrigin }, ['userid', 'id', 'recent_id']);
      if (subOrigin === 'cooperator') item.raw = { ...raw, cooperator: true };
      if (me && item.id === me) item.raw = { ...(item.raw as object), self: true };
      return item;
    });
  const parts = await settleParts(recommendParts(scope, query, toItems));
  return currentUserFirst(uniqueByKey(parts.flat()), kernel).slice(0, limit);
}
