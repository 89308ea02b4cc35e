/**
 * The plus service (prefix /plus): joined companies (workspaces), private groups, custom tags and
 * their members, company spread-control restrictions, company logos.
 */
import { http, type HttpHandler } from 'msw';
import type { SuiteContext, SuiteModule } from '../context';
import { avatarPath } from '../data/people';
import { BadRequest, fail, handle, notCompanyAccount, ok } from '../http/errors';
import { Query, numericId } from '../http/params';
import { byOffset } from '../http/paging';
import { imageHandler } from './avatars';

export const SPREAD_CONTROL_BATCH = 20;
const LIMIT_MAX = 200;

function privateGroup(compId: number, userid: number): Record<string, unknown> {
  return {
    id: 7_700_000 + (compId % 100_000),
    name: 'Private space',
    type: 'private',
    comp_id: compId,
    userid,
  };
}

function handlers(ctx: SuiteContext, base: string): HttpHandler[] {
  return [
    http.get(`${base}/compose/v1/users/self/workspaces`, ({ request }) =>
      handle(() => {
        const q = new Query(request);
        const me = ctx.identity(request);
        if (me.companyIds.length === 0) return notCompanyAccount();
        const fields = q.list('fields').length > 0 ? q.list('fields') : ['name', 'logo'];
        const companies = me.companyIds.map((id) => {
          const org = ctx.dataset.org(id);
          const c: Record<string, unknown> = { id };
          if (fields.includes('name')) c.name = org?.company.name ?? '';
          if (fields.includes('logo')) c.logo = ctx.abs(org?.company.logo ?? '');
          if (fields.includes('role_id')) c.role_id = id === me.companyid ? 1 : 3;
          return c;
        });
        const body: Record<string, unknown> = { companies, workspace: me.companyid };
        if (q.list('extras').includes('with_private')) body.private = { id: 0, name: me.nickname };
        return ok(body);
      }),
    ),
    http.get(`${base}/groups/v1/companies/:id/users/self/groups/private`, ({ request, params }) =>
      handle(() => {
        const org = ctx.companyFor(request, numericId(String(params.id), 'company id'));
        if (org instanceof Response) return org;
        return ok({ groups: [privateGroup(org.company.id, ctx.identity(request).userid)] });
      }),
    ),
    http.get(
      `${base}/groups/v1/multi/accounts/companies/:id/groups/private`,
      ({ request, params }) =>
        handle(() => {
          const q = new Query(request);
          const compId = numericId(String(params.id), 'company id');
          if (!ctx.dataset.org(compId))
            return fail(404, 'notFound', `Company ${compId} does not exist.`);
          const user = q.int('dst_user_id', ctx.identity(request).userid);
          return ok({ groups: [privateGroup(q.int('dst_company_id', compId), user)] });
        }),
    ),
    http.get(`${base}/drive/v1/user/companies/file/strategy/spread/control`, ({ request }) =>
      handle(() => {
        const q = new Query(request);
        const ids = q.all('company_id').map((id) => numericId(id, 'company_id'));
        if (ids.length === 0) throw new BadRequest('company_id is required');
        if (ids.length > SPREAD_CONTROL_BATCH)
          throw new BadRequest(`at most ${SPREAD_CONTROL_BATCH} company ids per request`);
        return ok({
          spread_ctrls: ids.map((id) => ({
            company_id: id,
            restrict: ctx.dataset.org(id)?.company.restricted ?? false,
          })),
        });
      }),
    ),
    http.get(`${base}/groups/v1/user/companies/:comp_id/groups/:gid/tag`, ({ request, params }) =>
      handle(() => {
        const org = ctx.companyFor(request, numericId(String(params.comp_id), 'comp_id'));
        if (org instanceof Response) return org;
        numericId(String(params.gid), 'gid');
        const q = new Query(request);
        const page = byOffset(
          ctx.dataset.tags(org.company.id),
          q.int('offset', 0),
          q.int('limit', 20, 1, LIMIT_MAX),
        );
        return ok({
          tags: page.items.map((t) => ({
            tag_id: t.tag_id,
            tag_name: t.tag_name,
            member_count: t.members.length,
          })),
          total: page.total,
        });
      }),
    ),
    http.get(
      `${base}/groups/v1/user/companies/:comp_id/groups/:gid/tag/:customId/user`,
      ({ request, params }) =>
        handle(() => {
          const org = ctx.companyFor(request, numericId(String(params.comp_id), 'comp_id'));
          if (org instanceof Response) return org;
          const tagId = numericId(String(params.customId), 'customId');
          const tag = ctx.dataset.tags(org.company.id).find((t) => t.tag_id === tagId);
          if (!tag) return fail(404, 'notFound', `Custom tag ${tagId} does not exist.`);
          const q = new Query(request);
          const page = byOffset(tag.members, q.int('offset', 0), q.int('limit', 20, 1, LIMIT_MAX));
          return ok({
            users: page.items.map((s) => ({
              user_id: s.userid,
              user_name: s.name,
              avatar: ctx.abs(avatarPath(s.userid)),
              tag_id: tag.tag_id,
              tag_name: tag.tag_name,
            })),
            total: page.total,
          });
        }),
    ),
    imageHandler(`${base}/logo/:name.svg`),
  ];
}

export const plusService: SuiteModule = { service: 'plus', handlers };
