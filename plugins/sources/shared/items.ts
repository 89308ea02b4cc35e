/**
 * Building PickerItems from server records: the key, the identifier field of the type, and the
 * display fields. Records are kept as they came in `raw`.
 */
import type { ItemType, PickerItem } from '../../../kernel';
import { selectionKey } from '../../../kernel';
import { displayName } from './displayName';
import { idOf } from './values';

/**
 * A group or team without a custom avatar list, and a company or department, carry no avatar URL:
 * the views draw their default avatar for an empty one.
 */
export const DEFAULT_GROUP_AVATAR = '';
export const DEFAULT_DEPARTMENT_AVATAR = '';

/** The identifier field each type carries (member-picker.md section 3, identifier by type). */
const ID_FIELD: Partial<Record<ItemType, keyof PickerItem>> = {
  user: 'userid',
  company: 'companyId',
  department: 'deptId',
  group: 'groupId',
  team: 'teamId',
  custom: 'customId',
  self: 'selfId',
};

export interface ItemInit<Raw> extends Partial<Omit<PickerItem<Raw>, 'key' | 'raw'>> {
  id: string;
  type: ItemType;
  origin: string;
  sourceKey: string;
  raw: Raw;
}

/** Makes an item: key `type_id`, the identifier field of its type, name from the record. */
export function makeItem<Raw>(init: ItemInit<Raw>): PickerItem<Raw> {
  const item: PickerItem<Raw> = {
    ...init,
    key: selectionKey(init.type, init.id),
    name: init.name ?? displayName(init.raw as object),
  };
  const field = ID_FIELD[init.type];
  if (field && item[field] === undefined) {
    (item as unknown as Record<string, unknown>)[field] = init.id;
  }
  return item;
}

/** Where an item comes from: the source key, its origin and sub-origin. */
export interface Provenance {
  sourceKey: string;
  origin: string;
  subOrigin?: string;
}

/** A person: id from the first present of the given id fields. */
export function userItem<Raw extends object>(
  raw: Raw,
  from: Provenance,
  idFields: readonly string[],
  extra: Partial<PickerItem<Raw>> = {},
): PickerItem<Raw> {
  const record = raw as Record<string, unknown>;
  const id = idFields.map((field) => idOf(record[field])).find((value) => value !== '') ?? '';
  const avatar = typeof record.avatar === 'string' ? record.avatar : undefined;
  return makeItem<Raw>({ id, type: 'user', avatar, ...from, raw, ...extra });
}

/**
 * The first image of an avatar list (`avatars`, `{ list }`), else the default group avatar.
 * Strings are used as they are.
 */
export function firstAvatar(value: unknown, fallback = DEFAULT_GROUP_AVATAR): string {
  if (typeof value === 'string' && value !== '') return value;
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    if (typeof first === 'string' && first !== '') return first;
    if (first && typeof first === 'object')
      return firstAvatar((first as { avatar?: unknown }).avatar, fallback);
  }
  if (value && typeof value === 'object' && 'list' in value) {
    return firstAvatar((value as { list: unknown }).list, fallback);
  }
  return fallback;
}

/**
 * Shortens a department's absolute path for display: the last two levels, the rest elided
 * ("Company/R&D/Web/UI" shows "…/Web/UI").
 */
export function shortenAbsPath(absPath: unknown, keep = 2): string {
  if (typeof absPath !== 'string' || absPath === '') return '';
  const parts = absPath.split('/').filter((part) => part !== '');
  if (parts.length <= keep) return parts.join('/');
  return `…/${parts.slice(-keep).join('/')}`;
}

/** Removes items whose key was already seen, keeping the first. */
export function uniqueByKey(items: readonly PickerItem[]): PickerItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.key)) return false;
    seen.add(item.key);
    return true;
  });
}

/** The highlighted name of a search hit: a string, or `{ name }` / `{ user_name }`. */
export function highlightOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (value && typeof value === 'object') {
    const record = value as { name?: unknown; user_name?: unknown };
    const text = record.name ?? record.user_name;
    return typeof text === 'string' && text !== '' ? text : undefined;
  }
  return undefined;
}
