/** pickerkit/sources/teams: my teams, personal teams and company teams. */
export { teamsSource } from './teamsSource';
export { teamToItem, teamSubOrigin } from './teamsCalls';
export type { TeamRecord, TeamSubOrigin } from './teamsSource.types';
