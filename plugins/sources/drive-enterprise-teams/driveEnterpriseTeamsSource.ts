/**
 * driveEnterpriseTeams: a company's teams (finder.md EnterpriseTeams). GET drive /api/v5/groups
 * with count, offset and corpid (the company of the location); reads `groups`. Paging by a
 * running count (done below a page or at offset -1). A team opens EnterpriseTeamFiles at its
 * root.
 */
import { ErrorCodes, PickerError, type LoadContext, type SourceConfig } from '../../../kernel';
import { offsetCursor } from '../../../kernel/sources/cursors';
import { driveTeamItem, type DriveTeamRecord } from '../shared/driveEntry';
import { locationOf } from '../shared/driveLocation';
import { runningCountStep } from '../shared/driveRunningCount';
import { driveGet, driveSourcePlugin } from '../shared/driveSource';
import type { Provenance } from '../shared/items';
import { listAnswer } from '../shared/values';

export interface GroupsPage {
  groups?: DriveTeamRecord[];
  offset?: number;
}

function createEnterpriseTeams(config: SourceConfig, from: Provenance) {
  return {
    tree: false,
    searchable: false,
    async load(ctx: LoadContext) {
      const cid = Number(locationOf(ctx).cid);
      if (!(cid > 0)) {
        throw new PickerError(ErrorCodes.PARAM_INVALID, 'driveEnterpriseTeams needs a company id');
      }
      const cursor = ctx.cursor as number | undefined;
      const data = await driveGet<GroupsPage>(ctx, config, '/api/v5/groups', {
        count: ctx.pageSize,
        offset: offsetCursor.current(cursor),
        with_special: false,
        corpid: cid,
      });
      const records = listAnswer(data.groups);
      return {
        items: records.map((record) =>
          driveTeamItem({ ...record, corpid: record.corpid ?? cid }, from, 'Enterprise'),
        ),
        ...runningCountStep(cursor, records.length, ctx.pageSize, data.offset),
      };
    },
  };
}

/** The company teams source (type `driveEnterpriseTeams`). */
export function driveEnterpriseTeamsSource() {
  return driveSourcePlugin({
    name: 'source:drive-enterprise-teams',
    type: 'driveEnterpriseTeams',
    create: (config, _kernel, from) => createEnterpriseTeams(config, from),
  });
}
