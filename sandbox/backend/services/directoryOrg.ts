/**
 * Directory service: the organisation tree and staff by department, for the picker and the
 * back-office (adm) mode.
 */
import { http, type HttpHandler } from 'msw';
import type { SuiteContext } from '../context';
import type { Department, Org, Staff } from '../data/org';
import { subtree } from '../data/org';
import { avatarPath } from '../data/people';
import { BadRequest, fail, handle, ok } from '../http/errors';
import { Query, numericId } from '../http/params';
import { byCompUid, byOffset, byPage } from '../http/paging';

export const STAFF_LIMIT_MAX = 1000;
export const ADM_LIMIT_MAX = 20;
const DEPT_FIELDS = ['abs_path', 'id_path', 'name', 'parent_id'] as const;

export type OrgResolver = (request: Request, rawCompId: unknown) => Org | Response;

export function orgResolver(ctx: SuiteContext): OrgResolver {
  return (request, raw) => ctx.companyFor(request, numericId(String(raw), 'company id'));
}

export function deptOf(org: Org, deptId: number): Department {
  const dept = org.depts.get(deptId);
  if (!dept)
    throw new BadRequest(
      `Department ${deptId} does not exist in company ${org.company.id}`,
      'notFound',
      404,
    );
  return dept;
}

/** The departments under `parentId` (0 means the root level). */
function level(org: Org, parentId: number): Department[] {
  if (parentId === 0) return [deptOf(org, org.company.rootDeptId)];
  return deptOf(org, parentId).children.map((id) => deptOf(org, id));
}

function deptInfo(org: Org, d: Department, withUser: boolean): Record<string, unknown> {
  const info: Record<string, unknown> = {
    id: d.id,
    comp_id: d.comp_id,
    parent_id: d.parent_id,
    name: d.name,
    has_children: d.children.length > 0,
    /** Staff directly in the department. */
    user_count: org.staffByDept.get(d.id)?.length ?? 0,
    /** Staff in the department and every department below it. */
    total_user_count: staffIn(org, d.id, true).length,
  };
  if (withUser) info.has_user = (org.staffByDept.get(d.id)?.length ?? 0) > 0;
  return info;
}

const recursiveCache = new WeakMap<Org, Map<number, Staff[]>>();

/** Staff of a department (and its descendants when recursive), userid order; memoised. */
export function staffIn(org: Org, deptId: number, recursive: boolean): Staff[] {
  if (!recursive) return org.staffByDept.get(deptId) ?? [];
  let byDept = recursiveCache.get(org);
  if (!byDept) recursiveCache.set(org, (byDept = new Map()));
  let out = byDept.get(deptId);
  if (!out) {
    out = subtree(org, deptId).flatMap((id) => org.staffByDept.get(id) ?? []);
    out.sort((a, b) => a.userid - b.userid);
    byDept.set(deptId, out);
  }
  return out;
}

export function directoryOrgHandlers(ctx: SuiteContext, base: string): HttpHandler[] {
  const orgOf = orgResolver(ctx);
  return [
    http.get(`${base}/api/:comp_id/department/curlevel`, ({ request, params }) =>
      handle(() => {
        const org = orgOf(request, params.comp_id);
        if (org instanceof Response) return org;
        const q = new Query(request);
        return ok({ infos: level(org, q.int('parent_id', 0)).map((d) => deptInfo(org, d, false)) });
      }),
    ),
    http.get(`${base}/api/:comp_id/dept/users`, ({ request, params }) =>
      handle(() => {
        const org = orgOf(request, params.comp_id);
        if (org instanceof Response) return org;
        const q = new Query(request);
        const dept = deptOf(org, Number(q.required('dept_id')));
        const page = byPage(
          staffIn(org, dept.id, false),
          q.int('page', 1),
          q.int('count', 20, 1, STAFF_LIMIT_MAX),
        );
        return ok({
          userlist: page.items.map((s) => ({
            userid: s.userid,
            user_name: s.name,
            avatar: ctx.abs(avatarPath(s.userid)),
            is_external: s.is_external,
          })),
          total: page.total,
        });
      }),
    ),
    http.get(`${base}/svr/v1/u/companies/:companyId/depts/:deptId/users`, ({ request, params }) =>
      handle(() => {
        const org = orgOf(request, params.companyId);
        if (org instanceof Response) return org;
        const q = new Query(request);
        const dept = deptOf(org, numericId(String(params.deptId), 'deptId'));
        const statuses = q.all('status');
        if (statuses.some((s) => s !== 'active' && s !== 'disabled'))
          throw new BadRequest('status must be active or disabled');
        const wanted = statuses.length === 0 ? ['active'] : statuses;
        const fields = q.all('dept_fields');
        const unknown = fields.find((f) => !(DEPT_FIELDS as readonly string[]).includes(f));
        if (unknown) throw new BadRequest(`unknown dept_fields value "${unknown}"`);
        const all = wanted.includes('active')
          ? staffIn(org, dept.id, q.bool('recursive', false))
          : [];
        const page = byCompUid(
          all,
          q.str('next_comp_uid', '0') || '0',
          q.int('offset', 0, 0),
          q.int('limit', 20, 1, STAFF_LIMIT_MAX),
        );
        const body: Record<string, unknown> = {
          users: page.items.map((s) => {
            const d = org.depts.get(s.dept_id) as Department;
            const deptRecord: Record<string, unknown> = { id: d.id };
            for (const f of fields) deptRecord[f] = d[f as (typeof DEPT_FIELDS)[number]];
            return {
              user_id: s.userid,
              name: s.name,
              avatar: ctx.abs(avatarPath(s.userid)),
              comp_uid: s.comp_uid,
              status: 'active',
              is_external: s.is_external,
              depts: [deptRecord],
            };
          }),
          next_comp_uid: page.next_comp_uid,
        };
        if (q.bool('with_total', false)) body.total = all.length;
        return ok(body);
      }),
    ),
    http.get(`${base}/svr/v1/users/self/workspace`, ({ request }) =>
      ok({ company_id: ctx.identity(request).companyid }),
    ),
    http.get(`${base}/api/v1/companies/:companyId/department/org`, ({ request, params }) =>
      handle(() => {
        const org = orgOf(request, params.companyId);
        if (org instanceof Response) return org;
        return ok({
          comp_id: org.company.id,
          root_id: org.company.rootDeptId,
          depts: [...org.depts.values()].map((d) => ({
            ...deptInfo(org, d, false),
            level: d.level,
          })),
        });
      }),
    ),
    http.get(`${base}/api/adm/:companyId/department/curlevel`, ({ request, params }) =>
      handle(() => {
        const org = orgOf(request, params.companyId);
        if (org instanceof Response) return org;
        const q = new Query(request);
        const withUser = q.all('fields').includes('has_user');
        const rows = level(org, q.int('parent_id', 0));
        const page = byOffset(
          rows,
          q.int('offset', 0),
          q.int('limit', ADM_LIMIT_MAX, 1, ADM_LIMIT_MAX),
        );
        return ok({ infos: page.items.map((d) => deptInfo(org, d, withUser)), total: page.total });
      }),
    ),
    http.get(`${base}/api/adm/:companyId/departments`, ({ request, params }) =>
      handle(() => {
        const org = orgOf(request, params.companyId);
        if (org instanceof Response) return org;
        const ids = new Query(request).list('dept_ids');
        if (ids.length === 0) throw new BadRequest('dept_ids is required');
        const infos = ids.map((id) => org.depts.get(Number(id))).filter((d) => d !== undefined);
        if (infos.length === 0) return fail(404, 'notFound', 'None of dept_ids exists.');
        return ok({
          infos: infos.map((d) => ({ ...deptInfo(org, d, true), abs_path: d.abs_path })),
        });
      }),
    ),
  ];
}
