/**
 * The seeded org of the fake suite, as the bench needs it: antd's nested tree data (departments
 * before their staff, in the suite's order) and the names each bench acts on.
 */
import { getDataset } from '../../../sandbox/backend/data/dataset';
import type { Org } from '../../../sandbox/backend/data/org';
import { MAIN_COMPANY_ID } from '../../../sandbox/backend/data/identities';
import type { DatasetSize } from '../../../sandbox/backend/types';
import type { Targets } from './pages/driver';

interface PeerNode {
  title: string;
  value: string;
  children?: PeerNode[];
}

export const COMPANY_ID = MAIN_COMPANY_ID;

function mainOrg(size: DatasetSize): Org {
  const org = getDataset(size, 1).org(MAIN_COMPANY_ID);
  if (!org) throw new Error('bench: the dataset has no main company');
  return org;
}

function rootOf(org: Org) {
  const root = org.depts.get(org.company.rootDeptId);
  if (!root) throw new Error('bench: the main company has no root department');
  return root;
}

export function peerTreeData(size: DatasetSize): PeerNode[] {
  const org = mainOrg(size);
  const build = (id: number): PeerNode => {
    const dept = org.depts.get(id)!;
    const children = [
      ...dept.children.map(build),
      ...(org.staffByDept.get(id) ?? []).map((person) => ({
        title: person.name,
        value: `u${person.userid}`,
      })),
    ];
    return { title: dept.name, value: `d${id}`, children };
  };
  return [build(rootOf(org).id)];
}

export function staffCount(size: DatasetSize): number {
  return mainOrg(size).staff.length;
}

/** The root, a department near 200 people under it, two people under the root, one inside. */
export function benchTargets(size: DatasetSize): Targets {
  const org = mainOrg(size);
  const root = rootOf(org);
  const total = (id: number): number =>
    (org.staffByDept.get(id)?.length ?? 0) +
    org.depts.get(id)!.children.reduce((sum, child) => sum + total(child), 0);
  const withStaff = root.children.filter((id) => (org.staffByDept.get(id)?.length ?? 0) > 0);
  const department = withStaff.reduce((best, id) =>
    Math.abs(total(id) - 200) < Math.abs(total(best) - 200) ? id : best,
  );
  const people = org.staffByDept.get(root.id) ?? [];
  if (people.length < 2) throw new Error('bench: the root holds fewer than two people');
  return {
    root: root.name,
    department: org.depts.get(department)!.name,
    people: [people[0].name, people[1].name],
    inside: org.staffByDept.get(department)![0].name,
    query: 'zh',
  };
}

/** The userids of the first `count` staff (the confirm bench's selection). */
export function staffIds(size: DatasetSize, count: number): string[] {
  return mainOrg(size)
    .staff.slice(0, count)
    .map((person) => String(person.userid));
}
