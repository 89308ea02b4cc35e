/**
 * recommend: recommended contacts. Team members (account /api/contact/group/users, when the
 * config has gid; params.source as the group source), cooperators (the share's collaborators, when
 * the config has sid) and recent contacts (account last_list) are fetched together, merged,
 * de-duplicated by userid, and the current user is placed first when included. One page.
 * A result of only the current user is never cached (the kernel's cache rule). A failing part
 * is left out; the load fails only when every part fails.
 */
import type { PickerKernel } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { scopeOf } from '../shared/fetch';
import type { Provenance } from '../shared/items';
import { currentUserFirst, fetchRecommended } from '../shared/recommended';
import { sourceKeyOf, sourcePlugin, type SourceBody } from '../shared/sourcePlugin';

export { currentUserFirst };

export const DEFAULT_RECOMMEND_COUNT = 20;

function createRecommend(config: MemberSourceConfig, kernel: PickerKernel): SourceBody {
  const from: Provenance = { sourceKey: sourceKeyOf(config), origin: 'recommend' };
  return {
    tree: false,
    searchable: false,
    async load(ctx) {
      const items = await fetchRecommended(scopeOf(ctx, config), kernel, from, {
        groupId: config.gid as string | number | undefined,
        groupSource: config.params?.source as string | undefined,
        shareId: config.sid,
        count: ctx.pageSize || DEFAULT_RECOMMEND_COUNT,
      });
      return { items, done: true };
    },
  };
}

/** The recommended-contacts source (type `recommend`). */
export function recommendSource() {
  return sourcePlugin({ name: 'source:recommend', types: ['recommend'], create: createRecommend });
}
