/**
 * Where copy, move and save land, and whether their restriction stays on (finder.md sections 2
 * and 4, Restriction with preset files):
 * - the first preset file's metadata is fetched; on failure a tips dialog shows the server's
 *   msg or the ErrorDataFailed text, restriction goes off, and the default landing applies;
 * - with restriction on, a file of an enterprise is checked against its enterprise (restricted:
 *   it stays on, locked to that enterprise; not restricted or a failed check: off); a personal
 *   file turns it off;
 * - in save mode the file's team and folder are validated first; if either fails the default
 *   landing applies;
 * - with restriction on, the default location is kept when it is in the same enterprise; else
 *   (and always with restriction off) the finder opens the file's own folder.
 * Then settleRestriction: a restriction still on is locked to the landing's company, or turned
 * off when that company has none; a private-group restriction turns workspace switching off.
 */
import { isCancelled, type NavigationTarget } from '../../../kernel';
import { fetchGroup, fetchPath } from '../finder-state/driveCalls';
import type { EnterpriseView } from './enterpriseView';
import { finderCodeText, resultSourceOf } from '../result-codes/finderResultCodes';
import {
  fetchCompanyRestrictions,
  fetchFileMetadata,
  fetchPrivateGroupRestriction,
  type FileMetadata,
} from './enterpriseCalls';
import { RESTRICTED_ACTIONS, companyOfTarget } from './restrictionRules';

/** The folder a file sits in, as a route target. */
export function fileFolderTarget(meta: FileMetadata): NavigationTarget {
  const corpid = Number(meta.groupinfo?.corpid ?? 0);
  const tid = Number(meta.fileinfo.groupid);
  const fid = Number(meta.fileinfo.parentid ?? 0);
  return corpid > 0
    ? { name: 'EnterpriseTeamFiles', params: { cid: corpid, tid, fid } }
    : { name: 'TeamFiles', params: { tid, fid } };
}

function metadataFailure(store: EnterpriseView, error: unknown): void {
  const msg = resultSourceOf(error).msg?.trim();
  store.showTip(msg || finderCodeText(store.kernel, 'ErrorDataFailed'));
  store.enterprise.turnRestrictionOff();
}

async function checkEnterprise(store: EnterpriseView, corpid: number, signal?: AbortSignal) {
  const { enterprise } = store;
  if (!enterprise.restrictionOn) return;
  if (corpid <= 0) {
    enterprise.turnRestrictionOff();
    return;
  }
  try {
    const flags = await fetchCompanyRestrictions(store.kernel, [corpid], signal);
    enterprise.mergeCompanyRestrict(flags);
    if (flags.get(corpid) === true) enterprise.lockTo(corpid);
    else enterprise.turnRestrictionOff();
  } catch (error) {
    if (isCancelled(error)) throw error;
    enterprise.turnRestrictionOff();
  }
}

async function validSaveTarget(store: EnterpriseView, meta: FileMetadata, signal?: AbortSignal) {
  try {
    const team = await fetchGroup(store.kernel, Number(meta.fileinfo.groupid), signal);
    await fetchPath(store.kernel, team.id, Number(meta.fileinfo.parentid ?? 0), signal);
    return true;
  } catch (error) {
    if (isCancelled(error)) throw error;
    return false;
  }
}

/** The landing of copy, move and save with preset files (the default landing otherwise). */
export async function presetLanding(
  store: EnterpriseView,
  fallback: NavigationTarget,
  signal?: AbortSignal,
): Promise<NavigationTarget> {
  const { action, presets } = store.inputs;
  if (!RESTRICTED_ACTIONS.includes(action) || presets.length === 0) return fallback;
  let meta: FileMetadata;
  try {
    meta = await fetchFileMetadata(store.kernel, presets[0].id, signal);
  } catch (error) {
    if (isCancelled(error)) throw error;
    metadataFailure(store, error);
    return fallback;
  }
  const corpid = Number(meta.groupinfo?.corpid ?? 0);
  await checkEnterprise(store, corpid, signal);
  if (action === 'save' && !(await validSaveTarget(store, meta, signal))) return fallback;
  if (store.enterprise.restrictionOn && companyOfTarget(fallback) === corpid) return fallback;
  return fileFolderTarget(meta);
}

/** After the landing is chosen: lock a restriction still on, or turn it off (see the top). */
export async function settleRestriction(
  store: EnterpriseView,
  landing: NavigationTarget,
  signal?: AbortSignal,
): Promise<void> {
  const { enterprise } = store;
  if (!enterprise.restrictionOn) return;
  const cid = companyOfTarget(landing);
  if (enterprise.lockedCompanyId === 0) {
    if (!enterprise.restricts(cid)) {
      enterprise.turnRestrictionOff();
      return;
    }
    enterprise.lockTo(cid);
  }
  try {
    const locked = await fetchPrivateGroupRestriction(
      store.kernel,
      enterprise.lockedCompanyId,
      signal,
    );
    if (locked && enterprise.restrictionOn) store.dropFeature('switchWorkspace');
  } catch (error) {
    if (isCancelled(error)) throw error;
  }
}

/** The index route's landing with the enterprise rules applied. */
export async function enterpriseLanding(
  store: EnterpriseView,
  fallback: NavigationTarget,
  signal?: AbortSignal,
): Promise<NavigationTarget> {
  const target = await presetLanding(store, fallback, signal);
  await settleRestriction(store, target, signal);
  return target;
}
