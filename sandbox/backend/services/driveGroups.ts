/** Team (group) calls: the team list, group info, root permission, link folders, valid users. */
import { http, type HttpHandler } from 'msw';
import { folderPermission, resolveGroup } from './driveAccess';
import { boolParam, fail, intParam, listParam, ok, readPaging, slicePage } from './driveHttp';
import type { DriveStore } from './driveStore';
import { withExt } from './driveFiles';

export const GROUPS_PAGE_SIZE = 50;

export function groupHandlers(store: DriveStore, base: string): HttpHandler[] {
  const permission = ({
    request,
    params,
  }: {
    request: Request;
    params: Record<string, string | readonly string[] | undefined>;
  }): Response => {
    const view = store.view(request);
    const group = resolveGroup(view, params.id);
    if (!group) return fail('groupNotExist');
    return ok({
      corp_group_perm: { ...folderPermission(group, undefined), role: group.user_role },
    });
  };

  return [
    // The enterprise list uses `corpid` (an addition) to list one company's teams.
    http.get(`${base}/api/v5/groups`, ({ request }) => {
      const view = store.view(request);
      const url = new URL(request.url);
      const paging = readPaging(url, 'groups', GROUPS_PAGE_SIZE, GROUPS_PAGE_SIZE);
      const corpid = intParam(url, 'corpid', -1);
      if (!paging || corpid === null) return fail('InvalidArgument');
      const teams = view.ds.teams.filter((t) => corpid < 0 || t.corpid === corpid);
      const groups =
        boolParam(url, 'with_special') && corpid <= 0 ? [view.ds.own.special, ...teams] : teams;
      const page = slicePage(groups, paging.offset, paging.count);
      return ok({ groups: page.items, offset: page.next });
    }),

    http.get(`${base}/api/v5/groups/linkfolders`, ({ request }) => {
      const view = store.view(request);
      const wanted = new Set(listParam(new URL(request.url), 'groupids').map(Number));
      const linkfolders = view
        .allFiles(view.ds.own.special.id)
        .filter((f) => f.ftype === 'linkfolder' && wanted.has(f.linkgroupid))
        .map((f) => ({ ...withExt(f, base), fileid: f.id }));
      return ok({ linkfolders });
    }),

    http.get(`${base}/api/v3/groups/:id`, ({ request, params }) => {
      const view = store.view(request);
      const group = resolveGroup(view, params.id);
      return group ? ok(group) : fail('groupNotExist');
    }),

    http.get(`${base}/api/v5/groups/:id/root_perm`, permission),
    // Designed path ("group permission", not shown in the spec).
    http.get(`${base}/api/v5/groups/:id/permission`, permission),

    // Who can open the group's files: a team's members (users: their ids); a space of one's own
    // or a company-wide one opens for nobody else / everyone as its type says.
    http.get(`${base}/api/v3/groups/:id/files/permission/validusers`, ({ request, params }) => {
      const view = store.view(request);
      const group = resolveGroup(view, params.id);
      if (!group) return fail('groupNotExist');
      const team = view.ds.hostTeams().find((t) => t.id === group.id);
      if (team) return ok({ all: false, users: team.members.map((m) => m.userid) });
      const all = group.type === 'corpspecial';
      return ok({ all, users: all ? [] : [group.creator.id] });
    }),
  ];
}
