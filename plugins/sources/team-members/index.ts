/** pickerkit/sources/team-members: the members of one team. */
export { teamMembersSource, teamUserRole } from './teamMembersSource';
export { teamMemberToItem, loadTeamMembers } from './teamMembersCalls';
export { roleParam } from './teamMembersRequests';
export type { TeamMembersOptions, TeamMemberRecord } from './teamMembersSource.types';
export type { Provenance } from '../shared/items';
