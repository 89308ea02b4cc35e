/**
 * Typed calls of finder.md section 7 (the drive API, 5 s timeout) that the finder makes through
 * the request layer or that the spec lists without a screen: plugins call them with the kernel's
 * client. Each answers the request layer's `[error, data]` pair; a list the answer must carry
 * that is not an array is the error "fetch result must be an array.". A cancellation is thrown.
 * Where each is used is listed in docs/architecture/spec-calls.md.
 */
import { path } from './paths';
import { withList, type CallOptions } from './suiteCalls';
import type { RequestClient, Result } from './types';

type Answer<T> = Promise<Result<T>>;

/** A recently opened file as the roaming lists give one. */
export interface RoamingRecord {
  fileid?: number | string;
  fname?: string;
  name?: string;
  groupid?: number | string;
  corpid?: number | string;
  mtime?: number;
  [field: string]: unknown;
}

/** A link folder of the user's own space, pointing at a team (linkgroupid). */
export interface LinkFolderRecord {
  id?: number | string;
  fileid?: number | string;
  fname?: string;
  groupid?: number | string;
  linkgroupid?: number | string;
  [field: string]: unknown;
}

/** GET /api/v3/roaming: recent files, newest first, older than max_mtime (0: from the newest). */
export async function roamingV3(
  client: RequestClient,
  params: { max_mtime?: number; count?: number } = {},
  options: CallOptions = {},
): Answer<{ list: RoamingRecord[] }> {
  const answer = await client.get<{ list: RoamingRecord[] }>('drive', '/api/v3/roaming', {
    params: { max_mtime: 0, count: 20, ...params },
    signal: options.signal,
  });
  return withList(answer, 'list');
}

/** GET /api/v5/groups/linkfolders: the link folders that point at the given teams. */
export async function linkFolders(
  client: RequestClient,
  groupIds: ReadonlyArray<number | string>,
  options: CallOptions = {},
): Answer<{ linkfolders: LinkFolderRecord[] }> {
  const answer = await client.get<{ linkfolders: LinkFolderRecord[] }>(
    'drive',
    '/api/v5/groups/linkfolders',
    { params: { groupids: groupIds.join(',') }, signal: options.signal },
  );
  return withList(answer, 'linkfolders');
}

/** GET /api/v5/groups/tmp/devices/{id}/path: a device's own entry (path.dname is its name). */
export function devicePath(
  client: RequestClient,
  deviceId: number | string,
  options: CallOptions = {},
): Answer<{ path: { dname: string; id?: number | string; type?: string } }> {
  return client.get('drive', path`/api/v5/groups/tmp/devices/${deviceId}/path`, {
    signal: options.signal,
  });
}
