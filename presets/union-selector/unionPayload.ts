/**
 * Selected kernel items as the union selector's items (union-selector.md section 3): each carries
 * the `_type` discriminator (user, group, file, dept, time) and the id key of its type (userid,
 * groupid, fid, deptid).
 */
import type { PickerItem, PickerKernel } from '../../kernel';
import { fileExtension } from '../../plugins/sources/union';
import type { UnionItem } from './types';

type Raw = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function compact<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/** Item types a selection may hold (the kernel's types of users, groups, files, departments). */
export const UNION_SELECTABLE_TYPES: ReadonlySet<string> = new Set([
  'user',
  'group',
  'team',
  'file',
  'department',
]);

export function toUnionItem(item: PickerItem, kernel?: PickerKernel): UnionItem | null {
  const raw = (item.raw ?? {}) as Raw;
  switch (item.type) {
    case 'user': {
      const userid = item.userid ?? item.id;
      return compact({
        _type: 'user' as const,
        userid,
        name: item.name,
        avatar: item.avatar,
        deptName: item.deptName,
        self: raw.self === true || userid === kernel?.context.user?.userid ? true : undefined,
        chatid: text(raw.chatid ?? raw.chat_id),
        cooperator: raw.cooperator === true ? true : undefined,
        companyId: item.companyId ?? text(raw.company_id ?? raw.comp_id),
      });
    }
    case 'group':
    case 'team':
      return compact({
        _type: 'group' as const,
        groupid: item.groupId ?? item.teamId ?? item.id,
        name: item.name,
        userid: text(raw.userid),
        chatid: text(raw.chatid ?? raw.chat_id),
        avatar: item.avatar,
        groupType: num(raw.group_type) ?? (item.type === 'team' ? 1 : undefined),
      });
    case 'file':
      return compact({
        _type: 'file' as const,
        fid: item.id,
        fname: item.name,
        file_ctime: num(raw.ctime),
        file_mtime: num(raw.mtime),
        file_src: text(raw.file_src) ?? text(raw.source),
        company_name: text(raw.company_name),
        new_path: text(raw.new_path),
      });
    case 'department':
      return compact({
        _type: 'dept' as const,
        deptid: item.deptId ?? item.id,
        name: item.name,
        avatar: item.avatar,
        companyId: item.companyId,
        path: item.description,
      });
    default:
      return null;
  }
}

export function toUnionItems(items: readonly PickerItem[], kernel?: PickerKernel): UnionItem[] {
  return items.flatMap((item) => {
    const union = toUnionItem(item, kernel);
    return union ? [union] : [];
  });
}

/** Why a file cannot be inserted: its extension is not in includeFileExts (null when it can). */
export function fileDisabledReason(
  item: PickerItem,
  includeFileExts: readonly string[] | undefined,
): 'fileTypeNotAllowed' | null {
  if (item.type !== 'file' || !includeFileExts || includeFileExts.length === 0) return null;
  const allowed = includeFileExts.map((ext) => ext.replace(/^\./, '').toLowerCase());
  return allowed.includes(fileExtension(item.raw as Raw)) ? null : 'fileTypeNotAllowed';
}

/** The kernel item of an initially selected union item (shown selected until its row loads). */
export function fromUnionItem(item: UnionItem): PickerItem | null {
  const base = { origin: 'initSelectedList', sourceKey: '', raw: item };
  switch (item._type) {
    case 'user':
      return {
        ...base,
        key: `user_${item.userid}`,
        id: item.userid,
        type: 'user',
        name: item.name,
        userid: item.userid,
        avatar: item.avatar,
      };
    case 'group': {
      const type = item.groupType === 1 ? 'team' : 'group';
      return {
        ...base,
        key: `${type}_${item.groupid}`,
        id: item.groupid,
        type,
        name: item.name,
        groupId: item.groupid,
      };
    }
    case 'file':
      return { ...base, key: `file_${item.fid}`, id: item.fid, type: 'file', name: item.fname };
    case 'dept':
      return {
        ...base,
        key: `department_${item.deptid}`,
        id: item.deptid,
        type: 'department',
        name: item.name,
        deptId: item.deptid,
      };
    default:
      return null;
  }
}
