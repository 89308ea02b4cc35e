/**
 * Tabs: built from the registered sources (plugins may add or reorder through addTabs), the
 * active tab (remembered per user), and switching, which resets search and pending work of the
 * tab left and loads the tab entered.
 */
import { action, makeObservable, observable } from 'mobx';
import { observableRef } from '../mobxAnnotations';
import { ErrorCodes, PickerError } from '../errors';
import type { TabDescriptor } from '../hooks';
import type { PickerKernel } from '../PickerKernel';
import { isString, persistKey, readPersisted, writePersisted } from './persist';

export class TabStore {
  list: readonly TabDescriptor[] = [];
  activeKey: string | null = null;

  private readonly kernel: PickerKernel;

  constructor(kernel: PickerKernel) {
    this.kernel = kernel;
    makeObservable<TabStore, 'activate'>(this, {
      list: observableRef,
      activeKey: observable,
      build: action,
      activate: action,
    });
  }

  get active(): TabDescriptor | undefined {
    return this.list.find((tab) => tab.key === this.activeKey);
  }

  /** Makes the tabs from the sources; the remembered tab is active when it still exists. */
  build(): void {
    const fromSources: TabDescriptor[] = this.kernel.sources.list.map((source) => ({
      key: source.key,
      title: source.title,
      sourceKey: source.key,
    }));
    this.list = this.kernel.hooks.addTabs.call(fromSources);
    const remembered = readPersisted(this.kernel, this.storageKey(), isString);
    const keep = [remembered, this.activeKey].find(
      (key) => key && this.list.some((tab) => tab.key === key),
    );
    this.activeKey = keep ?? this.list[0]?.key ?? null;
  }

  /**
   * Switches tab: the current tab does nothing; otherwise the search is cleared, the left tab's
   * pending requests are aborted, the choice is remembered, onTabChange fires and the tab loads.
   */
  setActive(key: string): Promise<void> {
    if (key === this.activeKey) return Promise.resolve();
    if (!this.list.some((tab) => tab.key === key)) {
      const known = this.list.map((tab) => tab.key).join(', ') || 'none';
      throw new PickerError(ErrorCodes.PARAM_INVALID, `no tab "${key}" (tabs: ${known})`);
    }
    const left = this.active?.sourceKey;
    if (left) this.kernel.sources.abort(left);
    this.kernel.search.clear();
    this.activate(key);
    writePersisted(this.kernel, this.storageKey(), key);
    this.kernel.hooks.onTabChange.call(key);
    return this.loadActive();
  }

  /** Loads the active tab: a tree's roots (and remembered expanded nodes), else its first page. */
  loadActive(forceUpdate = false): Promise<void> {
    const sourceKey = this.active?.sourceKey;
    const source = sourceKey ? this.kernel.sources.get(sourceKey) : undefined;
    if (!source) return Promise.resolve();
    if (source.tree) return this.kernel.tree.loadRoots(source.key, forceUpdate);
    return this.kernel.sources.loadFirst(source.key, { forceUpdate });
  }

  private activate(key: string): void {
    this.activeKey = key;
  }

  private storageKey(): string {
    return persistKey(this.kernel, 'tab');
  }
}
