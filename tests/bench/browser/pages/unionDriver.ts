/**
 * The union selector's benches, against a ListAdapter per side (pickerkit's union selector, antd's
 * Select): open to the first rows, tick the first row and a later one, type a search, scroll its
 * results, insert what was ticked.
 */
import { until } from './paint';
import * as steps from './steps';
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

function named(adapter: ListAdapter): HTMLElement[] {
  return adapter.rows().filter((row) => adapter.title(row) !== '');
}

/** Ticks the `index`th named row shown now. */
async function tickAt(adapter: ListAdapter, index: number): Promise<number> {
  await until(() => named(adapter).length > index, `row ${index}`);
  return steps.tick(adapter, adapter.title(named(adapter)[index]), true);
}

export function createUnionBench(adapter: ListAdapter, targets: UnionTargets) {
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
    async search(): Promise<number> {
      lastSearch = await steps.search(adapter, targets.query);
      return lastSearch.lastKey;
    },
    /** The last search's debounce end to its results painted (ours only). */
    searchDebounceEnd: () => lastSearch?.debounce,
    /** The last search's answer from the suite to its results painted (ours only). */
    searchResponse: () => lastSearch?.response,
    scroll: () => steps.scroll(adapter, targets.scrollRows),
    confirm: () => steps.confirm(adapter),
  };
}
