/**
 * recommend: recommended contacts. Team members (account /api/contact/group/users, when the
 * config has gid; params.source as the group source), cooperators (the share's collaborators, when
 * the config has sid) and recent contacts (account last_list) are fetched together, merged,
 * de-duplicated by userid, and the current user is placed first when included. One page.
 * A result of only the current user is never cached (the kernel's cache rule). A failing part
 * is left out; the load fails only when every part fails.
 */
import type { LoadContext, PickerItem, PickerKernel } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { isCancelled } from '../../../kernel';
import { path } from '../../../kernel/request/paths';
import { get, scopeOf } from '../shared/fetch';
import { userItem, uniqueByKey, type Provenance } from '../shared/items';
import { sourceKeyOf, sourcePlugin, type SourceBody } from '../shared/sourcePlugin';
import { listOf, present } from '../shared/values';

type Person = {
  userid?: number | string;
  id?: number | string;
  recent_id?: number | string;
  name?: string;
  avatar?: string;
};

export const DEFAULT_RECOMMEND_COUNT = 20;

/** Places the current user first when the list holds them. */
export function currentUserFirst(items: PickerItem[], kernel: PickerKernel): PickerItem[] {
  const me = kernel.context.user?.userid;
  const index = me ? items.findIndex((item) => item.type === 'user' && item.id === me) : -1;
  if (index <= 0) return items;
  return [items[index], ...items.slice(0, index), ...items.slice(index + 1)];
}

function createRecommend(config: MemberSourceConfig, kernel: PickerKernel): SourceBody {
  const from: Provenance = { sourceKey: sourceKeyOf(config), origin: 'recommend' };
  const toItems = (rows: Person[]) =>
    rows.map((raw) => userItem(raw, from, ['userid', 'id', 'recent_id']));

  function parts(ctx: LoadContext): Array<Promise<PickerItem[]>> {
    const scope = scopeOf(ctx, config);
    const count = ctx.pageSize || DEFAULT_RECOMMEND_COUNT;
    const calls: Array<Promise<PickerItem[]>> = [];
    if (present(config.gid)) {
      calls.push(
        get<{ data?: Person[] }>(scope, 'account', '/api/contact/group/users', {
          group_id: config.gid,
          source: config.params?.source ?? 'kdocs',
          count,
        }).then((data) => toItems(listOf(data.data))),
      );
    }
    if (present(config.sid)) {
      calls.push(
        get<{ collaborators?: Person[] }>(
          scope,
          'directory',
          path`/api/v1/shares/${String(config.sid)}/collaborators`,
          {
            offset: 0,
            count,
            with_team_member: false,
            with_clink_member_flag: false,
          },
        ).then((data) => toItems(listOf(data.collaborators))),
      );
    }
    calls.push(
      get<{ infos?: Person[] }>(scope, 'account', '/api/contact/relation/last_list', {
        offset: 0,
        count,
      }).then((data) => toItems(listOf(data.infos))),
    );
    return calls;
  }

  return {
    tree: false,
    searchable: false,
    async load(ctx) {
      const settled = await Promise.allSettled(parts(ctx));
      const failures = settled.filter(
        (part): part is PromiseRejectedResult => part.status === 'rejected',
      );
      const cancelled = failures.find((part) => isCancelled(part.reason));
      if (cancelled) throw cancelled.reason;
      if (failures.length === settled.length) throw failures[0].reason;
      const merged = settled.flatMap((part) => (part.status === 'fulfilled' ? part.value : []));
      return { items: currentUserFirst(uniqueByKey(merged), kernel), done: true };
    },
  };
}

/** The recommended-contacts source (type `recommend`). */
export function recommendSource() {
  return sourcePlugin({ name: 'source:recommend', types: ['recommend'], create: createRecommend });
}
