/**
 * Tabs: a thin layer over the router. Each tab is the location `/@tab/<key>` of the route
 * TAB_ROUTE; the active tab is read from the router's current location, and switching replaces
 * it (tabs build no back-history). The list comes from the registered sources (plugins add or
 * reorder through addTabs); the active tab is remembered per user. Switching drops the pending
 * work of the tab left and its own search (a search of every source stays) and loads the tab
 * entered.
 */
import { action, computed, makeObservable, runInAction } from 'mobx';
import { observableRef } from '../mobxAnnotations';
import { ErrorCodes, PickerError } from '../errors';
import type { KernelHooks, TabDescriptor } from '../hooks';
import type { SearchStore } from '../search/SearchStore';
import type { SourceStore } from '../sources/SourceStore';
import type { TreeStore } from '../tree/TreeStore';
import type { Router } from './Router';

/** The route tabs navigate by. */
export const TAB_ROUTE = 'pickerkit:tab';

/** Where the active tab is remembered (for the signed-in user). */
export interface TabMemory {
  read(): string | undefined;
  write(key: string): void;
}

export interface SetActiveOptions {
  /** The search text was typed for the tab entered: it stays, and is searched there. */
  keepQuery?: boolean;
}

export interface TabStoreDependencies {
  hooks: Pick<KernelHooks, 'addTabs' | 'onTabChange'>;
  router: Router;
  sources: Pick<SourceStore, 'list' | 'get' | 'abort' | 'loadFirst' | 'prefetch'>;
  tree: Pick<TreeStore, 'loadRoots'>;
  search: Pick<SearchStore, 'tabChanged' | 'searchTyped'>;
  memory: TabMemory;
}

export class TabStore {
  list: readonly TabDescriptor[] = [];

  private readonly hooks: TabStoreDependencies['hooks'];
  private readonly router: Router;
  private readonly sources: TabStoreDependencies['sources'];
  private readonly tree: TabStoreDependencies['tree'];
  private readonly search: TabStoreDependencies['search'];
  private readonly memory: TabMemory;

  constructor({ hooks, router, sources, tree, search, memory }: TabStoreDependencies) {
    this.hooks = hooks;
    this.router = router;
    this.sources = sources;
    this.tree = tree;
    this.search = search;
    this.memory = memory;
    router.addRoutes([{ name: TAB_ROUTE, path: '/@tab/:key' }]);
    makeObservable(this, {
      list: observableRef,
      activeKey: computed,
      active: computed,
      build: action,
    });
  }

  /** The active tab's key: the router's current location when it is a tab, else null. */
  get activeKey(): string | null {
    const current = this.router.current;
    return current?.name === TAB_ROUTE ? String(current.params.key) : null;
  }

  get active(): TabDescriptor | undefined {
    return this.list.find((tab) => tab.key === this.activeKey);
  }

  /** Makes the tabs from the sources; the remembered tab is active when it still exists. */
  build(): void {
    // A tab's title is its source's, read when shown (a source's built-in title follows the texts).
    const fromSources: TabDescriptor[] = this.sources.list.map((source) => ({
      key: source.key,
      get title() {
        return source.title;
      },
      sourceKey: source.key,
    }));
    this.list = this.hooks.addTabs.call(fromSources);
    const keep = [this.memory.read(), this.activeKey].find(
      (key) => key && this.list.some((tab) => tab.key === key),
    );
    const next = keep ?? this.list[0]?.key ?? null;
    const first = this.activeKey === null;
    if (next !== null) this.show(next);
    else if (this.activeKey !== null) this.router.reset();
    // Text typed before there were tabs searched no source: it is searched now.
    if (first && this.activeKey !== null) this.search.searchTyped();
  }

  /**
   * Switches tab: the current tab does nothing; otherwise the router shows the tab (a
   * shouldNavigate tap may keep the user where they are), the left tab's pending requests are
   * aborted, a search of the tab left is cleared (one of every source stays: SearchStore.tabChanged),
   * the choice is remembered, onTabChange fires and the tab loads. With `keepQuery` the search
   * text stays and is searched in the tab entered (a tab chosen, and its search box typed in,
   * before the tabs were built).
   */
  setActive(key: string, { keepQuery = false }: SetActiveOptions = {}): Promise<void> {
    if (key === this.activeKey) return Promise.resolve();
    if (!this.list.some((tab) => tab.key === key)) {
      const known = this.list.map((tab) => tab.key).join(', ') || 'none';
      throw new PickerError(ErrorCodes.PARAM_INVALID, `no tab "${key}" (tabs: ${known})`);
    }
    const left = this.active?.sourceKey;
    const shown = runInAction(() => {
      if (!this.show(key)) return false;
      if (left) this.sources.abort(left);
      this.search.tabChanged(keepQuery);
      return true;
    });
    if (!shown) return Promise.resolve();
    this.memory.write(key);
    this.hooks.onTabChange.call(key);
    return this.loadActive();
  }

  /**
   * Fetches the first page of every other list tab into the cache (trees are left alone), so a
   * switch to one paints at once. A product calls it once its first list is shown.
   */
  prefetchOthers(): void {
    for (const tab of this.list) {
      if (tab.key === this.activeKey || !tab.sourceKey) continue;
      const source = this.sources.get(tab.sourceKey);
      if (source && !source.tree) void this.sources.prefetch(source.key);
    }
  }

  /** Loads the active tab: a tree's roots (and remembered expanded nodes), else its first page. */
  loadActive(forceUpdate = false): Promise<void> {
    const sourceKey = this.active?.sourceKey;
    const source = sourceKey ? this.sources.get(sourceKey) : undefined;
    if (!source) return Promise.resolve();
    if (source.tree) return this.tree.loadRoots(source.key, forceUpdate);
    return this.sources.loadFirst(source.key, { forceUpdate });
  }

  /**
   * Puts the tab in the router (replacing the entry). The tab route has no guard or loader, so
   * the router commits at once; false when shouldNavigate kept the current location.
   */
  private show(key: string): boolean {
    if (this.activeKey !== key) void this.router.replace({ name: TAB_ROUTE, params: { key } });
    return this.activeKey === key;
  }
}
