/**
 * Flattens a lazily loaded tree into rows for a virtualized list. Only expanded subtrees are
 * visited, so the cost follows what is visible, not the size of the organisation.
 */
import type { ListState } from '../sources/ListState';
import type { PickerItem } from '../types';

export type TreeRowKind = 'node' | 'loadMore' | 'loading' | 'error' | 'empty';

export interface TreeRow {
  /** Stable row key for virtualization. */
  key: string;
  /** The node itself; for loadMore, loading, error and empty rows, the node they belong to. */
  item: PickerItem | null;
  level: number;
  kind: TreeRowKind;
  expanded: boolean;
}

export interface TreeWalk {
  /** The list state of a node's children (undefined parent: the roots). */
  state(parentKey: string | undefined): ListState;
  isExpanded(key: string): boolean;
  isExpandable(item: PickerItem): boolean;
}

export function flattenTree(walk: TreeWalk): TreeRow[] {
  const rows: TreeRow[] = [];
  const visit = (owner: PickerItem | null, level: number): void => {
    const state = walk.state(owner?.key);
    const ownerKey = owner?.key ?? '';
    const status = (kind: TreeRowKind): void => {
      rows.push({ key: `${kind}:${ownerKey}`, item: owner, level, kind, expanded: false });
    };
    for (const item of state.items) {
      const expanded = walk.isExpandable(item) && walk.isExpanded(item.key);
      rows.push({ key: `node:${item.key}`, item, level, kind: 'node', expanded });
      if (expanded) visit(item, level + 1);
    }
    if (state.status === 'loading' || state.status === 'loading-more') status('loading');
    else if (state.status === 'error') status('error');
    else if (state.status === 'empty' && owner !== null) status('empty');
    else if (state.status === 'loaded' && !state.done) status('loadMore');
  };
  visit(null, 0);
  return rows;
}
