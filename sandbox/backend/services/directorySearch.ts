/**
 * Directory service: company member search, department search and back-office member search.
 * Highlights escape the name and wrap matches in <em> (see http/highlight.ts). The member searches
 * answer each hit's department with the `dept_fields` asked; only the back-office search limits
 * itself to a `dept_id` (the company member search ignores one, as the spec names none).
 */
import { http, type HttpHandler } from 'msw';
import type { SuiteContext } from '../context';
import type { Org, Staff } from '../data/org';
import { avatarPath } from '../data/people';
import { BadRequest, handle, notCompanyAccount, ok } from '../http/errors';
import { highlight, matches, PersonQuery } from '../http/highlight';
import { Query } from '../http/params';
import { byOffset } from '../http/paging';
import { ADM_LIMIT_MAX, deptOf, orgResolver, staffIn } from './directoryOrg';

const MAX = 200;

/** The companies to search: `cropids` (each must be readable) or all readable joined companies. */
function searchOrgs(ctx: SuiteContext, request: Request, q: Query): Org[] | Response {
  const me = ctx.identity(request);
  if (!(me.is_plus && me.companyid > 0)) {
    return notCompanyAccount();
  }
  const explicit = [...q.list('cropids'), ...q.list('comp_id')];
  const ids = explicit.length > 0 ? explicit.map(Number) : me.companyIds;
  const orgs: Org[] = [];
  for (const id of ids) {
    const org = ctx.companyFor(request, id);
    if (org instanceof Response) {
      if (explicit.length > 0) return org;
      continue;
    }
    orgs.push(org);
  }
  return orgs;
}

/**
 * Each company's staff names in lower case, made on its first search: a member search reads every
 * name of a 100k company, and staff are never renamed or added after the dataset is built.
 */
const lowerCaseNames = new WeakMap<readonly Staff[], string[]>();

function loweredNames(staff: readonly Staff[]): string[] {
  let names = lowerCaseNames.get(staff);
  if (!names || names.length !== staff.length) {
    names = staff.map((s) => s.name.toLowerCase());
    lowerCaseNames.set(staff, names);
  }
  return names;
}

function query(q: Query, ...names: string[]): string {
  for (const n of names) {
    const v = q.str(n).trim();
    if (v !== '') return v;
  }
  throw new BadRequest(`${names[0] ?? 'query'} is required`);
}

/** The staff's department with the fields `dept_fields` asks (abs_path, id_path, name). */
function deptFieldsOf(org: Org, s: Staff, fields: readonly string[]): Record<string, unknown> {
  const dept = org.depts.get(s.dept_id);
  const record: Record<string, unknown> = { id: s.dept_id };
  for (const field of fields) {
    if (dept && (field === 'abs_path' || field === 'id_path' || field === 'name'))
      record[field] = dept[field];
  }
  return record;
}

export function memberHit(
  ctx: SuiteContext,
  org: Org,
  s: Staff,
  text: string,
  deptFields: readonly string[] = [],
): Record<string, unknown> {
  const hit: Record<string, unknown> = {
    id: s.userid,
    userid: s.userid,
    name: s.name,
    user_name: s.name,
    avatar: ctx.abs(avatarPath(s.userid)),
    comp_id: s.comp_id,
    dept_id: s.dept_id,
    dept_name: org.depts.get(s.dept_id)?.name ?? '',
    is_external: s.is_external,
    email: s.email,
    phone: s.phone,
    highlight: { name: highlight(s.name, text), user_name: highlight(s.name, text) },
  };
  if (deptFields.length > 0) hit.depts = [deptFieldsOf(org, s, deptFields)];
  return hit;
}

export function directorySearchHandlers(ctx: SuiteContext, base: string): HttpHandler[] {
  const orgOf = orgResolver(ctx);
  return [
    http.get(`${base}/api/v1/search/members`, ({ request }) =>
      handle(() => {
        const q = new Query(request);
        const text = query(q, 'searchname');
        const orgs = searchOrgs(ctx, request, q);
        if (orgs instanceof Response) return orgs;
        const person = new PersonQuery(text);
        const hits: { org: Org; s: Staff }[] = [];
        for (const org of orgs) {
          const lowered = loweredNames(org.staff);
          org.staff.forEach((s, index) => {
            if (person.loweredName(lowered[index]) || person.contact(s.email, s.phone)) {
              hits.push({ org, s });
            }
          });
        }
        const page = byOffset(hits, q.int('offset', 0), q.int('count', 20, 0, MAX));
        return ok({
          members: page.items.map(({ org, s }) =>
            memberHit(ctx, org, s, text, q.all('dept_fields')),
          ),
          total: page.total,
        });
      }),
    ),
    http.get(`${base}/api/v1/search/depts`, ({ request }) =>
      handle(() => {
        const q = new Query(request);
        const text = query(q, 'query', 'searchname');
        const orgs = searchOrgs(ctx, request, q);
        if (orgs instanceof Response) return orgs;
        const hits = orgs.flatMap((org) =>
          [...org.depts.values()].filter((d) => matches(d.name, text)).map((d) => ({ org, d })),
        );
        const page = byOffset(hits, q.int('offset', 0), q.int('count', 20, 0, MAX));
        return ok({
          departments: page.items.map(({ org, d }) => ({
            id: d.id,
            name: d.name,
            avatar: ctx.abs(org.company.logo),
            comp_id: d.comp_id,
            abs_path: d.abs_path,
            highlight: { name: highlight(d.name, text) },
          })),
          total: page.total,
        });
      }),
    ),
    http.get(`${base}/svr/v1/adm/companies/:companyId/members/search`, ({ request, params }) =>
      handle(() => {
        const org = orgOf(request, params.companyId);
        if (org instanceof Response) return org;
        const q = new Query(request);
        const text = query(q, 'searchname');
        const root = q.has('dept_id')
          ? deptOf(org, q.int('dept_id', 0)).id
          : org.company.rootDeptId;
        const pool = staffIn(org, root, q.bool('recursive', true));
        const hits = pool.filter((s) => matches(s.name, text));
        const page = byOffset(
          hits,
          q.int('offset', 0),
          q.int('limit', ADM_LIMIT_MAX, 1, ADM_LIMIT_MAX),
        );
        return ok({
          members: page.items.map((s) => memberHit(ctx, org, s, text, q.all('dept_fields'))),
          total: page.total,
        });
      }),
    ),
  ];
}
