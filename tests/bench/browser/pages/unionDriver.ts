/**
 * The union selector's benches, against a ListAdapter per side (pickerkit's union selector, antd's
 * Select): open to the first rows, tick the first row and a later one, open a second tab and come
 * back to the first (a revisit), type a search, scroll its results, insert what was ticked.
 */
import { settle, toPaint, until } from './paint';
import * as steps from './steps';
import { HOVER_BEFORE_CLICK_MS } from './steps';
import type { ListAdapter } from './steps';

/** The file the union selector is opened for (the fake suite's first file). */
export const UNION_FID = 8_000_001;
/** Page size of every tab and search part: the fake suite's largest directory page. */
export const UNION_REQUEST_COUNT = 200;

export interface UnionTargets {
  query: string;
  /** Rows the scroll bench moves through the search results. */
  scrollRows: number;
}

/** A list picker with tabs (antd's Select has none). */
export interface UnionAdapter extends ListAdapter {
  /** The tab at `index`, and whether its panel shows named rows now. */
  tab?(index: number): { button: HTMLElement; shown(): boolean };
}

/**
 * Clicks the tab at `index`; the ms to the paint that shows its named rows. With `hover`, the
 * pointer rests on the tab first (untimed), as it does before a user's click.
 */
async function toTab(
  adapter: UnionAdapter,
  index: number,
  hover = false,
): Promise<number | undefined> {
  const tab = adapter.tab?.(index);
  if (!tab) return undefined;
  if (hover) {
    tab.button.dispatchEvent(
      new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }),
    );
    await settle(HOVER_BEFORE_CLICK_MS);
  }
  const ms = await toPaint(() => tab.button.click(), tab.shown, `the rows of tab ${index}`);
  await settle();
  return ms;
}

function named(adapter: ListAdapter): HTMLElement[] {
  return adapter.rows().filter((row) => adapter.title(row) !== '');
}

/** Ticks the `index`th named row shown now. */
async function tickAt(adapter: ListAdapter, index: number): Promise<number> {
  await until(() => named(adapter).length > index, `row ${index}`);
  return steps.tick(adapter, adapter.title(named(adapter)[index]), true);
}

export function createUnionBench(adapter: UnionAdapter, targets: UnionTargets) {
  let baseline = 0;
  let lastSearch: steps.SearchFigures | undefined;
  return {
    open() {
      baseline = document.getElementsByTagName('*').length;
      return steps.openTo(adapter);
    },
    /** Elements the picker adds to the page now. */
    elements: () => document.getElementsByTagName('*').length - baseline,
    tickFirst: () => tickAt(adapter, 0),
    tickLater: () => tickAt(adapter, 2),
    /** A tab not visited yet, to its rows painted (ours only). */
    enterTab: () => toTab(adapter, 1),
    /** Back to the first tab, seen before, to its rows painted (ours only). */
    revisitTab: () => toTab(adapter, 0),
    /**
     * Another tab not visited yet, the pointer resting on it first, to its rows painted; then back
     * to the first tab (untimed), where the search benches run.
     */
    async enterTabHovered(): Promise<number | undefined> {
      const ms = await toTab(adapter, 3, true);
      if (ms !== undefined) await toTab(adapter, 0);
      return ms;
    },
    async search(): Promise<number> {
      lastSearch = await steps.search(adapter, targets.query);
      return lastSearch.lastKey;
    },
    /** The last search's last key to the first rows answering it (ours: type-ahead). */
    searchTypeAhead: () => lastSearch?.typeAhead,
    /** The last search's last key to the first block of the server's answer painted (ours only). */
    searchFirstBlock: () => lastSearch?.firstBlock,
    /** The last search's debounce end to its results painted (ours only). */
    searchDebounceEnd: () => lastSearch?.debounce,
    /** The last search's answer from the suite to its results painted (ours only). */
    searchResponse: () => lastSearch?.response,
    scroll: () => steps.scroll(adapter, targets.scrollRows),
    confirm: () => steps.confirm(adapter),
  };
}
