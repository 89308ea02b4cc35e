/**
 * A small route-driven preset, shaped like the finder (finder.md section 2): a root route that
 * loads the user, redirects to the user's own team (read from the root's data), a team route whose guard sends a locked team
 * to the unlock form and fails for an unknown team, a folder route with a numeric optional fid and
 * a loader, a transient search, and an error route. Three plugins, used through createKernel.
 */
import type { Plugin } from '../../../../../kernel';
import type { RouteLocation } from '../../../../../kernel/navigation/routeTypes';
import type { FakeDrive } from './fakeDrive';

/** What the preset's plugins share: the folders shown, as the route hook reported them. */
export interface DriveSession {
  breadcrumbs: string[];
}

interface DriveUser {
  userid: string;
  specialTeamId: string;
}

function driveRoutes(drive: FakeDrive): Plugin {
  return {
    name: 'drive-routes',
    apply(kernel) {
      kernel.router.addRoutes([
        {
          name: 'root',
          path: '/@uikit',
          load: () => drive.user(),
          children: [
            { name: 'index', path: '', redirect: { name: 'MyDocs' } },
            {
              // The user's own team is known once the root route loaded the user: a guard reads it.
              name: 'MyDocs',
              path: 'all',
              guard: ({ parentData }) => {
                const user = parentData.get('root') as DriveUser;
                return { name: 'TeamFiles', params: { tid: user.specialTeamId, fid: 0 } };
              },
            },
            { name: 'Search', path: 'search/:keyword', transient: true },
            { name: 'UnlockSecret', path: 'unlockSecret', transient: true },
            { name: 'error', path: 'error/:errorInfo' },
            {
              name: 'team',
              path: 'team/:tid',
              guard: async ({ to }) => {
                const team = await drive.team(String(to.params.tid));
                return team.locked ? { name: 'UnlockSecret' } : true;
              },
              children: [
                {
                  name: 'TeamFiles',
                  path: 'files{/:fid}',
                  params: { fid: 'number' },
                  load: ({ to }) => drive.files(String(to.params.tid), Number(to.params.fid ?? 0)),
                },
              ],
            },
          ],
        },
      ]);
    },
  };
}

function errorPage(): Plugin {
  return {
    name: 'drive-error-page',
    dependencies: ['drive-routes'],
    apply(kernel) {
      kernel.router.setErrorRoute((error) => ({
        name: 'error',
        params: { errorInfo: error.message },
      }));
    },
  };
}

/** Lands on the index once init finished, and keeps a breadcrumb of the folders shown. */
function landing(session: DriveSession): Plugin {
  return {
    name: 'drive-landing',
    dependencies: ['drive-routes'],
    apply(kernel) {
      kernel.hooks.afterInit.tapPromise('drive-landing', async () => {
        await kernel.router.replace({ name: 'index' });
      });
      kernel.hooks.onRouteChange.tap('drive-landing', ({ to }: { to: RouteLocation }) => {
        if (to.name === 'TeamFiles')
          session.breadcrumbs.push(`${to.params.tid}/${to.params.fid ?? 0}`);
      });
    },
  };
}

export function drivePreset(drive: FakeDrive): { plugins: Plugin[]; session: DriveSession } {
  const session: DriveSession = { breadcrumbs: [] };
  return { plugins: [driveRoutes(drive), errorPage(), landing(session)], session };
}
