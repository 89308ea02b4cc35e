/**
 * The kernel's announcement rules: they watch the hooks where things happen and send one
 * `onAnnounce` per event. Loads that add rows and retries announce where they happen
 * (sources/ListRuntime.ts, search/SearchStore.ts, PickerKernel.retryInit) through
 * `announceRetry`. Nothing here reads rows or runs per row.
 */
import type { ErrorContext, KernelHooks, SelectionChange } from '../hooks';
import { isConfigurationError } from '../errors';
import { STAGE_ANALYTICS } from '../stages';
import type { Announcement } from './announcement';

const TAP = { name: 'pickerkit:announce', stage: STAGE_ANALYTICS };

type AnnounceHooks = Pick<
  KernelHooks,
  'onSelectionChange' | 'onExceed' | 'onSearch' | 'onError' | 'onAnnounce'
>;

/** Sends an announcement; a failing tap of onAnnounce never breaks what announced. */
export function announce(hooks: Pick<KernelHooks, 'onAnnounce'>, announcement: Announcement) {
  try {
    hooks.onAnnounce.call(announcement);
  } catch (error) {
    console.error('[pickerkit] an onAnnounce tap failed:', error);
  }
}

/** What a selection change says; null when there is nothing to say (an empty change). */
export function selectionAnnouncement(change: SelectionChange, count: number): Announcement | null {
  const { items } = change;
  if (change.kind === 'clear') return { kind: 'cleared', count };
  if (items.length === 0) return null;
  const adds = change.kind === 'select' || change.kind === 'replace';
  if (items.length === 1) {
    return { kind: adds ? 'picked' : 'removed', name: items[0].name, count };
  }
  return adds
    ? { kind: 'pickedMany', added: items.length, count }
    : { kind: 'removedMany', removed: items.length, count };
}

const ANNOUNCED_FAILURES: ReadonlySet<ErrorContext['phase']> = new Set(['init', 'load', 'search']);

/**
 * Taps the hooks whose events are announced; `count` reads the selected count after a change.
 * While `muted()` (a paste picking or undoing, which then says it all in one announcement),
 * selection changes and the limit are not announced on their own.
 */
export function tapAnnouncements(
  hooks: AnnounceHooks,
  count: () => number,
  muted: () => boolean = () => false,
): void {
  hooks.onSelectionChange.tap(TAP, (change) => {
    if (muted()) return;
    const announcement = selectionAnnouncement(change, count());
    if (announcement) announce(hooks, announcement);
  });
  hooks.onExceed.tap(TAP, (info) => {
    if (!muted()) announce(hooks, { kind: 'exceeded', maxCount: info.maxCount });
  });
  hooks.onSearch.tap(TAP, (query, resultCount) =>
    announce(hooks, { kind: 'results', query, count: resultCount }),
  );
  hooks.onError.tap(TAP, (error, context) => {
    // A configuration error has no retry: its own alert says what to fix.
    if (!ANNOUNCED_FAILURES.has(context.phase) || isConfigurationError(error)) return;
    announce(hooks, { kind: 'failed', phase: context.phase as 'init' | 'load' | 'search' });
  });
}

/**
 * Announces a retry, runs it, then announces that it succeeded with the rows shown (`shown`
 * answers a count, undefined for success without one, or null when there is nothing to say: the
 * retry failed again and its failure announced itself, or its outcome announces itself).
 */
export async function announceRetry(
  send: (announcement: Announcement) => void,
  run: () => Promise<void>,
  shown: () => number | undefined | null,
): Promise<void> {
  send({ kind: 'retrying' });
  await run();
  const count = shown();
  if (count !== null) send({ kind: 'recovered', count });
}
