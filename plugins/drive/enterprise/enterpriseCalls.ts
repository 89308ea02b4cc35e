/**
 * The drive calls of the enterprise rules: the company restriction (spread_ctrls, at most 20
 * company ids per request, finder.md section 9), a company's private groups (their restriction),
 * a preset file's metadata (with its group, for its enterprise). A list answer that is not an
 * array is the "fetch result must be an array." error, never read as no restriction.
 */
import type { PickerKernel } from '../../../kernel';
import { path } from '../../../kernel/request/paths';
import { get } from '../../sources/shared/fetch';
import { listAnswer } from '../../sources/shared/values';

/** finder.md section 9: company restriction batch, 20 ids per request. */
export const RESTRICTION_BATCH = 20;

export interface SpreadControl {
  company_id: number;
  restrict: boolean;
}

export interface FileMetadata {
  fileinfo: { id?: number; fname: string; ftype: string; groupid: number; parentid?: number };
  groupinfo?: { id?: number; corpid: number };
  file_perms_acl?: { copy?: number; move?: number };
  user_acl?: unknown;
}

function scope(kernel: PickerKernel, signal?: AbortSignal) {
  return { client: kernel.client, signal };
}

/** Splits ids into batches of RESTRICTION_BATCH. */
export function restrictionBatches(ids: readonly number[]): number[][] {
  const unique = [...new Set(ids)];
  const batches: number[][] = [];
  for (let i = 0; i < unique.length; i += RESTRICTION_BATCH) {
    batches.push(unique.slice(i, i + RESTRICTION_BATCH));
  }
  return batches;
}

/** Each company's restrict flag, fetched 20 ids per request; one failed batch fails it all. */
export async function fetchCompanyRestrictions(
  kernel: PickerKernel,
  companyIds: readonly number[],
  signal?: AbortSignal,
): Promise<Map<number, boolean>> {
  const answers = await Promise.all(
    restrictionBatches(companyIds).map((batch) =>
      get<{ spread_ctrls?: SpreadControl[] }>(
        scope(kernel, signal),
        'drive',
        '/api/v5/companies/restriction',
        { company_id: batch.join(',') },
      ),
    ),
  );
  const flags = new Map<number, boolean>();
  for (const answer of answers) {
    for (const ctrl of listAnswer(answer.spread_ctrls)) {
      flags.set(Number(ctrl.company_id), ctrl.restrict === true);
    }
  }
  return flags;
}

/** Whether a company's private groups carry a restriction. */
export async function fetchPrivateGroupRestriction(
  kernel: PickerKernel,
  companyId: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const data = await get<{ restrict?: boolean; groups?: Array<{ restrict?: boolean }> }>(
    scope(kernel, signal),
    'drive',
    '/api/v5/companies/private_groups',
    { dst_company_id: companyId },
  );
  return data.restrict === true || listAnswer(data.groups).some((g) => g.restrict === true);
}

/** GET /api/v5/files/{id}/metadata?include=group. */
export function fetchFileMetadata(
  kernel: PickerKernel,
  fileId: number | string,
  signal?: AbortSignal,
): Promise<FileMetadata> {
  return get<FileMetadata>(scope(kernel, signal), 'drive', path`/api/v5/files/${fileId}/metadata`, {
    include: 'group',
  });
}
