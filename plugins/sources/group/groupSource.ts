/**
 * group: the user's groups (origin userTeam, sub-origin group). Browse: GET account
 * /api/contact/user/groups (group_type 4 by default, 1 for teams; sources=woa; offset, count;
 * reads data), then the member avatars (groupAvatars.ts). Search: GET account
 * /api/contact/v2/group/batch/search (sources, group_type, key, offset, count; reads data keyed by
 * source). A search for teams (group_type 1) is skipped for a new-company user. The calls are
 * a chunk (groupCalls.ts, shared/sourceChunk.ts).
 */
import type { PickerKernel } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { callsFrom, sourceChunk } from '../shared/sourceChunk';
import { sourcePlugin, type SourceBody } from '../shared/sourcePlugin';
import type { GroupOptions } from './groupSource.types';

export { groupToItem } from './groupMapping';

const groupChunk = sourceChunk(() => import('./groupCalls'));

function createGroup(
  config: MemberSourceConfig,
  kernel: PickerKernel,
  options: GroupOptions,
): SourceBody {
  const run = callsFrom(groupChunk, (module) => module.groupCalls(config, kernel, options));
  return {
    tree: false,
    searchable: true,
    load: (ctx) => run((calls) => calls.load(ctx)),
    search: (ctx) => run((calls) => calls.search(ctx)),
  };
}

/** The group source (type `group`). */
export function groupSource(options: GroupOptions = {}) {
  return sourcePlugin({
    name: 'source:group',
    types: ['group'],
    chunk: groupChunk,
    create: (config, kernel) => createGroup(config, kernel, options),
  });
}
