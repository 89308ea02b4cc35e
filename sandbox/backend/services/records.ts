/** Server-record shapes shared by several services (what goes on the wire). */
import type { SuiteContext } from '../context';
import { groupAvatar, type Group } from '../data/groups';
import type { Org, Staff } from '../data/org';
import { avatarPath } from '../data/people';
import { highlight } from '../http/highlight';

export interface UserRef {
  userid: number;
  name: string;
  avatar: string;
}

export function userRef(ctx: SuiteContext, userid: number, name?: string): UserRef {
  const staff = name === undefined ? ctx.dataset.staff(userid) : undefined;
  return {
    userid,
    name: name ?? staff?.name ?? `User ${userid}`,
    avatar: ctx.abs(avatarPath(userid)),
  };
}

export function groupRecord(
  ctx: SuiteContext,
  g: Group,
  selfId: number,
  query?: string,
): Record<string, unknown> {
  const record: Record<string, unknown> = {
    id: g.id,
    group_id: g.id,
    name: g.name,
    group_type: g.group_type,
    source: g.source,
    company_id: g.company_id,
    avatars: g.custom_avatars.map((a) => ctx.abs(a)),
    avatar: ctx.abs(groupAvatar(g)),
    recent_members: g.members.slice(0, 4).map((m) => userRef(ctx, m.userid, m.name)),
    member_count: g.members.length,
    user_role: g.members.find((m) => m.userid === selfId)?.role ?? null,
    ctime: g.ctime,
  };
  if (g.status !== undefined) record.status = g.status;
  if (query !== undefined) record.highlight = { name: highlight(g.name, query) };
  return record;
}

export function staffRecord(ctx: SuiteContext, org: Org, s: Staff): Record<string, unknown> {
  return {
    userid: s.userid,
    id: s.userid,
    user_id: s.userid,
    name: s.name,
    user_name: s.name,
    avatar: ctx.abs(avatarPath(s.userid)),
    comp_id: s.comp_id,
    dept_id: s.dept_id,
    dept_name: org.depts.get(s.dept_id)?.name ?? '',
    is_external: s.is_external,
  };
}
