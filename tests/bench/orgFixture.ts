/**
 * A generated in-memory org for the benchmarks: one company, 10 divisions, 60 departments, 480
 * teams (551 departments on four levels) and 100,000 staff in the teams. Team 0 holds exactly 200
 * people. The same org is given as flat records (ours) and as nested tree data (the peer's input).
 */
import type { PickerItem } from '../../kernel/index';

export interface PeerNode {
  key: string;
  title: string;
  children?: PeerNode[];
}

export interface GeneratedOrg {
  records: PickerItem[];
  staff: PickerItem[];
  departments: PickerItem[];
  /** The department of exactly 200 people. */
  team200: PickerItem;
  treeData: PeerNode[];
}

const DIVISIONS = 10;
const DEPARTMENTS_PER_DIVISION = 6;
const TEAMS_PER_DEPARTMENT = 8;

function node(type: 'company' | 'department' | 'user', id: string, parentKey?: string): PickerItem {
  return {
    key: `${type}_${id}`,
    id,
    type,
    origin: 'company',
    sourceKey: 'company',
    name: `${type} ${id}`,
    parentKey,
    raw: { id, name: `${type} ${id}` },
  };
}

export function generateOrg(staffCount = 100_000): GeneratedOrg {
  const departments: PickerItem[] = [node('company', 'c1')];
  const teams: PickerItem[] = [];
  const peerRoot: PeerNode = { key: 'company_c1', title: 'c1', children: [] };
  const peerTeams: PeerNode[] = [];
  for (let d = 0; d < DIVISIONS; d += 1) {
    const division = node('department', `v${d}`, 'company_c1');
    const peerDivision: PeerNode = { key: division.key, title: division.name, children: [] };
    departments.push(division);
    peerRoot.children!.push(peerDivision);
    for (let p = 0; p < DEPARTMENTS_PER_DIVISION; p += 1) {
      const department = node('department', `v${d}d${p}`, division.key);
      const peerDepartment: PeerNode = {
        key: department.key,
        title: department.name,
        children: [],
      };
      departments.push(department);
      peerDivision.children!.push(peerDepartment);
      for (let t = 0; t < TEAMS_PER_DEPARTMENT; t += 1) {
        const team = node('department', `v${d}d${p}t${t}`, department.key);
        const peerTeam: PeerNode = { key: team.key, title: team.name, children: [] };
        departments.push(team);
        teams.push(team);
        peerTeams.push(peerTeam);
        peerDepartment.children!.push(peerTeam);
      }
    }
  }
  const staff: PickerItem[] = [];
  const first = 200;
  const perTeam = (staffCount - first) / (teams.length - 1);
  let next = 0;
  for (let t = 0; t < teams.length; t += 1) {
    const size =
      t === 0 ? first : Math.round(first + perTeam * t) - Math.round(first + perTeam * (t - 1));
    for (let i = 0; i < size && next < staffCount; i += 1) {
      const person = node('user', `u${next}`, teams[t].key);
      staff.push(person);
      peerTeams[t].children!.push({ key: person.key, title: person.name });
      next += 1;
    }
  }
  return {
    records: [...departments, ...staff],
    staff,
    departments,
    team200: teams[0],
    treeData: [peerRoot],
  };
}
