/**
 * The embeddable search widget's imperative API (union-selector.md section 4): a kernel of the
 * union selector driven without its panel. Every method but `init` throws the spec's
 * "must instantiate first" (in Chinese) until init has completed; a second init does nothing
 * more than the first; init loads the user, the file info when there is a fid and the groups
 * (my cloud, my upload) at once, ignoring a failed user or file info load.
 */
import type { PickerItem, PickerKernel } from '../../kernel';
import { unionInfoOf, type UnionInfo } from '../../plugins/sources/union';
import { createUnionSelectorKernel } from './createUnionSelectorKernel';
import type { UnionItem, UnionSelectorOptions } from './types';
import { toUnionItems } from './unionPayload';

export interface UnionSearchWidget {
  readonly kernel: PickerKernel;
  /** Loads the user, file info and groups; resolves when done (a second call does nothing). */
  init(): Promise<void>;
  /** The groups and file init loaded. */
  info(): UnionInfo;
  /** Switches tab (the current tab does nothing). */
  switchTab(key: string): Promise<void>;
  /** Searches the active tab; resolves with its items in the spec's shape. */
  search(query: string): Promise<UnionItem[]>;
  /** The active tab's list, loading more when asked. */
  list(options?: { loadMore?: boolean; forceUpdate?: boolean }): Promise<UnionItem[]>;
  /** Aborts what is pending. */
  cancel(): void;
  /** Clears the query and the offsets of every tab. */
  reset(): void;
  destroy(): void;
}

const visible = (items: readonly PickerItem[]) =>
  items.filter((item) => !['title', 'loadMore', 'emptyInfo'].includes(item.type));

export function createUnionSearchWidget(options: UnionSelectorOptions): UnionSearchWidget {
  const kernel = createUnionSelectorKernel(options);
  const ready = () => kernel.assertInitialised();
  return {
    kernel,
    async init() {
      await kernel.init();
      if (kernel.initError) throw kernel.initError;
    },
    info() {
      ready();
      return unionInfoOf(kernel);
    },
    switchTab(key) {
      ready();
      return kernel.tabs.setActive(key);
    },
    // The checks run before the first await: using the API too early throws at the call.
    search(query) {
      ready();
      return kernel.search.setQuery(query).then(() => {
        if (kernel.search.error) throw kernel.search.error;
        return toUnionItems(visible(kernel.search.rows), kernel);
      });
    },
    list({ loadMore = false, forceUpdate = false } = {}) {
      ready();
      const key = kernel.tabs.activeKey;
      if (!key || !kernel.sources.get(key)) return Promise.resolve([]);
      const load = loadMore
        ? kernel.sources.loadMore(key)
        : kernel.sources.loadFirst(key, { forceUpdate });
      return load.then(() => {
        const state = kernel.sources.state(key);
        if (state.status === 'error' && state.error) throw state.error;
        return toUnionItems(visible(state.items), kernel);
      });
    },
    cancel() {
      ready();
      kernel.cancel();
    },
    reset() {
      ready();
      kernel.search.clear();
      kernel.sources.reset();
    },
    destroy() {
      kernel.dispose();
    },
  };
}
