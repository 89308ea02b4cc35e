/**
 * Custom tag calls (plus service): the tags of a company group, and one tag's members, both with
 * offset and limit. companyId and gid are required (a type error otherwise).
 */
import {
  ErrorCodes,
  PickerError,
  type LoadContext,
  type LoadResult,
  type PickerItem,
} from '../../../kernel';
import { MemberMessages } from '../member-items/messages';
import type { MemberSourceConfig } from '../member-items';
import { path } from '../../../kernel/request/paths';
import { offsetCursor } from '../../../kernel/sources/cursors';
import { get, scopeOf } from '../shared/fetch';
import { userItem, type Provenance } from '../shared/items';
import { listAnswer, present } from '../shared/values';
import type { CustomMemberRecord, CustomTagRecord } from './customTagMembersSource.types';
import { offsetPage } from '../shared/offsetPage';

export function requireCustomIds(config: MemberSourceConfig): { companyId: string; gid: string } {
  if (!present(config.companyId) || !present(config.gid)) {
    const error = new PickerError(ErrorCodes.PARAM_INVALID, MemberMessages.customNeedsIds);
    error.name = 'TypeError';
    throw error;
  }
  return { companyId: String(config.companyId), gid: String(config.gid) };
}

export function customMemberToItem(
  raw: CustomMemberRecord,
  from: Provenance,
  customId: string,
): PickerItem {
  return userItem(raw, from, ['user_id'], { customId, isLeaf: true });
}

export async function fetchTags(
  ctx: LoadContext,
  config: MemberSourceConfig,
): Promise<{ tags: CustomTagRecord[]; total?: number; offset: number }> {
  const { companyId, gid } = requireCustomIds(config);
  const offset = offsetCursor.current(ctx.cursor as number | undefined);
  const data = await get<{ tags?: CustomTagRecord[]; total?: number }>(
    scopeOf(ctx, config),
    'plus',
    path`/groups/v1/user/companies/${companyId}/groups/${gid}/tag`,
    { comp_id: companyId, gid, offset, limit: ctx.pageSize },
  );
  return { tags: listAnswer(data.tags), total: data.total, offset };
}

/** One page of a tag's members. */
export async function loadCustomMembers(
  ctx: LoadContext,
  config: MemberSourceConfig,
  customId: string,
  from: Provenance,
): Promise<LoadResult<number>> {
  const { companyId, gid } = requireCustomIds(config);
  const offset = offsetCursor.current(ctx.cursor as number | undefined);
  const data = await get<{ users?: CustomMemberRecord[]; total?: number }>(
    scopeOf(ctx, config),
    'plus',
    path`/groups/v1/user/companies/${companyId}/groups/${gid}/tag/${customId}/user`,
    { offset, limit: ctx.pageSize },
  );
  return offsetPage(offset, listAnswer(data.users), ctx.pageSize, data.total, (raw) =>
    customMemberToItem(raw, from, customId),
  );
}
