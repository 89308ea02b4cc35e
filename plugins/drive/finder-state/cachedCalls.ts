/**
 * The finder's team and company calls through its caches: the in-flight cache (one call per key
 * within 2000 ms) and the persisted cache (group info of the persisted types, company info per
 * id). A remembered group is answered at once and refreshed in the background. A folder's path
 * and a team's root permission seen in this picker's life are too, so a folder visited before
 * (back, forward, a second click) opens without a round trip. One set of caches per kernel;
 * `flushFinderCache` writes what waits on teardown.
 */
import { CancelledError, type PickerKernel } from '../../../kernel';
import {
  fetchCompanies,
  fetchGroup,
  fetchPath,
  fetchPermission,
  type CompanyRecord,
  type GroupRecord,
  type PathRecord,
  type Permission,
} from './driveCalls';
import { FinderCache } from './finderCache';
import { InFlightCache } from './inFlight';

interface Caches {
  persisted: FinderCache;
  inFlight: InFlightCache;
  /** Answers seen in this picker's life, by call key (paths and root permissions). */
  seen: Map<string, unknown>;
}

const byKernel = new WeakMap<PickerKernel, Caches>();

export function finderCaches(kernel: PickerKernel): Caches {
  let caches = byKernel.get(kernel);
  if (!caches) {
    caches = {
      persisted: new FinderCache(
        kernel.context.persisted,
        () => kernel.context.user?.userid ?? null,
      ),
      inFlight: new InFlightCache(),
      seen: new Map(),
    };
    byKernel.set(kernel, caches);
  }
  return caches;
}

export function flushFinderCache(kernel: PickerKernel): void {
  byKernel.get(kernel)?.persisted.flush();
}

/** Waits for a shared call, giving up (cancelled) when this caller's signal aborts. */
export function untilAborted<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(new CancelledError());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new CancelledError());
    signal.addEventListener('abort', abort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}

/** A team's info (an id, or the alias special, tmp or secret). */
export function loadGroup(
  kernel: PickerKernel,
  id: number | string,
  signal?: AbortSignal,
): Promise<GroupRecord> {
  const { persisted, inFlight } = finderCaches(kernel);
  const key = String(id);
  const alias = /^\d+$/.test(key) ? undefined : key;
  const fresh = () =>
    inFlight.run(`group:${key}`, async () => {
      const group = await fetchGroup(kernel, id);
      persisted.rememberGroup(group, alias);
      return group;
    });
  const remembered = persisted.group<GroupRecord>(key);
  if (remembered) {
    fresh().catch(() => undefined);
    return Promise.resolve(remembered);
  }
  return untilAborted(fresh(), signal);
}

/**
 * A team's info asked before the account check has answered (the personal spaces at init). The
 * persisted cache is the user's: once `userKnown` settles with the user known, what it remembers
 * answers (as `loadGroup` does) and the call only refreshes it; else the call answers, and is
 * remembered for that user (a failed check leaves it unremembered).
 */
export function loadGroupBeforeUser(
  kernel: PickerKernel,
  id: string,
  userKnown: Promise<unknown>,
): Promise<GroupRecord> {
  const { persisted, inFlight } = finderCaches(kernel);
  return inFlight.run(`group:${id}`, async () => {
    const fresh = fetchGroup(kernel, id);
    // A failure before the check's answer is handled below, not reported as unhandled meanwhile.
    fresh.catch(() => undefined);
    const known = await userKnown.then(
      () => kernel.context.user !== null,
      () => false,
    );
    const remember = (group: GroupRecord) => {
      if (known) persisted.rememberGroup(group, id);
      return group;
    };
    const remembered = known ? persisted.group<GroupRecord>(id) : undefined;
    if (remembered) {
      fresh.then(remember, () => undefined);
      return remembered;
    }
    return remember(await fresh);
  });
}

/** The enterprise list; each company is remembered by its id. */
export function loadCompanies(
  kernel: PickerKernel,
  signal?: AbortSignal,
): Promise<CompanyRecord[]> {
  const { persisted, inFlight } = finderCaches(kernel);
  return untilAborted(
    inFlight.run('companies', async () => {
      const companies = await fetchCompanies(kernel);
      persisted.rememberCompanies(companies);
      return companies;
    }),
    signal,
  );
}

/** A company remembered from an earlier enterprise list (this or an earlier opening). */
export function rememberedCompany(kernel: PickerKernel, id: number): CompanyRecord | undefined {
  return finderCaches(kernel).persisted.company<CompanyRecord>(id);
}

/**
 * A call answered from what this picker saw before, at once, and asked again in the background
 * (the next visit shows the fresh answer); a failed refresh forgets the old answer, so the next
 * visit asks for real. Not seen yet: one shared call, given up when `signal` aborts.
 */
function seenThenRefreshed<T>(
  kernel: PickerKernel,
  key: string,
  load: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const { inFlight, seen } = finderCaches(kernel);
  const fresh = () =>
    inFlight.run(key, async () => {
      const value = await load();
      seen.set(key, value);
      return value;
    });
  if (seen.has(key)) {
    const known = seen.get(key) as T;
    fresh().catch(() => {
      if (seen.get(key) === known) seen.delete(key);
    });
    return Promise.resolve(known);
  }
  return untilAborted(fresh(), signal);
}

/** The folders from a team's root to `fid` (none for the root). */
export function loadPath(
  kernel: PickerKernel,
  groupid: number,
  fid: number,
  signal?: AbortSignal,
): Promise<PathRecord[]> {
  if (fid === 0) return Promise.resolve([]);
  return seenThenRefreshed(
    kernel,
    `path:${groupid}:${fid}`,
    () => fetchPath(kernel, groupid, fid),
    signal,
  );
}

/** A team's root permission (root_perm). */
export function loadPermission(
  kernel: PickerKernel,
  groupid: number,
  signal?: AbortSignal,
): Promise<Permission> {
  return seenThenRefreshed(
    kernel,
    `perm:${groupid}`,
    () => fetchPermission(kernel, groupid),
    signal,
  );
}
