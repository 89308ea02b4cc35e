/**
 * The fake drive service (finder.md section 7), mounted under `${base}` (e.g. http://suite.test/drive).
 *
 * Paths of the spec's Drive API table are served as written. Extensions to them:
 * - GET /api/v5/groups/{gid}/files and /groups/special/files take `parentid` (default 0),
 *   `order_by` (mtime | fname | fsize), `order` (DESC | ASC); {gid} may also be special, tmp or secret.
 * - GET /api/v5/groups takes an optional `corpid` (one company's teams).
 * - PUT /api/v3/groups/secret/lock locks the secret space again.
 *
 * Designed paths for calls whose path the spec does not show:
 * - GET  /kdteam/api/v1/folder/selector?startTime&endTime      latest folders   → { result, data }
 * - POST /kdteam/api/v1/folder/selector/{id} {type}           save latest folder (type 0 folder, 1 team)
 * - GET  /kdteam/api/v1/teams?count&offset                    my teams         → { teams, nextOffset }
 * - GET  /kdteam/api/v1/favorites?count&offset                favourites list  → { favorites, nextOffset }
 * - GET  /kdteam/api/v1/groups/{id}/sources                   group sources    → { sources }
 * - GET  /kdteam/api/v1/groups/root?groupids=a,b              root lookup      → { info: { [id]: folderId } }
 * - GET  /api/v5/groups/{id}/permission                       group permission → { corp_group_perm }
 * - GET  /api/v5/companies/restriction?company_id=a,b (≤ 20)  → { spread_ctrls: [{ company_id, restrict }] }
 * - GET  /api/v5/companies/private_groups?dst_user_id&dst_company_id → { groups, restrict }
 * - GET  /api/v5/users/workspace                              → { company_id }
 * - GET  /api/v5/files/{id}/folder_path                       → { fileid, type, fname, groupid, linkgroupid, user_acl, path }
 * - GET  /logo/{companyId}.svg, /thumb/{fileId}.svg           the `logo` and `pic_thumbnail` URLs (SVG)
 * The /kdteam/ calls belong to the team host; they live here, under the drive base, because they
 * read the drive's folders and teams. Nothing under /kdteam/ collides with the drive API paths.
 *
 * Success bodies carry result 'ok'. Errors: { result: '<code>', msg: '<text>' } with the status of
 * DRIVE_ERRORS (driveHttp.ts).
 * Paging: lists answer next_offset / next_filter (-1 and '' when done) or a running-count
 * `offset` (-1 when done); roaming pages by mtime (next page strictly older than max_mtime).
 */
import type { HttpHandler } from 'msw';
import type { ServiceContext, ServiceModule } from '../types';
import { companyHandlers } from './driveCompanies';
import { createHandlers } from './driveCreate';
import { deviceHandlers } from './driveDevices';
import { fileHandlers } from './driveFiles';
import { imageHandler } from './avatars';
import { groupHandlers } from './driveGroups';
import { listHandlers } from './driveLists';
import { searchHandlers } from './driveSearch';
import { secretHandlers } from './driveSecret';
import { DriveStore } from './driveStore';
import { teamHostHandlers } from './driveTeam';

export function driveHandlers(ctx: ServiceContext, base: string): HttpHandler[] {
  const store = new DriveStore(ctx);
  ctx.onReset?.(() => store.reset());
  const root = base.replace(/\/+$/, '');
  // Order matters where a literal segment and a parameter share a position: the literal first.
  return [
    ...secretHandlers(store, root),
    ...deviceHandlers(store, root),
    ...groupHandlers(store, root),
    ...fileHandlers(store, root),
    ...createHandlers(store, root),
    ...listHandlers(store, root),
    ...searchHandlers(store, root),
    ...companyHandlers(store, root),
    ...teamHostHandlers(store, root),
    // Company logos and image thumbnails the answers point at, generated like the avatars.
    imageHandler(`${root}/logo/:name.svg`),
    imageHandler(`${root}/thumb/:name.svg`),
  ];
}

export const driveService: ServiceModule = {
  service: 'drive',
  handlers: driveHandlers,
};
