/**
 * The org tree (WAI-ARIA APG tree view, multi-select with checkboxes): one Tab stop, up and down
 * move the active item, Right expands (or moves to the first child), Left collapses (or moves to
 * the parent), Enter expands a parent or toggles a leaf, Space toggles the item's selection.
 */
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useBusinessCardScope } from '../components';
import { useKeyedThrottle } from '../shared/useKeyedThrottle';
import { businessCardId, hasBusinessCard } from '../shared/ItemContent';
import { useKernel } from '../shared/KernelContext';
import type { KeyName } from '../shared/keyboard';
import { emptyListLabel } from '../shared/emptyText';
import { EmptyView, ErrorView, LoadingState } from '../shared/ListStates';
import type { TreeSlotProps } from '../shared/slots';
import { viewKernel, type TreeRowView } from '../shared/surface';
import { Hint, hintText } from '../shared/hints';
import { useListKeyboard } from '../shared/useListKeyboard';
import { useT } from '../shared/useT';
import { VirtualList, type VirtualListHandle } from '../shared/VirtualList';
import { statusRowParentKey } from './treeRowTarget';
import { treePositions } from './treePositions';
import { TreeRowItem } from './TreeRowItem';
import { useDensity } from '../theme/DensityContext';
import { listRowHeights } from '../theme/rowHeights';
import type { Density } from '../theme/densityTokens';

/** Row heights in px by kind: nodes are list rows, status rows are load-more rows. */
function treeRowHeights(density: Density): Record<TreeRowView['kind'], number> {
  const { item, loadMore } = listRowHeights(density);
  return { node: item, loadMore, loading: loadMore, error: item, empty: loadMore };
}

export const Tree = observer(function Tree({ sourceKey, emptyText, emptyLink }: TreeSlotProps) {
  const kernel = useKernel();
  const density = useDensity();
  const rowHeights = treeRowHeights(density);
  const { sources, tree, selection } = viewKernel(kernel);
  const t = useT();
  const prefix = useId();
  const listRef = useRef<VirtualListHandle>(null);
  const rows = tree.visibleRows(sourceKey);
  const root = sources.state(sourceKey);
  // Virtualized: siblings out of the DOM are counted here (aria-posinset, aria-setsize).
  const positions = useMemo(() => treePositions(rows), [rows]);

  useEffect(() => {
    if (root.status === 'idle') void tree.loadRoots(sourceKey);
  }, [root.status, sourceKey, tree]);

  const isSelectable = useCallback(
    (index: number) => {
      const kind = rows[index]?.kind;
      return kind === 'node' || kind === 'loadMore' || kind === 'error';
    },
    [rows],
  );

  // The same member may sit under two departments: the parent keeps keys unique.
  const rowKey = (index: number) => {
    const row = rows[index];
    return `${row?.kind}:${row?.item?.parentKey ?? ''}:${row?.item?.key ?? ''}`;
  };

  // Throttled per row and per action, so expanding one row never drops a pick on another.
  const act = useKeyedThrottle(
    ({ index, check }: { index: number; check: boolean }) => {
      const row = rows[index];
      if (!row) return;
      if (row.kind === 'loadMore') void sources.loadMore(sourceKey, statusRowParentKey(row));
      else if (row.kind === 'error') void sources.retry(sourceKey, statusRowParentKey(row));
      else if (row.kind !== 'node' || !row.item) return;
      else if (!check && row.item.hasChild) void tree.toggleExpand(row.item);
      else if (selection.isDisabled(row.item.key) || row.item.showCheckbox === false) return;
      else void selection.toggle(row.item);
    },
    ({ index, check }) => `${check ? 'check' : 'activate'}|${rowKey(index)}`,
    selection.clickThrottleMs,
  );
  const activate = useCallback((index: number) => act({ index, check: false }), [act]);
  const toggleCheck = useCallback((index: number) => act({ index, check: true }), [act]);

  const cards = useBusinessCardScope();
  const rowId = (index: number) => `${prefix}-node-${index}`;
  const onKey = (key: KeyName, index: number, move: (index: number) => void): boolean => {
    const row = rows[index];
    const item = row?.kind === 'node' ? row.item : null;
    if (!row || !item) return false;
    if (key === 'card') {
      if (!hasBusinessCard(item) || !cards) return false;
      cards.open(businessCardId(rowId(index)));
      return true;
    }
    if (key === 'space') {
      toggleCheck(index);
      return true;
    }
    if (key === 'right' && item.hasChild) {
      if (!row.expanded) void tree.toggleExpand(item);
      else if (rows[index + 1] && rows[index + 1].level > row.level) move(index + 1);
      return true;
    }
    if (key === 'left') {
      if (item.hasChild && row.expanded) {
        void tree.toggleExpand(item);
        return true;
      }
      const parent = rows.findIndex(
        (candidate) => candidate.kind === 'node' && candidate.item?.key === item.parentKey,
      );
      if (parent >= 0 && rows[parent].kind === 'node') move(parent);
      return true;
    }
    return false;
  };

  const keyboard = useListKeyboard({
    count: rows.length,
    isSelectable,
    onActivate: activate,
    listRef,
    enabled: kernel.options.keydown !== false,
    onKey,
  });
  const { activeIndex } = keyboard;

  if (rows.length === 0) {
    if (root.status === 'error') return <ErrorView onRetry={() => void sources.retry(sourceKey)} />;
    if (root.status === 'empty' || root.status === 'loaded') {
      const text = emptyText ?? t(emptyListLabel(sources.get(sourceKey)));
      return <EmptyView text={text} link={emptyLink} />;
    }
    return <LoadingState />;
  }

  return (
    <>
      <Hint id={`${prefix}-hint`} text={hintText(kernel, 'tree')} />
      <VirtualList
        measureKey={density}
        ref={listRef}
        role="tree"
        aria-label={sources.get(sourceKey)?.title ?? t('title')}
        aria-describedby={`${prefix}-hint`}
        aria-multiselectable={kernel.options.multiple || undefined}
        aria-activedescendant={activeIndex >= 0 ? rowId(activeIndex) : undefined}
        tabIndex={0}
        data-pk-list=""
        className="pk-tree"
        count={rows.length}
        estimateSize={(index) => rowHeights[rows[index]?.kind ?? 'node']}
        getItemKey={rowKey}
        onEndReached={() => {
          if (!root.done && root.status === 'loaded') void sources.loadMore(sourceKey);
        }}
        onKeyDown={keyboard.onKeyDown}
        onFocus={keyboard.onFocus}
        renderRow={(index, style) => (
          <TreeRowItem
            key={rowKey(index)}
            row={rows[index]}
            index={index}
            position={positions[index]}
            id={rowId(index)}
            active={index === activeIndex}
            style={style}
            selection={selection}
            onActivate={(clicked) => {
              keyboard.setActiveIndex(clicked);
              activate(clicked);
            }}
            onToggleCheck={(clicked) => {
              keyboard.setActiveIndex(clicked);
              toggleCheck(clicked);
            }}
          />
        )}
      />
    </>
  );
});
