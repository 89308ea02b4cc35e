/** pickerkit/sources/drive-enterprise-teams: a company's teams, by running count. */
export { driveEnterpriseTeamsSource } from './driveEnterpriseTeamsSource';
export type { GroupsPage } from './driveEnterpriseTeamsSource';
