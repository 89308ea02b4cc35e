/**
 * The member picker's item vocabulary (member-picker.md section 3): its item types with their id
 * fields, its special rows, the fields of an item a confirm keeps, and the payload
 * `{ items, dropdownSelectIndex }`. Every member source plugin registers it with the kernel, so a
 * kernel that has any of them can select and confirm members.
 */
import type {
  ConfirmPayloadBuilder,
  ItemTypeSpec,
  PickerItem,
  PickerKernel,
} from '../../../kernel';

/** Data types and the item field holding each one's id. */
export const MEMBER_ITEM_TYPES: readonly ItemTypeSpec[] = Object.freeze([
  { type: 'user', idKey: 'userid' },
  { type: 'company', idKey: 'companyId' },
  { type: 'department', idKey: 'deptId' },
  { type: 'team', idKey: 'teamId' },
  { type: 'group', idKey: 'groupId' },
  { type: 'custom', idKey: 'customId' },
  { type: 'self', idKey: 'selfId' },
  { type: 'source' },
  { type: 'file' },
  { type: 'folder', folder: true },
  { type: 'addContact', row: true },
  { type: 'emptyInfo', row: true },
  { type: 'addCustom', row: true },
  { type: 'manageCustom', row: true },
]);

/** The member picker's special rows (never selectable; drawn by the special-rows view). */
export const MEMBER_ROW_TYPES: ReadonlySet<string> = new Set(
  MEMBER_ITEM_TYPES.filter((spec) => spec.row).map((spec) => spec.type),
);

/** Fields of a selected item that leave the picker on confirm. */
export const MEMBER_CONFIRM_FIELDS = [
  'id',
  'key',
  'type',
  'origin',
  'subOrigin',
  'name',
  'avatar',
  'deptName',
  'description',
  'userid',
  'companyId',
  'deptId',
  'groupId',
  'teamId',
  'customId',
  'selfId',
  'role',
  'permission',
  'isExternal',
  'memberCount',
] as const;

export type MemberConfirmItem = Partial<
  Pick<PickerItem, (typeof MEMBER_CONFIRM_FIELDS)[number]>
> & {
  id: string;
  key: string;
  type: string;
};

export type MemberConfirmPayload = {
  items: MemberConfirmItem[];
  dropdownSelectIndex: number;
  /** The remind-others checkbox, when the picker shows it. */
  remind?: boolean;
  /** With `checkAccess`: the picked people who cannot open the file. */
  noAccess?: Array<{ key: string; id: string; name: string }>;
  /** With `checkAccess`: 'done', or 'checking' / 'failed' (then `noAccess` is empty: unknown). */
  accessCheck?: 'done' | 'checking' | 'failed';
};

/** The member payload: the whitelisted fields of each item, then the dropdown index. */
export const buildMemberConfirmPayload: ConfirmPayloadBuilder = (items, input, pick) => {
  const payload: MemberConfirmPayload = {
    items: items.map((item) => pick(item) as MemberConfirmItem),
    dropdownSelectIndex: input.dropdownSelectIndex ?? 0,
  };
  return payload;
};

/** The member payload of a confirm, read back from the kernel's open payload type. */
export function asMemberPayload(payload: Record<string, unknown>): MemberConfirmPayload {
  const items = Array.isArray(payload.items) ? (payload.items as MemberConfirmItem[]) : [];
  const index = typeof payload.dropdownSelectIndex === 'number' ? payload.dropdownSelectIndex : 0;
  return { ...payload, items, dropdownSelectIndex: index };
}

/** Registers the member vocabulary; running it again (another member plugin) changes nothing. */
export function registerMemberItems(kernel: PickerKernel): void {
  kernel.itemTypes.register(...MEMBER_ITEM_TYPES);
  kernel.confirmation.addFields(MEMBER_CONFIRM_FIELDS);
  kernel.confirmation.setBuilder(buildMemberConfirmPayload);
}
