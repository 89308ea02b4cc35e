/**
 * teamMember: the members of one team (gid required). Browse: the team service members with an
 * optional role filter (params.role, a comma-joined list; an empty array is refused), or with
 * queryByAccount the account group members (params.source required). The current user's role in
 * the team (user_role) is kept per source (teamUserRole). Search: the team search; when it finds
 * nobody, the company staff search answers instead and the list shows a pre-tip. The calls are a
 * chunk (teamMembersCalls.ts, shared/sourceChunk.ts).
 */
import type { MemberSourceConfig } from '../member-items';
import type { Provenance } from '../shared/items';
import { callsFrom, sourceChunk } from '../shared/sourceChunk';
import { sourceKeyOf, sourcePlugin, type SourceBody } from '../shared/sourcePlugin';
import type { TeamMembersOptions } from './teamMembersSource.types';

export { teamUserRole } from './teamRoles';

/** The team members' calls, shared with the teams tree (a team's children). */
export const teamMembersChunk = sourceChunk(() => import('./teamMembersCalls'));

function createTeamMembers(config: MemberSourceConfig, options: TeamMembersOptions): SourceBody {
  const from: Provenance = { sourceKey: sourceKeyOf(config), origin: 'teamMember' };
  const run = callsFrom(teamMembersChunk, (module) =>
    module.teamMembersCalls(config, from, options),
  );
  return {
    tree: false,
    searchable: true,
    load: (ctx) => run((calls) => calls.load(ctx)),
    search: (ctx) => run((calls) => calls.search(ctx)),
  };
}

/** The team-member source (type `teamMember`). */
export function teamMembersSource(options: TeamMembersOptions = {}) {
  return sourcePlugin({
    name: 'source:team-members',
    types: ['teamMember'],
    chunk: teamMembersChunk,
    create: (config) => createTeamMembers(config, options),
  });
}
