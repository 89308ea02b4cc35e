/** Account service: groups and teams of the user, group search, group members and avatars. */
import { http, type HttpHandler } from 'msw';
import type { SuiteContext } from '../context';
import type { Group } from '../data/groups';
import { BadRequest, fail, handle, ok } from '../http/errors';
import { highlight, matches } from '../http/highlight';
import { Query } from '../http/params';
import { byOffset } from '../http/paging';
import { MAX_COUNT } from './accountContacts';
import { groupRecord, staffRecord, userRef } from './records';

export const MAX_GROUP_IDS = 50;

function filterGroups(groups: Group[], q: Query): Group[] {
  const type = q.int('group_type', 0);
  const company = q.has('company_id') ? q.int('company_id', 0) : undefined;
  const sources = [...q.list('source'), ...q.list('sources')];
  return groups.filter(
    (g) =>
      (type === 0 || g.group_type === type) &&
      (company === undefined || g.company_id === company) &&
      (sources.length === 0 || sources.includes(g.source)),
  );
}

export function accountGroupHandlers(ctx: SuiteContext, base: string): HttpHandler[] {
  const groupsOf = (request: Request) => ctx.dataset.groups(ctx.userKind(request));
  const findGroup = (request: Request, q: Query): Group | Response => {
    const id = q.int('group_id', -1);
    const g = groupsOf(request).find((x) => x.id === id);
    return g ?? fail(404, 'groupNotExist', `Group ${id} does not exist.`);
  };
  return [
    http.get(`${base}/api/contact/user/groups`, ({ request }) =>
      handle(() => {
        const q = new Query(request);
        const me = ctx.identity(request).userid;
        const page = byOffset(
          filterGroups(groupsOf(request), q),
          q.int('offset', 0),
          q.int('count', 20, 0, MAX_COUNT),
        );
        return ok({ data: page.items.map((g) => groupRecord(ctx, g, me)), total: page.total });
      }),
    ),
    http.get(`${base}/api/contact/v2/group/search`, ({ request }) =>
      handle(() => {
        const q = new Query(request);
        const query = q.str('key') || q.str('searchname');
        if (query.trim() === '') throw new BadRequest('key is required');
        const me = ctx.identity(request).userid;
        const list = filterGroups(groupsOf(request), q).filter((g) => matches(g.name, query));
        const page = byOffset(list, q.int('offset', 0), q.int('count', 20, 0, MAX_COUNT));
        return ok({
          data: page.items.map((g) => groupRecord(ctx, g, me, query)),
          total: page.total,
        });
      }),
    ),
    http.get(`${base}/api/contact/v2/group/batch/search`, ({ request }) =>
      handle(() => {
        const q = new Query(request);
        const query = q.str('key');
        if (query.trim() === '') throw new BadRequest('key is required');
        const sources = q.list('sources').length > 0 ? q.list('sources') : ['woa'];
        const type = q.int('group_type', 4);
        const me = ctx.identity(request).userid;
        const data: Record<string, unknown[]> = {};
        const total: Record<string, number> = {};
        for (const source of sources) {
          const list = groupsOf(request).filter(
            (g) => g.source === source && g.group_type === type && matches(g.name, query),
          );
          const page = byOffset(list, q.int('offset', 0), q.int('count', 20, 0, MAX_COUNT));
          data[source] = page.items.map((g) => groupRecord(ctx, g, me, query));
          total[source] = page.total;
        }
        return ok({ data, total });
      }),
    ),
    http.get(`${base}/api/contact/group/users/bygroupids`, ({ request }) =>
      handle(() => {
        const q = new Query(request);
        const ids = q.list('group_ids');
        if (ids.length === 0) throw new BadRequest('group_ids is required');
        if (ids.length > MAX_GROUP_IDS)
          throw new BadRequest(`at most ${MAX_GROUP_IDS} group_ids per request`);
        const count = q.int('count', 4, 1, 50);
        const data: Record<string, unknown[]> = {};
        for (const id of ids) {
          const g = groupsOf(request).find((x) => String(x.id) === id);
          if (g) data[id] = g.members.slice(0, count).map((m) => userRef(ctx, m.userid, m.name));
        }
        return ok({ data });
      }),
    ),
    http.get(`${base}/api/contact/group/info`, ({ request }) =>
      handle(() => {
        const q = new Query(request);
        const g = findGroup(request, q);
        if (g instanceof Response) return g;
        return ok({ data: groupRecord(ctx, g, ctx.identity(request).userid) });
      }),
    ),
    http.get(`${base}/api/contact/group/users`, ({ request }) =>
      handle(() => {
        const q = new Query(request);
        const g = findGroup(request, q);
        if (g instanceof Response) return g;
        const page = byOffset(g.members, q.int('offset', 0), q.int('count', 20, 0, MAX_COUNT));
        return ok({
          data: page.items.map((m) => ({ ...userRef(ctx, m.userid, m.name), role: m.role })),
          total: page.total,
        });
      }),
    ),
    http.get(`${base}/api/contact/user/search`, ({ request }) =>
      handle(() => {
        const q = new Query(request);
        const query = q.str('searchname') || q.str('key');
        if (query.trim() === '') throw new BadRequest('searchname is required');
        const kind = ctx.userKind(request);
        const org = ctx.dataset.homeOrg(kind);
        const pool =
          kind === 'personal'
            ? ctx.dataset
                .social(kind)
                .contacts.map((c) => ctx.dataset.staff(c.contact_id))
                .filter((s) => s !== undefined)
            : org.staff;
        const list = pool.filter((s) => matches(s.name, query));
        const page = byOffset(list, q.int('offset', 0), q.int('count', 20, 0, MAX_COUNT));
        return ok({
          users: page.items.map((s) => ({
            ...staffRecord(ctx, org, s),
            highlight: { name: highlight(s.name, query) },
          })),
          total: page.total,
        });
      }),
    ),
  ];
}
