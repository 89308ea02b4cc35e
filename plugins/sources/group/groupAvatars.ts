/**
 * Member avatars of groups: GET account /api/contact/group/users/bygroupids in batches of 50,
 * 4 avatars per group, only for groups whose status is absent or 1. A failed lookup is swallowed:
 * the groups keep their default avatars.
 */
import { isCancelled } from '../../../kernel';
import { get, type CallScope } from '../shared/fetch';
import { chunk, idOf } from '../shared/values';
import { AVATAR_BATCH, AVATARS_PER_GROUP, type GroupRecord } from './groupSource.types';

export function needsAvatarLookup(group: GroupRecord): boolean {
  return group.status === undefined || group.status === null || group.status === 1;
}

export async function memberAvatars(
  scope: CallScope,
  groups: readonly GroupRecord[],
  sources: string,
): Promise<Map<string, string[]>> {
  const ids = groups.filter(needsAvatarLookup).map((group) => idOf(group.id ?? group.group_id));
  const avatars = new Map<string, string[]>();
  await Promise.all(
    chunk(ids, AVATAR_BATCH).map(async (batch) => {
      try {
        const data = await get<{ data?: Record<string, Array<{ avatar?: string }>> }>(
          scope,
          'account',
          '/api/contact/group/users/bygroupids',
          { sources, group_ids: batch.join(','), count: AVATARS_PER_GROUP },
        );
        for (const [id, users] of Object.entries(data.data ?? {})) {
          const list = users.map((user) => user.avatar).filter((a): a is string => Boolean(a));
          avatars.set(id, list.slice(0, AVATARS_PER_GROUP));
        }
      } catch (error) {
        if (isCancelled(error)) throw error;
      }
    }),
  );
  return avatars;
}
