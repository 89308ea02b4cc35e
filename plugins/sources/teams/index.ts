/** pickerkit/sources/teams: my teams, personal teams and company teams. */
export { teamsSource, teamToItem, teamSubOrigin } from './teamsSource';
export type { TeamRecord, TeamSubOrigin } from './teamsSource.types';
