/** In-memory items for the selection tests. */
import { createKernel } from '../../../../kernel/index';
import type { KernelOptions, PickerItem } from '../../../../kernel/index';
import { memberItems } from '../../../../plugins/sources/member-items';

/** A kernel that knows the member item types (user, department, ...) and their confirm payload. */
export function memberKernel(options: KernelOptions = {}) {
  return createKernel({ ...options, plugins: [memberItems(), ...(options.plugins ?? [])] });
}

export function user(id: string, parentKey?: string, extra: Partial<PickerItem> = {}): PickerItem {
  return {
    key: `user_${id}`,
    id,
    type: 'user',
    origin: 'department',
    sourceKey: 'org',
    name: `User ${id}`,
    parentKey,
    raw: { secret: `raw-${id}` },
    ...extra,
  };
}

export function dept(id: string, parentKey?: string, extra: Partial<PickerItem> = {}): PickerItem {
  return {
    key: `department_${id}`,
    id,
    type: 'department',
    origin: 'department',
    sourceKey: 'org',
    name: `Dept ${id}`,
    parentKey,
    hasChild: true,
    raw: { secret: `raw-${id}` },
    ...extra,
  };
}

export function row(type: PickerItem['type'], id: string): PickerItem {
  return {
    key: `${type}_${id}`,
    id,
    type,
    origin: 'company',
    sourceKey: 'org',
    name: id,
    raw: null,
  };
}

/**
 * company root > A (a1, a2, a3) and B > B1 (b11, b12) and B2 (b21)
 */
export function orgItems() {
  const root = dept('root', undefined, { type: 'company', key: 'company_root' });
  const a = dept('A', 'company_root');
  const b = dept('B', 'company_root');
  const b1 = dept('B1', 'department_B');
  const b2 = dept('B2', 'department_B');
  const people = {
    a1: user('a1', 'department_A'),
    a2: user('a2', 'department_A'),
    a3: user('a3', 'department_A'),
    b11: user('b11', 'department_B1'),
    b12: user('b12', 'department_B1'),
    b21: user('b21', 'department_B2'),
  };
  return { root, a, b, b1, b2, ...people, all: [root, a, b, b1, b2, ...Object.values(people)] };
}

export function kernelWithOrg(options: KernelOptions = {}) {
  const kernel = memberKernel(options);
  const org = orgItems();
  kernel.selection.registerTree(org.all);
  return { kernel, selection: kernel.selection, org };
}
