/**
 * The files an action carries, as its rules need them (actionRules.ts):
 * - copy, move and save carry the host's presets: each one's metadata (GET files/{id}/metadata
 *   with include=group gives its team, company, creator and file_perms_acl); for copy, a folder
 *   also learns whether it holds folders (the first entry of its listing: folders list first);
 * - moveIn and transfer carry the selected rows (their records as listed).
 * A preset whose metadata fails keeps what the host gave (team, name) and no more: the rules that
 * need the rest do not refuse on a guess, and the server still has the last word.
 */
import { isCancelled, type PickerItem, type PickerKernel } from '../../../kernel';
import { path } from '../../../kernel/request/paths';
import { entryOf, isFolderFtype } from '../../sources/shared/driveEntry';
import { get, kernelScope } from '../../sources/shared/fetch';
import { listAnswer } from '../../sources/shared/values';
import type { CarriedFile } from '../rules/actionRules';
import { BATCH_LIMIT } from '../rules/actions';
import type { ResolvedInputs } from '../rules/inputs';
import { fetchFileMetadata, type FileMetadata } from '../enterprise/enterpriseCalls';

interface Perms {
  copy?: number;
  move?: number;
}

/** What the metadata answer tells beyond the enterprise part's reading of it. */
type MetadataRecord = FileMetadata & {
  fileinfo?: { corpid?: number; creator?: { id?: number } };
};

type Preset = ResolvedInputs['presets'][number];

function num(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

function perms(value: unknown): Perms | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { copy, move } = value as Record<string, unknown>;
  return {
    ...(typeof copy === 'number' ? { copy } : {}),
    ...(typeof move === 'number' ? { move } : {}),
  };
}

/** A listed row as a carried file (transfer and moveIn): its permission and creator. */
export function carriedOfItem(item: PickerItem): CarriedFile | null {
  const entry = entryOf(item);
  if (!entry) return null;
  return {
    id: entry.id,
    groupid: entry.groupid,
    corpid: entry.corpid,
    isFolder: entry.isFolder,
    creatorId: entry.creatorId,
    perms: entry.perms,
  };
}

async function hasSubfolders(
  kernel: PickerKernel,
  groupid: number,
  folderId: number,
  signal?: AbortSignal,
): Promise<boolean | undefined> {
  try {
    const data = await get<{ files?: Array<{ ftype?: string }> }>(
      kernelScope(kernel, signal),
      'drive',
      path`/api/v5/groups/${groupid}/files`,
      { parentid: folderId, count: 1, offset: 0 },
    );
    const first = listAnswer(data.files)[0];
    return first ? isFolderFtype(first.ftype ?? '') : false;
  } catch (error) {
    if (isCancelled(error)) throw error;
    return undefined;
  }
}

async function carriedOfPreset(
  kernel: PickerKernel,
  preset: Preset,
  withSubfolders: boolean,
  signal?: AbortSignal,
): Promise<CarriedFile> {
  const known: CarriedFile = {
    id: preset.id,
    groupid: num(preset.groupid),
    corpid: 0,
    isFolder: false,
  };
  let meta: MetadataRecord;
  try {
    meta = await fetchFileMetadata(kernel, preset.id, signal);
  } catch (error) {
    if (isCancelled(error)) throw error;
    return known;
  }
  const info: Partial<MetadataRecord['fileinfo']> = meta.fileinfo ?? {};
  const file: CarriedFile = {
    id: preset.id,
    groupid: num(info.groupid ?? preset.groupid),
    corpid: num(meta.groupinfo?.corpid ?? info.corpid),
    isFolder: isFolderFtype(info.ftype ?? ''),
    creatorId: info.creator?.id === undefined ? undefined : num(info.creator.id),
    perms: perms(meta.file_perms_acl),
  };
  if (withSubfolders && file.isFolder) {
    file.hasSubfolders = await hasSubfolders(kernel, file.groupid, num(preset.id), signal);
  }
  return file;
}

/** The presets of copy, move and save, with what their metadata tells. */
export async function loadCarriedPresets(
  kernel: PickerKernel,
  inputs: Pick<ResolvedInputs, 'action' | 'presets'>,
  signal?: AbortSignal,
): Promise<CarriedFile[]> {
  const { action, presets } = inputs;
  // Over the batch limit the action is refused on the count alone: no call per file.
  if (presets.length > BATCH_LIMIT) {
    return presets.map((p) => ({ id: p.id, groupid: num(p.groupid), corpid: 0, isFolder: false }));
  }
  return Promise.all(
    presets.map((preset) => carriedOfPreset(kernel, preset, action === 'copy', signal)),
  );
}
