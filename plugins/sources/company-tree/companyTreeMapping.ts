/** Company tree records to PickerItems. */
import type { PickerItem } from '../../../kernel';
import {
  DEFAULT_DEPARTMENT_AVATAR,
  highlightOf,
  makeItem,
  shortenAbsPath,
  userItem,
  type Provenance,
} from '../shared/items';
import { idOf } from '../shared/values';
import type {
  DepartmentRecord,
  DepartmentSearchRecord,
  StaffRecord,
} from './companyTreeSource.types';

export function companyToItem(
  root: DepartmentRecord,
  companyId: string,
  from: Provenance,
  selectable: boolean,
): PickerItem {
  return makeItem({
    id: companyId,
    type: 'company',
    ...from,
    companyId,
    deptId: idOf(root.id),
    avatar: DEFAULT_DEPARTMENT_AVATAR,
    hasChild: true,
    isLeaf: false,
    showCheckbox: selectable,
    raw: root,
  });
}

export function departmentToItem(
  raw: DepartmentRecord,
  companyId: string,
  from: Provenance,
): PickerItem {
  return makeItem({
    id: idOf(raw.id),
    type: 'department',
    ...from,
    companyId: idOf(raw.comp_id) || companyId,
    avatar: DEFAULT_DEPARTMENT_AVATAR,
    // A department opens when it has sub-departments or staff of its own.
    hasChild: raw.has_children !== false || raw.has_user === true || (raw.user_count ?? 0) > 0,
    isLeaf: false,
    memberCount: typeof raw.total_user_count === 'number' ? raw.total_user_count : undefined,
    raw,
  });
}

export function staffToItem(raw: StaffRecord, companyId: string, from: Provenance): PickerItem {
  const dept = raw.depts?.[0];
  return userItem(raw, from, ['user_id', 'userid', 'id'], {
    companyId,
    deptName: raw.dept_name ?? dept?.name,
    highlightName: highlightOf(raw.highlight),
    isExternal: raw.is_external === true,
    isLeaf: true,
  });
}

/** A staff search hit: its department path, shortened, under the name (when the answer has it). */
export function staffHitToItem(raw: StaffRecord, companyId: string, from: Provenance): PickerItem {
  const item = staffToItem(raw, companyId, from);
  const path = shortenAbsPath(raw.depts?.[0]?.abs_path);
  return path === '' ? item : { ...item, description: path };
}

export function searchDepartmentToItem(
  raw: DepartmentSearchRecord,
  companyId: string,
  from: Provenance,
): PickerItem {
  return makeItem({
    id: idOf(raw.id),
    type: 'department',
    ...from,
    companyId: idOf(raw.comp_id) || companyId,
    avatar: raw.avatar || DEFAULT_DEPARTMENT_AVATAR,
    description: shortenAbsPath(raw.abs_path),
    highlightName: highlightOf(raw.highlight),
    hasChild: true,
    raw,
  });
}
