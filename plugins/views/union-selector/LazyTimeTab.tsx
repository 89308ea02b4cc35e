/**
 * The time tab as a chunk of its own (the calendar, the typed date's parsing and the time list
 * with date-fns): a union selector that opens on another tab does not load it before its first
 * paint. UnionShell fetches it once the page is idle after opening when a time tab is configured;
 * a selector that opens on the time tab shows the tab's empty frame for the moment it loads.
 */
import { lazyPart } from '../shared/lazyPart';
import { ErrorView } from '../shared/ListStates';
import type { TimeTabProps } from './TimeTab';

export const { Part: LazyTimeTab, preload: preloadTimeTab } = lazyPart<TimeTabProps>(
  () => import('./TimeTab').then((module) => module.TimeTab),
  'the time tab',
  { failed: ErrorView, fallback: <div className="pk-union__time" aria-busy="true" /> },
);
