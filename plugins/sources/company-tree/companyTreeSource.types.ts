/** Records, cursors and options of the company tree sources (company, department, staff). */
import type { TwoPhaseCursor } from '../../../kernel/sources/cursors';

/** A department level (curlevel) or company root: id, comp_id, name, has_children. */
export interface DepartmentRecord {
  id: number | string;
  comp_id?: number | string;
  parent_id?: number | string;
  name?: string;
  has_children?: boolean;
  has_user?: boolean;
  /** Staff directly in the department. */
  user_count?: number;
  /** Staff in the department and below it. */
  total_user_count?: number;
  abs_path?: string;
}

/** Staff of a department (svr users): user_id, name, avatar. */
export interface StaffRecord {
  user_id?: number | string;
  userid?: number | string;
  id?: number | string;
  name?: string;
  user_name?: string;
  avatar?: string;
  highlight?: string | { name?: string; user_name?: string };
  dept_id?: number | string;
  dept_name?: string;
  is_external?: boolean;
  /** The person's departments, with the fields asked by `dept_fields`. */
  depts?: Array<{ id?: number | string; name?: string; abs_path?: string; id_path?: string }>;
}

/** A department search hit: id, name, avatar, comp_id, abs_path. */
export interface DepartmentSearchRecord extends DepartmentRecord {
  avatar?: string;
  highlight?: string | { name?: string; user_name?: string };
}

/** One page of a department level's sub-departments. */
export interface LevelPage {
  records: DepartmentRecord[];
  /** True when no department of this level is left after this page. */
  done: boolean;
}

/**
 * The children of a node: sub-departments first (the back-office pages them by 20 from
 * `offset`), then staff by next_comp_uid. A plain TwoPhaseCursor is a first departments page.
 */
export type ChildrenCursor = TwoPhaseCursor | { phase: 'departments'; offset: number };

export interface StaffPage {
  users?: StaffRecord[];
  total?: number;
  next_comp_uid?: string | number;
}

/** Search cursor: the staff offset, and whether the departments were already given. */
export interface CompanySearchCursor {
  offset: number;
  departmentsDone: boolean;
}

export type CompanyTreeCursor = ChildrenCursor | string | number | CompanySearchCursor;

export interface CompanyTreeOptions {
  /** Department search page size when this source is the first of several (default 5). */
  firstDepartmentSearchCount?: number;
  /** Department search page size otherwise (default 20). */
  departmentSearchCount?: number;
}

/** Full staff loads (select all under a node) ask for this many per page (member-picker.md 7). */
export const FULL_LOAD_LIMIT = 1000;
