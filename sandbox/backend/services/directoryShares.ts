/**
 * Directory service: collaborators of a share (`next` cursor: -1 finished, a negative offset
 * returns an empty finished result) and file-permission members (rw read or write).
 */
import { http, type HttpHandler } from 'msw';
import type { SuiteContext } from '../context';
import { avatarPath } from '../data/people';
import { BadRequest, fail, handle, ok } from '../http/errors';
import { highlight, matches } from '../http/highlight';
import { Query, numericId } from '../http/params';
import { byNext, byOffset } from '../http/paging';
import { userRef } from './records';

const MAX = 200;

export function directoryShareHandlers(ctx: SuiteContext, base: string): HttpHandler[] {
  return [
    http.get(`${base}/api/v1/shares/:sid/collaborators`, ({ request, params }) =>
      handle(() => {
        const share = ctx.dataset.shares().find((s) => s.sid === String(params.sid));
        if (!share) return fail(404, 'notFound', `Share ${String(params.sid)} does not exist.`);
        const q = new Query(request);
        const offset = q.int('offset', 0);
        const page = byNext(share.collaborators, offset, q.int('count', 20, 1, MAX));
        const withTeamMember = q.bool('with_team_member', false);
        const first = offset === 0;
        return ok({
          collaborators: page.items.map(({ user, permission }) => ({
            id: user.userid,
            name: user.name,
            avatar: ctx.abs(avatarPath(user.userid)),
            permission,
            ...(q.bool('with_clink_member_flag', false) ? { is_clink_member: false } : {}),
          })),
          team_collaborators: first
            ? share.team_collaborators.map(({ team, permission }) => ({
                team_id: team.id,
                name: team.name,
                permission,
                ...(withTeamMember
                  ? { members: team.members.map((m) => userRef(ctx, m.userid, m.name)) }
                  : {}),
              }))
            : [],
          next: page.next,
        });
      }),
    ),
    http.get(`${base}/api/v1/files/:fileid/permission/members`, ({ request, params }) =>
      handle(() => {
        const fileid = numericId(String(params.fileid), 'fileid');
        const file = ctx.dataset.filePermissions().find((f) => f.fileid === fileid);
        if (!file) return fail(404, 'fileNotExists', `File ${fileid} does not exist.`);
        const q = new Query(request);
        const rw = q.str('rw', 'read');
        if (rw !== 'read' && rw !== 'write') throw new BadRequest('rw must be read or write');
        const text = q.str('searchname').trim();
        const rows = file[rw].filter((s) => text === '' || matches(s.name, text));
        const page = byOffset(rows, q.int('offset', 0), q.int('count', 20, 0, MAX));
        return ok({
          members: page.items.map((s) => ({
            id: s.userid,
            name: s.name,
            avatar: ctx.abs(avatarPath(s.userid)),
            ...(text === '' ? {} : { highlight: { name: highlight(s.name, text) } }),
          })),
          total: page.total,
        });
      }),
    ),
  ];
}
