/**
 * Tree state: which nodes are expanded (persisted per user and source), lazy loading of
 * children through the source runtime, and the flat visible rows for virtualization.
 */
import {
  action,
  computed,
  makeObservable,
  observable,
  type IComputedValue,
  type ObservableSet,
} from 'mobx';
import type { SourceStore } from '../sources/SourceStore';
import type { PickerItem } from '../types';
import { flattenTree, type TreeRow } from './treeRows';

/** Where each source's expanded keys are remembered (per user; nothing when storage is off). */
export interface ExpandedKeysStorage {
  read(sourceKey: string): string[] | undefined;
  write(sourceKey: string, keys: readonly string[]): void;
}

/** What the tree store depends on: the source runtime it loads through, and its storage. */
export interface TreeDeps {
  sources: Pick<SourceStore, 'state' | 'get' | 'loadFirst' | 'loadMore' | 'retry'>;
  storage: ExpandedKeysStorage;
  /** Told when the user opens or closes a node (expand, collapse; not a restore). */
  onOpenChange?(node: PickerItem, open: boolean): void;
}

/** Roots may carry the server's expanded mark. */
type MaybeMarked = PickerItem & { isExpand?: unknown };

export class TreeStore {
  private readonly sources: TreeDeps['sources'];
  private readonly storage: ExpandedKeysStorage;
  private readonly onOpenChange: TreeDeps['onOpenChange'];
  /** Expanded node keys, per source key. Only keys are observable. */
  private readonly expanded = observable.map<string, ObservableSet<string>>({}, { deep: false });
  private readonly rowsBySource = new Map<string, IComputedValue<TreeRow[]>>();

  constructor({ sources, storage, onOpenChange }: TreeDeps) {
    this.sources = sources;
    this.storage = storage;
    this.onOpenChange = onOpenChange;
    makeObservable<TreeStore, 'setExpanded' | 'replaceExpanded'>(this, {
      setExpanded: action,
      replaceExpanded: action,
    });
  }

  isExpanded(key: string, sourceKey?: string): boolean {
    if (sourceKey !== undefined) return this.expanded.get(sourceKey)?.has(key) ?? false;
    for (const keys of this.expanded.values()) if (keys.has(key)) return true;
    return false;
  }

  /** True when the node is expanded and shown (none of its ancestors is collapsed). */
  isShownOpen(node: PickerItem): boolean {
    const { key, sourceKey } = node;
    return (
      this.isExpanded(key, sourceKey) &&
      this.visibleRows(sourceKey).some((row) => row.kind === 'node' && row.item?.key === key)
    );
  }

  /** True when the node may have children. */
  isExpandable(item: PickerItem): boolean {
    return Boolean(item.hasChild) && !item.isLeaf;
  }

  toggleExpand(node: PickerItem): Promise<void> {
    if (this.isExpanded(node.key, node.sourceKey)) {
      this.collapse(node);
      return Promise.resolve();
    }
    return this.expand(node);
  }

  /** Expands a node and loads its children when they are not loaded (or failed before). */
  expand(node: PickerItem): Promise<void> {
    if (!this.isExpandable(node)) return Promise.resolve();
    this.setExpanded(node.sourceKey, node.key, true);
    this.onOpenChange?.(node, true);
    return this.ensureChildren(node);
  }

  collapse(node: PickerItem): void {
    this.setExpanded(node.sourceKey, node.key, false);
    this.onOpenChange?.(node, false);
  }

  /** The next page of a node's children (its load-more row). */
  loadMore(node: PickerItem): Promise<void> {
    return this.sources.loadMore(node.sourceKey, node.key);
  }

  /** Retries a node's failed children load (its error row); `null` retries the roots. */
  retry(sourceKey: string, node: PickerItem | null): Promise<void> {
    return this.sources.retry(sourceKey, node?.key);
  }

  /**
   * Loads the roots of a tree source (its roots() or first page), restores the expanded keys
   * from storage (or, when none are stored, from the roots' expanded marks), and loads the
   * children of every expanded node it reaches.
   */
  async loadRoots(sourceKey: string, forceUpdate = false): Promise<void> {
    const stored = this.storage.read(sourceKey);
    if (stored) this.replaceExpanded(sourceKey, stored);
    await this.sources.loadFirst(sourceKey, { forceUpdate });
    const roots = this.sources.state(sourceKey).items;
    if (!stored) {
      const expandAll = this.sources.get(sourceKey)?.config.isExpand === true;
      // A root's own mark wins; unmarked roots follow the source's isExpand.
      const marked = roots.filter((root) => {
        const mark = (root as MaybeMarked).isExpand;
        if (typeof mark === 'boolean') return mark;
        return expandAll && this.isExpandable(root);
      });
      this.replaceExpanded(
        sourceKey,
        marked.map((root) => root.key),
      );
    }
    await Promise.all(roots.map((root) => this.ensureChildren(root)));
  }

  /** Flat rows of the expanded tree of a source, computed and cached while observed. */
  visibleRows(sourceKey: string): TreeRow[] {
    let rows = this.rowsBySource.get(sourceKey);
    if (!rows) {
      rows = computed(() =>
        flattenTree({
          state: (parentKey) => this.sources.state(sourceKey, parentKey),
          isExpanded: (key) => this.isExpanded(key, sourceKey),
          isExpandable: (item) => this.isExpandable(item),
        }),
      );
      this.rowsBySource.set(sourceKey, rows);
    }
    return rows.get();
  }

  /** Loads the children of an expanded node when needed, then of its expanded children. */
  private async ensureChildren(node: PickerItem): Promise<void> {
    if (!this.isExpandable(node) || !this.isExpanded(node.key, node.sourceKey)) return;
    const state = this.sources.state(node.sourceKey, node.key);
    if (state.status === 'idle' || (state.status === 'error' && state.failedOn === 'first')) {
      await this.sources.loadFirst(node.sourceKey, { parent: node });
    }
    const children = this.sources.state(node.sourceKey, node.key).items;
    await Promise.all(children.map((child) => this.ensureChildren(child)));
  }

  /** The expanded set of a source, created on first write (never from a derivation). */
  private keysOf(sourceKey: string): ObservableSet<string> {
    let keys = this.expanded.get(sourceKey);
    if (!keys) {
      keys = observable.set<string>();
      this.expanded.set(sourceKey, keys);
    }
    return keys;
  }

  private replaceExpanded(sourceKey: string, keys: readonly string[]): void {
    this.keysOf(sourceKey).replace(keys);
  }

  private setExpanded(sourceKey: string, key: string, expanded: boolean): void {
    const keys = this.keysOf(sourceKey);
    if (expanded) keys.add(key);
    else keys.delete(key);
    this.storage.write(sourceKey, [...keys]);
  }
}
