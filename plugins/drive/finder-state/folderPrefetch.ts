/**
 * A folder row the user rests on (the pointer over it, or the keyboard's active row) for
 * FOLDER_PREFETCH_DELAY_MS has its first page fetched ahead (`kernel.sources.prefetch`: into the
 * list cache, unshown, so opening it paints at once; a visit while it runs waits for it instead of
 * asking again). One request at a time: resting on another row, or leaving the list, stops the
 * wait and aborts the request. Opening the folder releases it: the visit uses what it fetches.
 */
import type { PickerItem } from '../../../kernel';
import { entryOf } from '../../sources/shared/driveEntry';
import { routeTarget, type PickingView } from './picking';
import { listForRoute, type RouteList } from './routeLists';

/**
 * How long the user rests on a folder row before its first page is asked for: as the union
 * selector's tabs (`PREPARE_DELAY_MS`). A pointer on its way to a click rests on its row about
 * 200 ms or more; with the rest and an 80 ms round trip inside that, the page is in by the click.
 */
export const FOLDER_PREFETCH_DELAY_MS = 80;

export type FolderPrefetchView = Pick<PickingView, 'kernel' | 'selectabilityOf'>;

/** The list a folder row opens to, or null for a file or a folder that cannot be opened. */
export function folderListOf(store: FolderPrefetchView, item: PickerItem): RouteList | null {
  const entry = entryOf(item);
  if (!entry?.isFolder || !entry.target || store.selectabilityOf(item).disabled) return null;
  return listForRoute(routeTarget(entry.target));
}

export class FolderPrefetch {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private controller: AbortController | null = null;
  /** The list of the row rested on (source and folder), or null. */
  private restingOn: string | null = null;

  constructor(
    private readonly store: FolderPrefetchView,
    private readonly delayMs = FOLDER_PREFETCH_DELAY_MS,
  ) {}

  /** The user rests on a row (or on none): a folder's first page is asked for after the delay. */
  rest(item: PickerItem | undefined): void {
    const list = item ? folderListOf(this.store, item) : null;
    const key = list ? `${list.sourceKey}|${list.parent.key}` : null;
    if (key === this.restingOn) return;
    this.moveOn();
    if (!list) return;
    this.restingOn = key;
    this.timer = setTimeout(() => {
      this.timer = null;
      const controller = new AbortController();
      this.controller = controller;
      void this.store.kernel.sources
        .prefetch(list.sourceKey, list.parent, controller.signal)
        .finally(() => {
          if (this.controller === controller) this.controller = null;
        });
    }, this.delayMs);
  }

  /** The user moved on (another row, out of the list, the list closed): nothing is asked. */
  moveOn(): void {
    this.clearTimer();
    this.controller?.abort();
    this.controller = null;
    this.restingOn = null;
  }

  /** The list was replaced (a folder opened): the wait stops, a request running goes on. */
  release(): void {
    this.clearTimer();
    this.controller = null;
    this.restingOn = null;
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
