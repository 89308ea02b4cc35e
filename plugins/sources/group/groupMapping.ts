/** A group record as a picker item: origin userTeam, sub-origin group; a team-typed group a team. */
import type { PickerItem } from '../../../kernel';
import { firstAvatar, highlightOf, makeItem } from '../shared/items';
import { idOf } from '../shared/values';
import { GROUP_TYPE_TEAM, type GroupRecord } from './groupSource.types';

export function groupToItem(raw: GroupRecord, sourceKey: string): PickerItem {
  const team = raw.group_type === GROUP_TYPE_TEAM;
  return makeItem({
    id: idOf(raw.id ?? raw.group_id),
    type: team ? 'team' : 'group',
    origin: 'userTeam',
    subOrigin: 'group',
    sourceKey,
    avatar: firstAvatar(raw.avatars?.length ? raw.avatars : raw.avatar),
    avatars: raw.member_avatars?.length ? raw.member_avatars : undefined,
    highlightName: highlightOf(raw.highlight),
    raw,
  });
}
