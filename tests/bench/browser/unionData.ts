/**
 * The seeded data the union selector shows on its all tab and in its searches (the signed-in
 * user's contacts, groups and teams, the company's departments and staff), as antd Select option
 * groups, and the union selector bench's targets.
 */
import { getDataset } from '../../../sandbox/backend/data/dataset';
import type { DatasetSize } from '../../../sandbox/backend/types';
import type { UnionPeerGroup } from './pages/union-peer';
import type { UnionTargets } from './pages/unionDriver';

export function unionPeerData(size: DatasetSize): UnionPeerGroup[] {
  const dataset = getDataset(size, 1);
  const org = dataset.homeOrg('plus');
  const groups = dataset.groups('plus');
  return [
    {
      label: 'Contacts',
      options: dataset.social('plus').contacts.map((contact) => ({
        label: contact.mark_name || contact.nick_name,
        value: `c${contact.contact_id}`,
      })),
    },
    {
      label: 'Groups',
      options: groups
        .filter((group) => group.group_type === 4)
        .map((group) => ({ label: group.name, value: `g${group.id}` })),
    },
    {
      label: 'Teams',
      options: groups
        .filter((group) => group.group_type === 1)
        .map((group) => ({ label: group.name, value: `t${group.id}` })),
    },
    {
      label: 'Departments',
      options: [...org.depts.values()].map((dept) => ({ label: dept.name, value: `d${dept.id}` })),
    },
    {
      label: 'Staff',
      options: org.staff.map((person) => ({ label: person.name, value: `u${person.userid}` })),
    },
  ];
}

export const UNION_TARGETS: UnionTargets = { query: 'zh', scrollRows: 300 };
