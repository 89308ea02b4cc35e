/**
 * The team sources' calls (teamsSource.ts), a chunk of its own: the teams by page, a team's
 * members (the team-member source's calls), and the team search.
 */
import type { SourceCalls } from '../shared/sourceChunk';
import type { LoadContext, LoadResult, PickerItem, PickerKernel } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { offsetCursor } from '../../../kernel/sources/cursors';
import { companyOf } from '../shared/env';
import { get, scopeOf } from '../shared/fetch';
import { firstAvatar, highlightOf, makeItem, type Provenance } from '../shared/items';
import { sourceKeyOf } from '../shared/sourcePlugin';
import { idOf, listAnswer } from '../shared/values';
import { loadTeamMembers } from '../team-members/teamMembersCalls';
import {
  PERSONAL_TEAMS,
  TEAM_GROUP_TYPE,
  type TeamRecord,
  type TeamsPage,
  type TeamSubOrigin,
} from './teamsSource.types';
import { offsetPage } from '../shared/offsetPage';

export function teamSubOrigin(raw: TeamRecord): TeamSubOrigin {
  return typeof raw.company_id === 'number' && raw.company_id > 0 ? 'company' : 'person';
}

export function teamToItem(raw: TeamRecord, sourceKey: string): PickerItem {
  return makeItem({
    id: idOf(raw.id ?? raw.group_id),
    type: 'team',
    origin: 'userTeam',
    subOrigin: teamSubOrigin(raw),
    sourceKey,
    avatar: firstAvatar(raw.avatars),
    role: raw.user_role ?? undefined,
    companyId:
      typeof raw.company_id === 'number' && raw.company_id > 0 ? String(raw.company_id) : undefined,
    highlightName: highlightOf(raw.highlight),
    hasChild: true,
    isLeaf: false,
    raw,
  });
}

/** The company_id filter of a team source; undefined lists every team. */
function companyFilter(
  config: MemberSourceConfig,
  kernel: PickerKernel,
): number | string | undefined {
  if (config.type === 'teamPerson') return PERSONAL_TEAMS;
  if (config.type !== 'teamCompany') return undefined;
  // The company source as normalised (comp_id alias, numeric strings, account isolation).
  const companySource = kernel.sources.list.find((source) => source.type === 'company');
  return companyOf(kernel, config.companyId ?? companySource?.config.companyId);
}

/** The sources' browse (teams, then a team's members) and search, for one config. */
export function teamsCalls(config: MemberSourceConfig, kernel: PickerKernel): SourceCalls {
  const sourceKey = sourceKeyOf(config);
  const memberFrom: Provenance = { sourceKey, origin: 'teamMember' };

  async function page(
    ctx: LoadContext,
    path: string,
    params: Record<string, unknown>,
    key: 'teams' | 'data',
  ): Promise<LoadResult<number>> {
    const offset = offsetCursor.current(ctx.cursor as number | undefined);
    const data = await get<TeamsPage & { data?: TeamRecord[] }>(
      scopeOf(ctx, config),
      key === 'teams' ? 'team' : 'account',
      path,
      {
        ...params,
        offset,
        count: ctx.pageSize,
      },
    );
    const rows = listAnswer(data[key]);
    return offsetPage(offset, rows, ctx.pageSize, data.total, (raw) => teamToItem(raw, sourceKey));
  }

  function filterParams(): Record<string, unknown> {
    const company = companyFilter(config, kernel);
    return company === undefined ? {} : { company_id: company };
  }

  return {
    load(ctx) {
      if (ctx.parent) return loadTeamMembers(ctx, config, ctx.parent.id, memberFrom);
      return page(ctx, '/kdteam/api/v1/teams', filterParams(), 'teams');
    },
    search(ctx) {
      return page(
        ctx,
        '/api/contact/v2/group/search',
        { key: ctx.query, group_type: TEAM_GROUP_TYPE, ...filterParams() },
        'data',
      );
    },
  };
}
