/**
 * customMember: the members of one custom tag (companyId, gid and customId required).
 * GET plus /groups/v1/user/companies/{comp_id}/groups/{gid}/tag/{customId}/user (offset, limit;
 * reads users, total). Not searchable: the suite has no member search for tags.
 */
import { ErrorCodes, Messages, PickerError, type SourceConfig } from '../../../kernel';
import { sourceKeyOf, sourcePlugin, type SourceBody } from '../shared/sourcePlugin';
import { present } from '../shared/values';
import { loadCustomMembers } from './customRequests';

function createCustomMembers(config: SourceConfig): SourceBody {
  const from = { sourceKey: sourceKeyOf(config), origin: 'customMember' };
  return {
    tree: false,
    searchable: false,
    load(ctx) {
      if (!present(config.customId)) {
        throw new PickerError(ErrorCodes.PARAM_INVALID, Messages.customMemberNeedsCustomId);
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
