/**
 * collaborator: the collaborators of a share (sid required). GET directory
 * /api/v1/shares/{sid}/collaborators (offset, count, with_team_member=false,
 * with_clink_member_flag=false; reads collaborators, team_collaborators, next). Paging by the
 * `next` cursor: -1 is finished, and a negative offset gives an empty finished page without a
 * call. Team collaborators are listed beside the people. Not searchable.
 */
import { ErrorCodes, PickerError, type PickerItem } from '../../../kernel';
import { MemberMessages } from '../member-items/messages';
import type { MemberSourceConfig } from '../member-items';
import { path } from '../../../kernel/request/paths';
import { nextCursor } from '../../../kernel/sources/cursors';
import { get, scopeOf } from '../shared/fetch';
import { DEFAULT_GROUP_AVATAR, makeItem, userItem, type Provenance } from '../shared/items';
import { sourceKeyOf, sourcePlugin, type SourceBody } from '../shared/sourcePlugin';
import { idOf, listAnswer, listOf, present } from '../shared/values';
import type {
  CollaboratorRecord,
  CollaboratorsPage,
  TeamCollaboratorRecord,
} from './collaboratorsSource.types';

export function collaboratorToItem(raw: CollaboratorRecord, from: Provenance): PickerItem {
  return userItem(raw, from, ['id'], { permission: raw.permission, isLeaf: true });
}

export function teamCollaboratorToItem(raw: TeamCollaboratorRecord, from: Provenance): PickerItem {
  return makeItem({
    id: idOf(raw.team_id),
    type: 'team',
    ...from,
    avatar: DEFAULT_GROUP_AVATAR,
    permission: raw.permission,
    raw,
  });
}

export function requireSid(sid: unknown): string {
  if (!present(sid)) throw new PickerError(ErrorCodes.PARAM_INVALID, MemberMessages.missingSid);
  return String(sid);
}

function createCollaborators(config: MemberSourceConfig): SourceBody {
  const from: Provenance = { sourceKey: sourceKeyOf(config), origin: 'collaborator' };
  return {
    tree: false,
    searchable: false,
    async load(ctx) {
      const sid = requireSid(config.sid);
      const cursor = ctx.cursor as number | undefined;
      if (nextCursor.isFinished(cursor)) return nextCursor.emptyPage<PickerItem>();
      const offset = nextCursor.current(cursor);
      const data = await get<CollaboratorsPage>(
        scopeOf(ctx, config),
        'directory',
        path`/api/v1/shares/${sid}/collaborators`,
        {
          offset,
          count: ctx.pageSize,
          with_team_member: false,
          with_clink_member_flag: false,
        },
      );
      const items = [
        ...listOf(data.team_collaborators).map((raw) => teamCollaboratorToItem(raw, from)),
        ...listAnswer(data.collaborators).map((raw) => collaboratorToItem(raw, from)),
      ];
      return { items, ...nextCursor.advance(cursor, data) };
    },
  };
}

/** The collaborator source (type `collaborator`). */
export function collaboratorsSource() {
  return sourcePlugin({
    name: 'source:collaborators',
    types: ['collaborator'],
    create: createCollaborators,
  });
}
