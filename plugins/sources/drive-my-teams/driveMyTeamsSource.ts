/**
 * driveMyTeams: the user's teams (finder.md MyTeams). GET drive /kdteam/api/v1/teams with count
 * 50 and offset; reads teams and nextOffset (-1 done). A team opens TeamFiles of that team with
 * cid 0. The call belongs to the team host; the suite serves it under the drive base, with the
 * drive's own teams, so it goes to the drive service.
 */
import type { LoadContext, SourceConfig } from '../../../kernel';
import { nextCursor } from '../../../kernel/sources/cursors';
import {
  driveTeamItem,
  teamTarget,
  type DriveItem,
  type DriveTeamRecord,
} from '../shared/driveEntry';
import { driveGet, driveSourcePlugin } from '../shared/driveSource';
import type { Provenance } from '../shared/items';
import { listAnswer } from '../shared/values';

/** finder.md section 9: MyTeams page size 50. */
export const MY_TEAMS_PAGE_SIZE = 50;

export interface MyTeamsPage {
  teams?: DriveTeamRecord[];
  nextOffset?: number;
}

function createMyTeams(config: SourceConfig, from: Provenance) {
  return {
    tree: false,
    searchable: false,
    pageSize: MY_TEAMS_PAGE_SIZE,
    async load(ctx: LoadContext) {
      const cursor = ctx.cursor as number | undefined;
      if (nextCursor.isFinished(cursor)) return nextCursor.emptyPage<DriveItem>();
      const data = await driveGet<MyTeamsPage>(ctx, config, '/kdteam/api/v1/teams', {
        count: MY_TEAMS_PAGE_SIZE,
        offset: nextCursor.current(cursor),
      });
      const items = listAnswer(data.teams).map((team) => {
        const item = driveTeamItem(team, from, 'MyTeam');
        // Tapping a team of My teams opens its files with cid 0 (finder.md section 2).
        item.entry.target = teamTarget(item.entry.groupid, 0, 0);
        return item;
      });
      return { items, ...nextCursor.advance(cursor, { next: data.nextOffset }) };
    },
  };
}

/** The my-teams source (type `driveMyTeams`). */
export function driveMyTeamsSource() {
  return driveSourcePlugin({
    name: 'source:drive-my-teams',
    type: 'driveMyTeams',
    create: (config, _kernel, from) => createMyTeams(config, from),
  });
}
