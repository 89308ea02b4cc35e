/**
 * The group source's calls (groupSource.ts), a chunk of its own: the groups by page with their
 * members' avatars, and the batch search.
 */
import type { SourceCalls } from '../shared/sourceChunk';
import type { LoadContext, LoadResult, PickerItem, PickerKernel } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { offsetCursor } from '../../../kernel/sources/cursors';
import { get, scopeOf } from '../shared/fetch';
import { sourceKeyOf } from '../shared/sourcePlugin';
import { idOf, listAnswer, listsBySource } from '../shared/values';
import { memberAvatars } from './groupAvatars';
import { groupToItem } from './groupMapping';
import {
  DEFAULT_GROUP_SOURCES,
  GROUP_TYPE_GROUP,
  GROUP_TYPE_TEAM,
  type GroupOptions,
  type GroupRecord,
} from './groupSource.types';

/** The source's browse and search, for one config. */
export function groupCalls(
  config: MemberSourceConfig,
  kernel: PickerKernel,
  options: GroupOptions,
): SourceCalls {
  const sourceKey = sourceKeyOf(config);
  const sources = String(
    config.params?.sources ?? config.params?.source ?? options.sources ?? DEFAULT_GROUP_SOURCES,
  );
  const groupType = Number(config.params?.group_type ?? GROUP_TYPE_GROUP);

  async function withAvatars(ctx: LoadContext, rows: GroupRecord[]): Promise<PickerItem[]> {
    const avatars = await memberAvatars(scopeOf(ctx, config), rows, sources);
    return rows.map((raw) => {
      const member = avatars.get(idOf(raw.id ?? raw.group_id));
      return groupToItem(member ? { ...raw, member_avatars: member } : raw, sourceKey);
    });
  }

  return {
    async load(ctx) {
      const offset = offsetCursor.current(ctx.cursor as number | undefined);
      const data = await get<{ data?: GroupRecord[]; total?: number }>(
        scopeOf(ctx, config),
        'account',
        '/api/contact/user/groups',
        { ...config.params, group_type: groupType, source: sources, offset, count: ctx.pageSize },
      );
      const rows = listAnswer(data.data);
      const step = offsetCursor.advance(offset, {
        received: rows.length,
        pageSize: ctx.pageSize,
        total: data.total,
      });
      return { items: await withAvatars(ctx, rows), ...step, total: data.total };
    },
    async search(ctx): Promise<LoadResult<number>> {
      if (groupType === GROUP_TYPE_TEAM && kernel.context.isNewCompanyUser)
        return { items: [], done: true };
      const offset = offsetCursor.current(ctx.cursor as number | undefined);
      const data = await get<{ data?: Record<string, GroupRecord[]> }>(
        scopeOf(ctx, config),
        'account',
        '/api/contact/v2/group/batch/search',
        { sources, group_type: groupType, key: ctx.query, offset, count: ctx.pageSize },
      );
      const perSource = listsBySource(data.data);
      const rows = perSource.flat();
      const longest = Math.max(0, ...perSource.map((list) => list.length));
      const step = offsetCursor.advance(offset, { received: longest, pageSize: ctx.pageSize });
      return { items: await withAvatars(ctx, rows), ...step };
    },
  };
}
