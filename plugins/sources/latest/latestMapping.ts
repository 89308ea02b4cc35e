/** Recent contacts and workspace chats to PickerItems. */
import type { PickerItem } from '../../../kernel';
import { firstAvatar, highlightOf, makeItem, userItem, type Provenance } from '../shared/items';
import { idOf } from '../shared/values';
import type { ChatRecord, RecentContactRecord } from './latestSource.types';

export const GROUP_CHAT = 2;

export function recentToItem(raw: RecentContactRecord, from: Provenance): PickerItem {
  return userItem(raw, from, ['userid', 'recent_id']);
}

export function chatToItem(raw: ChatRecord, from: Provenance): PickerItem {
  const avatar = firstAvatar(typeof raw.avatar === 'object' ? raw.avatar?.list : raw.avatar);
  const highlightName = highlightOf(raw.highlight);
  if (raw.chat_type === GROUP_CHAT) {
    return makeItem({ id: idOf(raw.id), type: 'group', ...from, avatar, highlightName, raw });
  }
  return makeItem({
    id: idOf(raw.id),
    type: 'user',
    ...from,
    avatar,
    highlightName,
    deptName: raw.dept_name,
    raw,
  });
}
