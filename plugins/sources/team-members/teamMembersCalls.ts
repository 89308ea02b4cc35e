/**
 * The team-member source's calls (teamMembersSource.ts), a chunk of its own: a team's members by
 * page (also the teams tree's children), and the team search with its company fallback.
 */
import type { SourceCalls } from '../shared/sourceChunk';
import type { LoadContext, LoadResult, PickerItem } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { offsetCursor } from '../../../kernel/sources/cursors';
import { scopeOf } from '../shared/fetch';
import { highlightOf, userItem, type Provenance } from '../shared/items';
import { sourceText } from '../shared/locale';
import { listAnswer } from '../shared/values';
import { searchMembers } from '../company-tree/companyRequests';
import { staffToItem } from '../company-tree/companyTreeMapping';
import {
  fetchAccountMembers,
  fetchTeamMembers,
  requireGid,
  roleParam,
} from './teamMembersRequests';
import type {
  TeamMemberRecord,
  TeamMembersOptions,
  TeamSearchCursor,
} from './teamMembersSource.types';
import { offsetPage } from '../shared/offsetPage';

import { rememberRole } from './teamRoles';

export function teamMemberToItem(
  raw: TeamMemberRecord,
  from: Provenance,
  teamId: string,
): PickerItem {
  return userItem(raw, from, ['userid', 'id'], {
    role: raw.role,
    teamId,
    highlightName: highlightOf(raw.highlight),
    isLeaf: true,
  });
}

/** One page of a team's members (also used by the teams tree for a team's children). */
export async function loadTeamMembers(
  ctx: LoadContext,
  config: MemberSourceConfig,
  gid: string,
  from: Provenance,
): Promise<LoadResult<number>> {
  const offset = offsetCursor.current(ctx.cursor as number | undefined);
  const scope = scopeOf(ctx, config);
  const role = roleParam(config.params?.role);
  const page =
    config.queryByAccount === true
      ? await fetchAccountMembers(scope, config, gid, offset, ctx.pageSize)
      : await fetchTeamMembers(scope, gid, { offset, count: ctx.pageSize, role });
  rememberRole(ctx.kernel, from.sourceKey, page.user_role);
  return offsetPage(offset, listAnswer(page.members), ctx.pageSize, page.total, (raw) =>
    teamMemberToItem(raw, from, gid),
  );
}

async function searchTeam(
  ctx: LoadContext & { query: string },
  config: MemberSourceConfig,
  from: Provenance,
  options: TeamMembersOptions,
): Promise<LoadResult<TeamSearchCursor>> {
  const gid = requireGid(config.gid);
  const scope = scopeOf(ctx, config);
  const cursor = (ctx.cursor as TeamSearchCursor | undefined) ?? { phase: 'team', offset: 0 };
  const preTip = sourceText(ctx.kernel, 'teamSearchFallback');
  if (cursor.phase === 'team') {
    const page = await fetchTeamMembers(scope, gid, {
      offset: cursor.offset,
      count: ctx.pageSize,
      role: roleParam(config.params?.role),
      searchname: ctx.query,
    });
    const members = listAnswer(page.members);
    const fallback =
      cursor.offset === 0 && members.length === 0 && options.companyFallback !== false;
    if (!fallback) {
      const step = offsetCursor.advance(cursor.offset, {
        received: members.length,
        pageSize: ctx.pageSize,
        total: page.total,
      });
      return {
        items: members.map((raw) => teamMemberToItem(raw, from, gid)),
        cursor: { phase: 'team', offset: step.cursor },
        done: step.done,
      };
    }
    if (!ctx.kernel.context.isNewCompanyUser) return { items: [], done: true };
  }
  const companyId = ctx.kernel.context.currentCompanyId ?? ctx.kernel.context.user?.companyId ?? '';
  const offset = cursor.phase === 'company' ? cursor.offset : 0;
  const found = await searchMembers(scope, [companyId], ctx.query, offset, ctx.pageSize);
  const step = offsetCursor.advance(offset, {
    received: found.members.length,
    pageSize: ctx.pageSize,
    total: found.total,
  });
  const staffFrom = { ...from, subOrigin: 'staff' };
  return {
    items: found.members.map((raw) => staffToItem(raw, companyId, staffFrom)),
    cursor: { phase: 'company', offset: step.cursor },
    done: step.done,
    preTip,
  };
}

/** The source's browse and search, for one config. */
export function teamMembersCalls(
  config: MemberSourceConfig,
  from: Provenance,
  options: TeamMembersOptions,
): SourceCalls {
  return {
    load: (ctx) => loadTeamMembers(ctx, config, requireGid(config.gid), from),
    search: (ctx) => searchTeam(ctx, config, from, options),
  };
}
