/**
 * Companies, departments and staff. The main company is big (see sizes.ts); every other company
 * has a small tree. Tiny data of the main company is fixed by hand so tests can name records.
 */
import {
  IDENTITIES,
  IP_FORBIDDEN_COMPANY_ID,
  ISOLATED_COMPANY_ID,
  MAIN_COMPANY_ID,
  PLUS_COMPANY_IDS,
  RESTRICTED_COMPANY_ID,
} from './identities';
import { HOSTILE_NAMES, deptName, personName } from './names';
import { createRandom, type Random } from './random';
import type { SizeSpec } from './sizes';

export interface Company {
  id: number;
  name: string;
  logo: string;
  rootDeptId: number;
  restricted: boolean;
  ipForbidden: boolean;
}

export interface Department {
  id: number;
  comp_id: number;
  parent_id: number;
  name: string;
  /** 1 for the root. */
  level: number;
  children: number[];
  /** Names from the root, joined by '/'; ids likewise. */
  abs_path: string;
  id_path: string;
}

export interface Staff {
  userid: number;
  comp_id: number;
  /** Staff cursor key (next_comp_uid): the userid as a string. */
  comp_uid: string;
  name: string;
  dept_id: number;
  is_external: boolean;
  email: string;
  phone: string;
}

export interface Org {
  company: Company;
  depts: Map<number, Department>;
  /** All staff in userid order. */
  staff: Staff[];
  /** Staff directly in a department, userid order. */
  staffByDept: Map<number, Staff[]>;
}

export const MAIN_ROOT_DEPT_ID = 10001;
/** Tiny main company departments. */
export const TINY_DEPTS = { root: 10001, engineering: 10002, sales: 10003, frontend: 10004 };
export const MAIN_STAFF_FIRST_ID = 3000001;

export function companyName(id: number): string {
  if (id === MAIN_COMPANY_ID) return 'Pickerkit Main Co';
  if (id === RESTRICTED_COMPANY_ID) return 'Restricted Co';
  if (id === IP_FORBIDDEN_COMPANY_ID) return 'IP Guarded Co';
  if (id === ISOLATED_COMPANY_ID) return 'Isolated Corp';
  return `Partner Co ${id - MAIN_COMPANY_ID + 1}`;
}

export function allCompanyIds(): number[] {
  return [...PLUS_COMPANY_IDS, ISOLATED_COMPANY_ID];
}

function rootDeptIdOf(compId: number): number {
  if (compId === MAIN_COMPANY_ID) return MAIN_ROOT_DEPT_ID;
  const index = compId === ISOLATED_COMPANY_ID ? 20 : compId - MAIN_COMPANY_ID;
  return 20000 + index * 1000 + 1;
}

function firstStaffIdOf(compId: number): number {
  if (compId === MAIN_COMPANY_ID) return MAIN_STAFF_FIRST_ID;
  const index = compId === ISOLATED_COMPANY_ID ? 20 : compId - MAIN_COMPANY_ID;
  return 4000000 + index * 10000 + 1;
}

export function phoneOf(userid: number): string {
  return `138${String(userid).padStart(8, '0').slice(-8)}`;
}

export function emailOf(userid: number): string {
  return `u${userid}@pickerkit.test`;
}

function makeStaff(
  userid: number,
  compId: number,
  name: string,
  dept: number,
  ext: boolean,
): Staff {
  return {
    userid,
    comp_id: compId,
    comp_uid: String(userid),
    name,
    dept_id: dept,
    is_external: ext,
    email: emailOf(userid),
    phone: phoneOf(userid),
  };
}

function addDept(org: Org, id: number, parentId: number, name: string): void {
  const parent = org.depts.get(parentId);
  const dept: Department = {
    id,
    comp_id: org.company.id,
    parent_id: parent ? parent.id : 0,
    name,
    level: parent ? parent.level + 1 : 1,
    children: [],
    abs_path: parent ? `${parent.abs_path}/${name}` : name,
    id_path: parent ? `${parent.id_path}/${id}` : String(id),
  };
  parent?.children.push(id);
  org.depts.set(id, dept);
}

function emptyOrg(compId: number): Org {
  const company: Company = {
    id: compId,
    name: companyName(compId),
    logo: `/plus/logo/${compId}.svg`,
    rootDeptId: rootDeptIdOf(compId),
    restricted: compId === RESTRICTED_COMPANY_ID,
    ipForbidden: compId === IP_FORBIDDEN_COMPANY_ID,
  };
  const org: Org = { company, depts: new Map(), staff: [], staffByDept: new Map() };
  addDept(org, company.rootDeptId, 0, company.name);
  return org;
}

function index(org: Org): Org {
  org.staff.sort((a, b) => a.userid - b.userid);
  for (const id of org.depts.keys()) org.staffByDept.set(id, []);
  for (const s of org.staff) org.staffByDept.get(s.dept_id)?.push(s);
  return org;
}

function tinyMain(): Org {
  const org = emptyOrg(MAIN_COMPANY_ID);
  const d = TINY_DEPTS;
  addDept(org, d.engineering, d.root, 'Engineering');
  addDept(org, d.sales, d.root, 'Sales');
  addDept(org, d.frontend, d.engineering, 'Frontend');
  const rows: [string, number, boolean][] = [
    ['Li Ming', d.engineering, false],
    ['Wang Fang', d.frontend, false],
    ['Zhang Wei', d.sales, false],
    ['Liu Yang', d.root, false],
    ['Chen Jing', d.frontend, false],
    ['Zhao Lei', d.sales, true],
    ['Xss <img src=x onerror=alert(1)> &amp; Co', d.root, false],
  ];
  rows.forEach(([name, dept, ext], i) => {
    org.staff.push(makeStaff(MAIN_STAFF_FIRST_ID + i, MAIN_COMPANY_ID, name, dept, ext));
  });
  org.staff.push(
    makeStaff(IDENTITIES.plus.userid, MAIN_COMPANY_ID, IDENTITIES.plus.nickname, d.root, false),
  );
  return index(org);
}

function generatedOrg(
  compId: number,
  depts: number,
  staff: number,
  maxDepth: number,
  rnd: Random,
  hostile: boolean,
): Org {
  const org = emptyOrg(compId);
  const root = org.company.rootDeptId;
  const open: number[] = [root];
  for (let i = 1; i < depts; i++) {
    const parentId = open[Math.floor(rnd.next() ** 1.5 * open.length)] ?? root;
    const id = root + i;
    addDept(org, id, parentId, deptName(rnd, i));
    if ((org.depts.get(id)?.level ?? maxDepth) < maxDepth) open.push(id);
  }
  const deptIds = [...org.depts.keys()];
  const first = firstStaffIdOf(compId);
  for (let i = 0; i < staff; i++) {
    const name =
      hostile && i < HOSTILE_NAMES.length ? (HOSTILE_NAMES[i] as string) : personName(rnd);
    const dept = i < 3 ? root : (deptIds[rnd.int(0, deptIds.length - 1)] as number);
    org.staff.push(makeStaff(first + i, compId, name, dept, rnd.chance(0.03)));
  }
  return org;
}

/** Builds one company's org. The signed-in users are staff of their companies' root. */
export function buildOrg(compId: number, spec: SizeSpec, seed: number, tiny: boolean): Org {
  if (tiny && compId === MAIN_COMPANY_ID) return tinyMain();
  const rnd = createRandom(seed * 7919 + compId);
  const main = compId === MAIN_COMPANY_ID;
  const org = main
    ? generatedOrg(compId, spec.mainDepts, spec.mainStaff - 1, spec.maxDepth, rnd, true)
    : generatedOrg(compId, spec.otherDepts, spec.otherStaff, 3, rnd, false);
  const root = org.company.rootDeptId;
  if (IDENTITIES.plus.companyIds.includes(compId)) {
    org.staff.push(
      makeStaff(IDENTITIES.plus.userid, compId, IDENTITIES.plus.nickname, root, false),
    );
  }
  if (compId === ISOLATED_COMPANY_ID) {
    const iso = IDENTITIES.isolated;
    org.staff.push(makeStaff(iso.userid, compId, iso.nickname, root, false));
  }
  return index(org);
}

/** Depth-first order of a department and all its descendants. */
export function subtree(org: Org, deptId: number): number[] {
  const out: number[] = [];
  const stack = [deptId];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    const dept = org.depts.get(id);
    if (!dept) continue;
    out.push(id);
    for (let i = dept.children.length - 1; i >= 0; i--) stack.push(dept.children[i] as number);
  }
  return out;
}
