/**
 * customMember: the members of one custom tag (companyId, gid and customId required).
 * GET plus /groups/v1/user/companies/{comp_id}/groups/{gid}/tag/{customId}/user (offset, limit;
 * reads users, total). Not searchable: the suite has no member search for tags.
 */
import { ErrorCodes, PickerError } from '../../../kernel';
import { MemberMessages } from '../member-items/messages';
import type { MemberSourceConfig } from '../member-items';
import { sourceKeyOf, sourcePlugin, type SourceBody } from '../shared/sourcePlugin';
import { present } from '../shared/values';
import { loadCustomMembers } from './customRequests';

function createCustomMembers(config: MemberSourceConfig): SourceBody {
  const from = { sourceKey: sourceKeyOf(config), origin: 'customMember' };
  return {
    tree: false,
    searchable: false,
    load(ctx) {
      if (!present(config.customId)) {
        throw new PickerError(ErrorCodes.PARAM_INVALID, MemberMessages.customMemberNeedsCustomId);
      }
      return loadCustomMembers(ctx, config, String(config.customId), from);
    },
  };
}

/** The custom-tag member source (type `customMember`). */
export function customTagMembersSource() {
  return sourcePlugin({
    name: 'source:custom-tag-members',
    types: ['customMember'],
    create: createCustomMembers,
  });
}
