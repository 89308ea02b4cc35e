/** pickerkit/sources/drive-my-teams: the user's teams, 50 a page. */
export { driveMyTeamsSource, MY_TEAMS_PAGE_SIZE } from './driveMyTeamsSource';
export type { MyTeamsPage } from './driveMyTeamsSource';
