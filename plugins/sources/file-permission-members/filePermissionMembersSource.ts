/**
 * filePermissionMember: the members who may read (or write) a file. Config: params.fileid
 * (required), params.parentid, params.mode "read" or "write" (anything else falls back to read).
 * GET directory /api/v1/files/{fileid}/permission/members (rw, parentid, offset, count; search adds
 * searchname; reads members, total).
 */
import {
  ErrorCodes,
  PickerError,
  type LoadContext,
  type LoadResult,
  type PickerItem,
} from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { path } from '../../../kernel/request/paths';
import { offsetCursor } from '../../../kernel/sources/cursors';
import { get, scopeOf } from '../shared/fetch';
import { highlightOf, userItem, type Provenance } from '../shared/items';
import { sourceKeyOf, sourcePlugin, type SourceBody } from '../shared/sourcePlugin';
import { listAnswer, present } from '../shared/values';
import { offsetPage } from '../shared/offsetPage';

export type FilePermissionMode = 'read' | 'write';

export interface FilePermissionMemberRecord {
  id: number | string;
  name?: string;
  avatar?: string;
  highlight?: string | { name?: string };
}

export const MISSING_FILE_ID =
  'filePermissionMember needs params.fileid: pass { type: "filePermissionMember", params: { fileid } }';

/** read or write; anything else falls back to read. */
export function permissionMode(mode: unknown): FilePermissionMode {
  return mode === 'write' ? 'write' : 'read';
}

export function filePermissionMemberToItem(
  raw: FilePermissionMemberRecord,
  from: Provenance,
  mode: FilePermissionMode,
): PickerItem {
  return userItem(raw, from, ['id'], {
    permission: mode,
    highlightName: highlightOf(raw.highlight),
    isLeaf: true,
  });
}

function createFilePermissionMembers(config: MemberSourceConfig): SourceBody {
  const from: Provenance = { sourceKey: sourceKeyOf(config), origin: 'filePermissionMember' };
  const mode = permissionMode(config.params?.mode ?? config.mode);

  async function page(ctx: LoadContext, searchname?: string): Promise<LoadResult<number>> {
    const fileid = config.params?.fileid ?? config.fileid;
    if (!present(fileid)) throw new PickerError(ErrorCodes.PARAM_INVALID, MISSING_FILE_ID);
    const offset = offsetCursor.current(ctx.cursor as number | undefined);
    const parentid = config.params?.parentid;
    const data = await get<{ members?: FilePermissionMemberRecord[]; total?: number }>(
      scopeOf(ctx, config),
      'directory',
      path`/api/v1/files/${String(fileid)}/permission/members`,
      {
        rw: mode,
        offset,
        count: ctx.pageSize,
        ...(present(parentid) ? { parentid } : {}),
        ...(searchname === undefined ? {} : { searchname }),
      },
    );
    return offsetPage(offset, listAnswer(data.members), ctx.pageSize, data.total, (raw) =>
      filePermissionMemberToItem(raw, from, mode),
    );
  }

  return {
    tree: false,
    searchable: true,
    load: (ctx) => page(ctx),
    search: (ctx) => page(ctx, ctx.query),
  };
}

/** The file-permission member source (type `filePermissionMember`). */
export function filePermissionMembersSource() {
  return sourcePlugin({
    name: 'source:file-permission-members',
    types: ['filePermissionMember'],
    create: createFilePermissionMembers,
  });
}
