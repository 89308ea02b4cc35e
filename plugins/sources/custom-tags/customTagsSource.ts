/**
 * custom: the custom tags of a company group (companyId and gid required). GET plus
 * /groups/v1/user/companies/{comp_id}/groups/{gid}/tag (offset, limit; reads tags, total).
 * A tag expands to its members (origin customMember). Not searchable.
 */
import type { PickerItem } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { makeItem } from '../shared/items';
import { sourceKeyOf, sourcePlugin, type SourceBody } from '../shared/sourcePlugin';
import { idOf } from '../shared/values';
import { fetchTags, loadCustomMembers } from '../custom-tag-members/customRequests';
import type { CustomTagRecord } from '../custom-tag-members/customTagMembersSource.types';
import { offsetPage } from '../shared/offsetPage';

export function customTagToItem(
  raw: CustomTagRecord,
  sourceKey: string,
  companyId: string,
): PickerItem {
  return makeItem({
    id: idOf(raw.tag_id),
    type: 'custom',
    origin: 'custom',
    sourceKey,
    name: raw.tag_name ?? '',
    companyId,
    memberCount: raw.member_count,
    hasChild: true,
    isLeaf: false,
    raw,
  });
}

function createCustomTags(config: MemberSourceConfig): SourceBody {
  const sourceKey = sourceKeyOf(config);
  return {
    tree: true,
    searchable: false,
    async load(ctx) {
      if (ctx.parent) {
        return loadCustomMembers(ctx, config, ctx.parent.id, { sourceKey, origin: 'customMember' });
      }
      const page = await fetchTags(ctx, config);
      return offsetPage(page.offset, page.tags, ctx.pageSize, page.total, (raw) =>
        customTagToItem(raw, sourceKey, String(config.companyId)),
      );
    },
  };
}

/** The custom tag source (type `custom`). */
export function customTagsSource() {
  return sourcePlugin({ name: 'source:custom-tags', types: ['custom'], create: createCustomTags });
}
