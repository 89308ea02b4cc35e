/**
 * Browsing a company tree: the root (the company node), a node's children in two phases
 * (sub-departments, then staff pages by next_comp_uid), the staff list, and full staff loads.
 */
import type { LoadContext, LoadResult, PickerItem } from '../../../kernel';
import {
  nextCompUidCursor,
  twoPhaseCursor,
  type TwoPhaseCursor,
} from '../../../kernel/sources/cursors';
import type { CallScope } from '../shared/fetch';
import type { Provenance } from '../shared/items';
import { listAnswer } from '../shared/values';
import { fetchStaff } from './companyRequests';
import { companyToItem, departmentToItem, staffToItem } from './companyTreeMapping';
import { FULL_LOAD_LIMIT, type ChildrenCursor } from './companyTreeSource.types';
import type { TreeCalls } from './treeCalls';

export interface BrowseScope {
  scope: CallScope;
  calls: TreeCalls;
  companyId: string;
  from: Provenance;
}

/** The department id a node stands for (a company node stands for its root department). */
export function nodeDeptId(node: PickerItem): string {
  return node.deptId ?? node.id;
}

export async function loadCompanyRoot(b: BrowseScope, selectable: boolean): Promise<LoadResult> {
  const levels = await b.calls.rootLevels(b.scope, b.companyId);
  const items = levels
    .slice(0, 1)
    .map((root) => companyToItem(root, b.companyId, b.from, selectable));
  return { items, done: true };
}

/** The root department id of the company (the first root level). */
export async function rootDeptId(b: BrowseScope): Promise<string> {
  const [root] = await b.calls.rootLevels(b.scope, b.companyId);
  return root ? String(root.id) : '';
}

/**
 * One page of a node's children: its sub-departments first (the back-office answers them 20 at a
 * time, each further page a load-more of the node), then staff pages. The last departments page
 * is followed by the first staff page in the same load.
 */
export async function loadChildren(
  b: BrowseScope,
  deptId: string,
  ctx: LoadContext,
): Promise<LoadResult<ChildrenCursor>> {
  let cursor: ChildrenCursor = twoPhaseCursor.current(ctx.cursor as TwoPhaseCursor | undefined);
  const parentKey = ctx.parent?.key;
  const items: PickerItem[] = [];
  if (cursor.phase === 'departments') {
    const offset = 'offset' in cursor && typeof cursor.offset === 'number' ? cursor.offset : 0;
    const level = await b.calls.subDepartments(b.scope, b.companyId, deptId, offset);
    items.push(
      ...level.records.map((raw) => ({
        ...departmentToItem(raw, b.companyId, b.from),
        parentKey,
      })),
    );
    if (!level.done) {
      return {
        items,
        cursor: { phase: 'departments', offset: offset + level.records.length },
        done: false,
      };
    }
    cursor = twoPhaseCursor.advance(cursor, {}).cursor;
  }
  const compUid = cursor.phase === 'staff' ? cursor.compUid : '0';
  const limit = b.calls.staffLimit(ctx.pageSize);
  const page = await b.calls.staffPage(b.scope, b.companyId, deptId, compUid, limit);
  const users = listAnswer(page.users);
  items.push(
    ...users.map((raw) => ({ ...staffToItem(raw, b.companyId, b.from), parentKey, deptId })),
  );
  const step = twoPhaseCursor.advance(cursor, {
    received: users.length,
    next_comp_uid: page.next_comp_uid,
    limit,
  });
  return { items, cursor: step.cursor, done: step.done };
}

/** A flat staff list (the staff source): everyone under a department, by next_comp_uid. */
export async function loadStaffList(
  b: BrowseScope,
  deptId: string,
  ctx: LoadContext,
): Promise<LoadResult<string>> {
  const compUid = nextCompUidCursor.current(ctx.cursor as string | undefined);
  const page = await fetchStaff(b.scope, b.companyId, deptId, {
    compUid,
    limit: ctx.pageSize,
    recursive: true,
  });
  const users = listAnswer(page.users);
  const step = nextCompUidCursor.advance(compUid, {
    next_comp_uid: page.next_comp_uid,
    received: users.length,
    limit: ctx.pageSize,
  });
  return {
    items: users.map((raw) => staffToItem(raw, b.companyId, b.from)),
    ...step,
    total: page.total,
  };
}

/** Every staff member under a department (root selection, select-all): pages of 1000. */
export async function loadAllStaff(b: BrowseScope, deptId: string): Promise<PickerItem[]> {
  const items: PickerItem[] = [];
  let compUid = nextCompUidCursor.start;
  for (;;) {
    const page = await fetchStaff(b.scope, b.companyId, deptId, {
      compUid,
      limit: FULL_LOAD_LIMIT,
      recursive: true,
    });
    const users = listAnswer(page.users);
    items.push(...users.map((raw) => staffToItem(raw, b.companyId, b.from)));
    const step = nextCompUidCursor.advance(compUid, {
      next_comp_uid: page.next_comp_uid,
      received: users.length,
      limit: FULL_LOAD_LIMIT,
    });
    if (step.done) return items;
    compUid = step.cursor;
  }
}
