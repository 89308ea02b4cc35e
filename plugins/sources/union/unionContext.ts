/**
 * The union selector's init work (union-selector.md section 4): the current user, the file info
 * when there is a file id and the groups (my cloud and my upload), all three at once. A failed user or file info
 * load is ignored; a failed group load fails init (the error view retries it). A new company user
 * also gets the joined companies (at most 10 kept) for company member search; that failure is
 * ignored too. Only that search reads them, so init does not wait for them: the first tab's
 * requests leave as soon as the three calls are in, and the company member search waits for the
 * companies (`joinedCompaniesOf`). What was loaded is kept per kernel and read with
 * `unionInfoOf(kernel)`.
 */
import type { PickerKernel, Plugin } from '../../../kernel';
import { isCancelled, STAGE_NORMALISE } from '../../../kernel';
import { path } from '../../../kernel/request/paths';
import { fetchJoinedCompanies } from '../context/companies';
import { fetchCurrentUser } from '../context/currentUser';
import { DEFAULT_COMPANY_FIELDS } from '../context/pickerContext.types';
import { get, kernelScope, type CallScope } from '../shared/fetch';
import { idOf, listAnswer } from '../shared/values';

export interface UnionFileInfo {
  fid: string;
  groupid: string;
  fname: string;
}

/** The two special groups of the user's drive. */
export interface UnionGroupInfo {
  myCloud?: string;
  myUpload?: string;
}

export interface UnionInfo {
  file: UnionFileInfo | null;
  groups: UnionGroupInfo;
  /**
   * Settles once a new company user's joined companies are in the context (or failed); null once
   * it has, so a search reads them without waiting a microtask.
   */
  companies: Promise<void> | null;
}

export const UNION_CONTEXT_PLUGIN = 'union:context';

const infos = new WeakMap<PickerKernel, UnionInfo>();

/** What init loaded for this kernel (empty before init). */
export function unionInfoOf(kernel: PickerKernel): UnionInfo {
  let info = infos.get(kernel);
  if (!info) {
    info = { file: null, groups: {}, companies: null };
    infos.set(kernel, info);
  }
  return info;
}

/** Ignores a failure (but never a cancellation), answering `fallback`. */
async function ignoringFailure<T>(work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isCancelled(error)) throw error;
    return fallback;
  }
}

export async function fetchFileInfo(scope: CallScope, fid: number): Promise<UnionFileInfo> {
  const data = await get<{
    fileinfo?: { id?: number; fileid?: number; groupid?: number; fname?: string };
  }>(scope, 'drive', path`/api/v5/files/${String(fid)}/metadata`);
  const file = data.fileinfo ?? {};
  return {
    fid: idOf(file.id ?? file.fileid ?? fid),
    groupid: idOf(file.groupid),
    fname: file.fname ?? '',
  };
}

export async function fetchSpecialGroups(scope: CallScope): Promise<UnionGroupInfo> {
  const data = await get<{ groups?: Array<{ id?: number; type?: string }> }>(
    scope,
    'drive',
    '/api/v5/groups',
    { with_special: true, offset: 0, count: 20 },
  );
  const groups = listAnswer(data.groups);
  const byType = (type: string) =>
    idOf(groups.find((group) => group.type === type)?.id) || undefined;
  return { myCloud: byType('special'), myUpload: byType('tmp') };
}

/**
 * What a company member search waits for before it reads the joined companies: a promise while
 * they are loading, null once they are in (or failed). A search that awaited a settled promise
 * would send its call a microtask late, after the render the keystroke scheduled.
 */
export function joinedCompaniesOf(kernel: PickerKernel): Promise<void> | null {
  return unionInfoOf(kernel).companies;
}

/** Starts loading a new company user's joined companies; the promise never rejects. */
function loadJoinedCompanies(
  kernel: PickerKernel,
  scope: CallScope,
  info: UnionInfo,
): Promise<void> {
  const loading: Promise<void> = fetchJoinedCompanies(scope, DEFAULT_COMPANY_FIELDS)
    .then(
      (joined) => kernel.context.setCompanies(joined.companies),
      // Cancelled with the kernel: nothing is left to search.
      () => undefined,
    )
    .then(() => {
      if (info.companies === loading) info.companies = null;
    });
  return loading;
}

/**
 * The init calls at once: the user, the file info and the groups do not depend on each other, so
 * they start together; the joined companies need the user (a new company user) and start as soon
 * as it is known, and init does not wait for them. The three calls are settled before init goes
 * on, so a failed group load fails init only once nothing else is still writing the info.
 */
export async function loadUnionInfo(kernel: PickerKernel, fid: number | undefined): Promise<void> {
  const scope = kernelScope(kernel);
  const info = unionInfoOf(kernel);
  const userAndCompanies = ignoringFailure(fetchCurrentUser(scope), null).then((user) => {
    if (!user) return;
    kernel.context.setUser(user);
    if (kernel.context.isNewCompanyUser) info.companies = loadJoinedCompanies(kernel, scope, info);
  });
  const file =
    fid === undefined ? Promise.resolve(null) : ignoringFailure(fetchFileInfo(scope, fid), null);
  const settled = await Promise.allSettled([userAndCompanies, file, fetchSpecialGroups(scope)]);
  for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason;
  const [, fileInfo, groups] = settled as [
    PromiseFulfilledResult<void>,
    PromiseFulfilledResult<UnionFileInfo | null>,
    PromiseFulfilledResult<UnionGroupInfo>,
  ];
  info.file = fileInfo.value;
  info.groups = groups.value;
}

/** The plugin that runs the init work before the tabs are built. */
export function unionContext(options: { fid?: number } = {}): Plugin {
  return {
    name: UNION_CONTEXT_PLUGIN,
    apply(kernel) {
      kernel.hooks.beforeInit.tapPromise(
        { name: UNION_CONTEXT_PLUGIN, stage: STAGE_NORMALISE },
        () => loadUnionInfo(kernel, options.fid),
      );
      return () => infos.delete(kernel);
    },
  };
}
