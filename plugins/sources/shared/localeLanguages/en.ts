/** The built-in sources' tab titles and notices in English (loaded on demand). */
import type fallback from './zh-CN';

const texts: Record<keyof typeof fallback, string> = {
  latest: 'Recent',
  contact: 'Contacts',
  company: 'Organization',
  department: 'Department',
  staff: 'Members',
  myTeam: 'My teams',
  teamPerson: 'Personal teams',
  teamCompany: 'Company teams',
  teamMember: 'Team members',
  group: 'Groups',
  custom: 'Custom groups',
  customMember: 'Custom group members',
  collaborator: 'Collaborators',
  filePermissionMember: 'Members with access',
  recommend: 'Recommended',
  selfDefine: 'Other',
  searchDepartments: 'Departments',
  teamSearchFallback: 'No team member matches; showing matching company members instead',
};

export default texts;
