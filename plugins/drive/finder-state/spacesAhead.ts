/**
 * The personal spaces (special, tmp, and secret when the finder shows it) asked with the account
 * check, beside it (they do not depend on the user; the persisted cache, which is the user's,
 * remembers them once the check has answered), and beside the workspace call of a company user:
 * the finder entry takes these calls instead of asking again, so the first folder waits for two
 * round trips less. Each call started ahead is taken once; a failure reaches the entry that
 * takes it (its error page), never a second request.
 */
import type { PickerKernel } from '../../../kernel';
import { loadGroup, loadGroupBeforeUser, untilAborted } from './cachedCalls';
import type { GroupRecord } from './driveCalls';
import { FINDER_SETTINGS } from './finderKeys';

export type PersonalSpace = 'special' | 'tmp' | 'secret';

const startedByKernel = new WeakMap<PickerKernel, Map<PersonalSpace, Promise<GroupRecord>>>();

/** The spaces the entry loads: none in the oem release; secret only when the finder shows it. */
export function personalSpaces(kernel: PickerKernel): PersonalSpace[] {
  if (kernel.options.release === 'oem') return [];
  const settings = kernel.extensions.has(FINDER_SETTINGS)
    ? kernel.extensions.get(FINDER_SETTINGS)
    : undefined;
  return settings?.has('secret') ? ['special', 'tmp', 'secret'] : ['special', 'tmp'];
}

/** Starts the entry's space calls now; `userKnown` settles when the account check has answered. */
export function startPersonalSpaces(kernel: PickerKernel, userKnown: Promise<unknown>): void {
  const started = new Map<PersonalSpace, Promise<GroupRecord>>();
  for (const space of personalSpaces(kernel)) {
    const call = loadGroupBeforeUser(kernel, space, userKnown);
    // Handled by the entry that takes it; one never taken (init failed) stays quiet.
    call.catch(() => undefined);
    started.set(space, call);
  }
  startedByKernel.set(kernel, started);
}

/** The call for `space` started ahead, else a new one; given up when `signal` aborts. */
export function takeSpace(
  kernel: PickerKernel,
  space: PersonalSpace,
  signal: AbortSignal,
): Promise<GroupRecord> {
  const started = startedByKernel.get(kernel);
  const call = started?.get(space);
  started?.delete(space);
  return call ? untilAborted(call, signal) : loadGroup(kernel, space, signal);
}
