/** The team service (prefix /team): team info, the user's teams and team members by role. */
import { http, type HttpHandler } from 'msw';
import type { SuiteContext, SuiteModule } from '../context';
import { driveDataset } from '../data/driveDataset';
import { TEAM_ROLES, type Group, type TeamRole } from '../data/groups';
import { BadRequest, fail, handle, ok } from '../http/errors';
import { highlight, matches } from '../http/highlight';
import { Query, numericId } from '../http/params';
import { byOffset } from '../http/paging';
import { groupRecord, userRef } from './records';

export const TEAMS_PAGE_MAX = 50;

/** The user's teams: the account's teams, then the drive's own (the drive serves the same ids). */
function teamsOf(ctx: SuiteContext, request: Request): Group[] {
  return driveDataset(ctx.seed, ctx.size, ctx.userKind(request)).hostTeams();
}

function findTeam(ctx: SuiteContext, request: Request, raw: unknown): Group | Response {
  const id = numericId(String(raw), 'team id');
  return (
    teamsOf(ctx, request).find((t) => t.id === id) ??
    fail(404, 'groupNotExist', `Team ${id} does not exist.`)
  );
}

function handlers(ctx: SuiteContext, base: string): HttpHandler[] {
  return [
    http.get(`${base}/kdteam/api/v1/teams`, ({ request }) =>
      handle(() => {
        const q = new Query(request);
        const company = q.has('company_id') ? q.int('company_id', 0) : undefined;
        const rows = teamsOf(ctx, request).filter(
          (t) => company === undefined || t.company_id === company,
        );
        const offset = q.int('offset', 0, -1);
        const count = q.int('count', TEAMS_PAGE_MAX, 1, TEAMS_PAGE_MAX);
        // -1 is "no more results": an empty, finished page.
        const page = offset < 0 ? { items: [], total: rows.length } : byOffset(rows, offset, count);
        const end = offset + page.items.length;
        const me = ctx.identity(request).userid;
        return ok({
          teams: page.items.map((t) => groupRecord(ctx, t, me)),
          nextOffset: end >= rows.length ? -1 : end,
          total: page.total,
        });
      }),
    ),
    http.get(`${base}/kdteam/api/v1/team/:id`, ({ request, params }) =>
      handle(() => {
        const team = findTeam(ctx, request, params.id);
        if (team instanceof Response) return team;
        return ok({ data: groupRecord(ctx, team, ctx.identity(request).userid) });
      }),
    ),
    http.get(`${base}/kdteam/api/v1/team/:id/members`, ({ request, params }) =>
      handle(() => {
        const team = findTeam(ctx, request, params.id);
        if (team instanceof Response) return team;
        const q = new Query(request);
        const roles = q.list('role');
        if (q.has('role') && roles.length === 0)
          throw new BadRequest('role must be a non-empty comma list');
        const bad = roles.find((r) => !(TEAM_ROLES as readonly string[]).includes(r));
        if (bad) throw new BadRequest(`unknown role "${bad}"`);
        const text = q.str('searchname').trim();
        const rows = team.members.filter(
          (m) =>
            (roles.length === 0 || roles.includes(m.role as TeamRole)) &&
            (text === '' || matches(m.name, text)),
        );
        const page = byOffset(rows, q.int('offset', 0), q.int('count', 20, 0, 500));
        const me = ctx.identity(request).userid;
        return ok({
          members: page.items.map((m) => ({
            ...userRef(ctx, m.userid, m.name),
            id: m.userid,
            role: m.role,
            ...(text === '' ? {} : { highlight: { name: highlight(m.name, text) } }),
          })),
          total: page.total,
          user_role: team.members.find((m) => m.userid === me)?.role ?? null,
        });
      }),
    ),
  ];
}

export const teamService: SuiteModule = { service: 'team', handlers };
