/**
 * A virtualized listbox (WAI-ARIA APG listbox): one Tab stop, up and down move the active option
 * (aria-activedescendant), Enter activates it; a click activates the clicked row.
 */
import { useCallback, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useBusinessCardScope } from '../components';
import { businessCardId, hasBusinessCard } from '../shared/ItemContent';
import { Hint, hintText } from '../shared/hints';
import { useKernel } from '../shared/KernelContext';
import { ProvisionalHint, provisionalListAttributes } from '../shared/provisionalList';
import { isActionableRow, type ListRow } from '../shared/rows';
import { useDensity } from '../theme/DensityContext';
import { listRowHeights } from '../theme/rowHeights';
import { viewKernel } from '../shared/surface';
import { useListKeyboard } from '../shared/useListKeyboard';
import { VirtualList, type VirtualListHandle } from '../shared/VirtualList';
import { ListRowView } from './ListRowView';

export interface ListBoxProps {
  rows: readonly ListRow[];
  label: string;
  onActivate(row: ListRow): void;
  onEndReached?(): void;
  /** Within a screen of the end (the next page may be fetched ahead). */
  onNearEnd?(): void;
  /** The rows are provisional (type-ahead before the server answers). */
  provisional?: boolean;
}

export const ListBox = observer(function ListBox({
  rows,
  label,
  onActivate,
  onEndReached,
  onNearEnd,
  provisional = false,
}: ListBoxProps) {
  const kernel = useKernel();
  const density = useDensity();
  const rowHeights = listRowHeights(density);
  const { selection } = viewKernel(kernel);
  const listRef = useRef<VirtualListHandle>(null);
  const prefix = useId();
  const rowId = (index: number) => `${prefix}-row-${index}`;
  const isSelectable = useCallback((index: number) => isActionableRow(rows[index]), [rows]);
  const activate = useCallback(
    (index: number) => {
      const row = rows[index];
      if (row) onActivate(row);
    },
    [rows, onActivate],
  );
  const cards = useBusinessCardScope();
  const keyboard = useListKeyboard({
    count: rows.length,
    isSelectable,
    onActivate: activate,
    listRef,
    enabled: kernel.options.keydown !== false,
    onKey: (key, index) => {
      const row = rows[index];
      if (key !== 'card' || row?.kind !== 'item' || !hasBusinessCard(row.item) || !cards) {
        return false;
      }
      cards.open(businessCardId(rowId(index)));
      return true;
    },
  });
  const { activeIndex } = keyboard;

  return (
    <>
      <Hint id={`${prefix}-hint`} text={hintText(kernel, 'list')} />
      <ProvisionalHint kernel={kernel} id={`${prefix}-provisional`} provisional={provisional} />
      <VirtualList
        measureKey={density}
        ref={listRef}
        role="listbox"
        aria-label={label}
        {...provisionalListAttributes(provisional, `${prefix}-hint`, `${prefix}-provisional`)}
        aria-multiselectable={kernel.options.multiple || undefined}
        aria-activedescendant={activeIndex >= 0 ? rowId(activeIndex) : undefined}
        tabIndex={0}
        data-pk-list=""
        className="pk-list"
        count={rows.length}
        estimateSize={(index) => rowHeights[rows[index]?.kind ?? 'item']}
        getItemKey={(index) => rows[index]?.key ?? index}
        onEndReached={onEndReached}
        onNearEnd={onNearEnd}
        onKeyDown={keyboard.onKeyDown}
        onFocus={keyboard.onFocus}
        renderRow={(index, style) => {
          const row = rows[index];
          return (
            <ListRowView
              key={row.key}
              row={row}
              index={index}
              count={rows.length}
              id={rowId(index)}
              active={index === activeIndex}
              style={style}
              selection={selection}
              onActivate={(clicked) => {
                if (isSelectable(clicked)) keyboard.setActiveIndex(clicked);
                activate(clicked);
              }}
            />
          );
        }}
      />
    </>
  );
});
