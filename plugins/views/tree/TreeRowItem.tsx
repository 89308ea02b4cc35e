/** One row of the org tree, as a treeitem: a node, or a load-more, loading, error or empty row. */
import type { CSSProperties, MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { CaretRightIcon } from '../components';
import { businessCardId, hasBusinessCard, ItemContent } from '../shared/ItemContent';
import { emptyNodeLabel } from '../shared/emptyText';
import { ariaChecked } from '../shared/selectionAria';
import type { SelectionView, TreeRowView } from '../shared/surface';
import type { TreePosition } from './treePositions';
import { useT } from '../shared/useT';

/** Drill-down indent per level (member-picker.md section 9). */
export const TREE_INDENT = 12;

export interface TreeRowItemProps {
  row: TreeRowView;
  index: number;
  /** Place among the siblings (aria-posinset, aria-setsize); rows out of the DOM still count. */
  position?: TreePosition;
  id: string;
  active: boolean;
  style: CSSProperties;
  selection: SelectionView;
  /** Row click: expand a parent node, toggle a leaf, or act on a status row. */
  onActivate(index: number): void;
  /** Checkbox click: toggle the node's selection (a department selects its staff). */
  onToggleCheck(index: number): void;
}

export const TreeRowItem = observer(function TreeRowItem(props: TreeRowItemProps) {
  const { row, index, position, id, active, style, selection, onActivate, onToggleCheck } = props;
  const t = useT();
  const indented: CSSProperties = { ...style, paddingLeft: row.level * TREE_INDENT };
  const common = {
    id,
    role: 'treeitem',
    'aria-level': row.level + 1,
    'aria-posinset': position?.posinset,
    'aria-setsize': position?.setsize,
    'data-index': index,
    'data-active': active || undefined,
    className: `pk-row pk-tree__row pk-row--${row.kind}${active ? ' pk-row--active' : ''}`,
    style: indented,
  } as const;

  if (row.kind !== 'node' || !row.item) {
    const text =
      row.kind === 'loadMore'
        ? t('loadMore')
        : row.kind === 'error'
          ? t('errorOccurred')
          : row.kind === 'empty'
            ? t(emptyNodeLabel(row.item))
            : t('loading');
    const actionable = row.kind === 'loadMore' || row.kind === 'error';
    return (
      <div
        {...common}
        aria-disabled={actionable ? undefined : true}
        aria-busy={row.kind === 'loading' || undefined}
        onClick={actionable ? () => onActivate(index) : undefined}
      >
        <span className={actionable ? 'pk-row__link' : 'pk-row__note'}>{text}</span>
      </div>
    );
  }

  const { item } = row;
  const status = selection.statusOf(item);
  const reason = status === 2 ? null : selection.disabledReasonOf(item);
  const disabled = selection.isDisabled(item.key) || reason !== null;
  const checkable = item.showCheckbox !== false;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // A click inside a popover portalled out of the row (its business card) is not the row's.
    if (!event.currentTarget.contains(event.target as Node)) return;
    const onCheckbox = (event.target as Element).closest('.pk-checkbox, [role="checkbox"]');
    if (onCheckbox && checkable) onToggleCheck(index);
    else onActivate(index);
  };
  return (
    <div
      {...common}
      aria-expanded={item.hasChild ? row.expanded : undefined}
      aria-checked={checkable ? ariaChecked(status) : undefined}
      aria-selected={status === 2}
      aria-disabled={disabled || undefined}
      aria-description={reason?.message}
      title={reason?.message}
      data-disabled-reason={reason?.code}
      aria-keyshortcuts={hasBusinessCard(item) ? 'I' : undefined}
      onClick={onClick}
    >
      <span
        className={`pk-tree__toggle${row.expanded ? ' pk-tree__toggle--open' : ''}`}
        aria-hidden="true"
      >
        {item.hasChild ? <CaretRightIcon /> : null}
      </span>
      <ItemContent
        item={item}
        status={status}
        disabled={disabled}
        showCheckbox={checkable}
        cardId={businessCardId(id)}
      />
      {reason && <span className="pk-row__reason">{reason.message}</span>}
    </div>
  );
});
