/**
 * Team sources (origin userTeam): myTeam (every team), teamPerson (personal teams, company_id -1)
 * and teamCompany (the teams of one company: its companyId, else the company source's, else the
 * current company). Browse: GET team /kdteam/api/v1/teams (company_id, offset, count; reads teams,
 * total); a team expands to its members. Search: GET account /api/contact/v2/group/search with
 * group_type 1. The calls are a chunk (teamsCalls.ts, shared/sourceChunk.ts).
 */
import type { MemberSourceConfig } from '../member-items';
import type { PickerKernel } from '../../../kernel';
import { callsFrom, sourceChunk } from '../shared/sourceChunk';
import { sourcePlugin, type SourceBody } from '../shared/sourcePlugin';

const teamsChunk = sourceChunk(() => import('./teamsCalls'));

function createTeams(config: MemberSourceConfig, kernel: PickerKernel): SourceBody {
  const run = callsFrom(teamsChunk, (module) => module.teamsCalls(config, kernel));
  return {
    tree: true,
    searchable: true,
    load: (ctx) => run((calls) => calls.load(ctx)),
    search: (ctx) => run((calls) => calls.search(ctx)),
  };
}

/** The team sources (types `myTeam`, `teamPerson`, `teamCompany`). */
export function teamsSource() {
  return sourcePlugin({
    name: 'source:teams',
    types: ['myTeam', 'teamPerson', 'teamCompany'],
    chunk: teamsChunk,
    create: createTeams,
  });
}
