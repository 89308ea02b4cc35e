/**
 * group: the user's groups (origin userTeam, sub-origin group). Browse: GET account
 * /api/contact/user/groups (group_type 4 by default, 1 for teams; sources=woa; offset, count;
 * reads data), then the member avatars (groupAvatars.ts). Search: GET account
 * /api/contact/v2/group/batch/search (sources, group_type, key, offset, count; reads data keyed by
 * source). A search for teams (group_type 1) is skipped for a new-company user.
 */
import type { LoadContext, LoadResult, PickerItem, PickerKernel } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { offsetCursor } from '../../../kernel/sources/cursors';
import { get, scopeOf } from '../shared/fetch';
import { firstAvatar, highlightOf, makeItem } from '../shared/items';
import { sourceKeyOf, sourcePlugin, type SourceBody } from '../shared/sourcePlugin';
import { idOf, listAnswer, listsBySource } from '../shared/values';
import { memberAvatars } from './groupAvatars';
import {
  DEFAULT_GROUP_SOURCES,
  GROUP_TYPE_GROUP,
  GROUP_TYPE_TEAM,
  type GroupOptions,
  type GroupRecord,
} from './groupSource.types';

export function groupToItem(raw: GroupRecord, sourceKey: string): PickerItem {
  const team = raw.group_type === GROUP_TYPE_TEAM;
  return makeItem({
    id: idOf(raw.id ?? raw.group_id),
    type: team ? 'team' : 'group',
    origin: 'userTeam',
    subOrigin: 'group',
    sourceKey,
    avatar: firstAvatar(raw.avatars?.length ? raw.avatars : raw.avatar),
    avatars: raw.member_avatars?.length ? raw.member_avatars : undefined,
    highlightName: highlightOf(raw.highlight),
    raw,
  });
}

function createGroup(
  config: MemberSourceConfig,
  kernel: PickerKernel,
  options: GroupOptions,
): SourceBody {
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
    tree: false,
    searchable: true,
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

/** The group source (type `group`). */
export function groupSource(options: GroupOptions = {}) {
  return sourcePlugin({
    name: 'source:group',
    types: ['group'],
    create: (config, kernel) => createGroup(config, kernel, options),
  });
}
