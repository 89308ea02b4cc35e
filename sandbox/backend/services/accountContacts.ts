/** Account service: signed-in user, recent contacts (account shape), contacts, recent probes. */
import { http, type HttpHandler } from 'msw';
import type { SuiteContext } from '../context';
import type { Staff } from '../data/org';
import type { RecentContact } from '../data/social';
import { BadRequest, fail, handle, ok } from '../http/errors';
import { highlight, PersonQuery } from '../http/highlight';
import { Query, idList, readBody } from '../http/params';
import { byOffset, byPage } from '../http/paging';
import type { SuiteUserKind } from '../types';
import { userRef } from './records';

export const MAX_COUNT = 500;
const PHONE = /^\+?\d{11,13}$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The account recent list: ids added by last_add first, then the generated list. */
function recentList(ctx: SuiteContext, kind: SuiteUserKind): RecentContact[] {
  const base = ctx.dataset.social(kind).recent;
  const added = ctx.state.lastAdded.get(kind) ?? [];
  const head = added.map((id) => {
    const ref = userRef(ctx, id);
    return { recent_id: id, userid: id, name: ref.name, avatar: `/account/avatar/${id}.png` };
  });
  const seen = new Set(added);
  return [...head, ...base.filter((r) => !seen.has(r.recent_id))];
}

function findPerson(ctx: SuiteContext, kind: SuiteUserKind, token: string): Staff | undefined {
  const org = ctx.dataset.homeOrg(kind);
  if (/^\d+$/.test(token) && !PHONE.test(token)) return ctx.dataset.staff(Number(token));
  const t = token.toLowerCase();
  return org.staff.find((s) => s.phone === token || s.email.toLowerCase() === t);
}

export function accountContactHandlers(ctx: SuiteContext, base: string): HttpHandler[] {
  const recentHandler = ({ request }: { request: Request }) =>
    handle(() => {
      const q = new Query(request);
      const page = byOffset(
        recentList(ctx, ctx.userKind(request)),
        q.int('offset', 0),
        q.int('count', 20, 0, MAX_COUNT),
      );
      return ok({
        infos: page.items.map((r) => ({ ...r, avatar: ctx.abs(r.avatar) })),
        total: page.total,
      });
    });
  return [
    http.post(`${base}/p/auth/check`, ({ request }) => {
      const me = ctx.identity(request);
      return ok({
        userid: me.userid,
        pic: ctx.abs(`/account/avatar/${me.userid}.png`),
        nickname: me.nickname,
        is_plus: me.is_plus,
        companyid: me.companyid,
        is_company_account: me.is_company_account,
        vip_level: me.vip_level,
        certification: me.certification,
      });
    }),
    http.get(`${base}/api/contact/relation/last_list`, recentHandler),
    http.get(`${base}/api/contact/v2/relation/recent/list`, recentHandler),
    http.post(`${base}/api/contact/relation/last_add`, ({ request }) =>
      handle(async () => {
        const body = await readBody(request);
        const ids = idList(body.user_ids);
        if (ids.length === 0 || ids.some((id) => !/^\d+$/.test(id))) {
          throw new BadRequest('user_ids must be a comma-joined list of user ids');
        }
        const kind = ctx.userKind(request);
        const added = ids.map(Number);
        const before = (ctx.state.lastAdded.get(kind) ?? []).filter((id) => !added.includes(id));
        ctx.state.lastAdded.set(kind, [...new Set(added), ...before]);
        return ok({ source: body.source ?? '' });
      }),
    ),
    http.get(`${base}/api/contact/relation/list`, ({ request }) =>
      handle(() => {
        const q = new Query(request);
        const list = ctx.dataset.social(ctx.userKind(request)).contacts;
        const page = byPage(list, q.int('page', 1), q.int('count', 20, 1, MAX_COUNT));
        return ok({ infos: page.items.map((c) => contactRecord(ctx, c)), cnt: page.total });
      }),
    ),
    http.get(`${base}/api/contact/relation/search`, ({ request }) =>
      handle(() => {
        const q = new Query(request);
        const query = q.str('searchname') || q.str('key');
        if (query.trim() === '') throw new BadRequest('searchname is required');
        const person = new PersonQuery(query);
        const list = ctx.dataset
          .social(ctx.userKind(request))
          .contacts.filter((c) => person.matches([c.mark_name, c.nick_name], c.email, c.phone));
        const page = byOffset(list, q.int('offset', 0), q.int('count', 20, 0, MAX_COUNT));
        return ok({
          contacts: page.items.map((c) => ({
            ...contactRecord(ctx, c),
            email: c.email,
            phone: c.phone,
            highlight: { name: highlight(c.mark_name || c.nick_name, query) },
          })),
          total: page.total,
        });
      }),
    ),
    http.post(`${base}/api/contact/v2/relation/recent/contacts`, ({ request }) =>
      handle(async () => {
        const body = await readBody(request);
        const tokens = idList(body.user_ids);
        if (tokens.length === 0) throw new BadRequest('user_ids is required');
        const kind = ctx.userKind(request);
        const found = tokens
          .map((t) => findPerson(ctx, kind, t))
          .filter((s): s is Staff => s !== undefined);
        const probe = tokens.some((t) => PHONE.test(t) || EMAIL.test(t));
        if (found.length === 0 && probe) {
          return fail(404, 'UserNotExists', 'No user has this phone number or e-mail address.');
        }
        const filter = body.filter ?? '';
        const contacts = found
          .map((s) => ({ ...userRef(ctx, s.userid, s.name), type: s.is_external ? 'koa' : 'user' }))
          .filter((c) => filter === '' || c.type === filter);
        return ok({ contacts });
      }),
    ),
  ];
}

function contactRecord(
  ctx: SuiteContext,
  c: { contact_id: number; mark_name: string; nick_name: string; avatar: string },
) {
  return {
    contact_id: c.contact_id,
    mark_name: c.mark_name,
    nick_name: c.nick_name,
    avatar: ctx.abs(c.avatar),
  };
}
