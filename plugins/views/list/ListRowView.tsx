/** One row of a flat list, as an option of the listbox. */
import type { CSSProperties, MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { AccessNote } from '../access-note/AccessNote';
import { SkeletonRow } from '../components/ListStates/Skeleton';
import { businessCardId, hasBusinessCard, ItemContent } from '../shared/ItemContent';
import type { ListRow } from '../shared/rows';
import { ariaChecked } from '../shared/selectionAria';
import { SpecialRowLabel } from '../shared/SpecialRowLabel';
import type { SelectionView } from '../shared/surface';
import { useT } from '../shared/useT';

export interface ListRowViewProps {
  row: ListRow;
  index: number;
  count: number;
  id: string;
  active: boolean;
  style: CSSProperties;
  selection: SelectionView;
  onActivate(index: number): void;
}

export const ListRowView = observer(function ListRowView(props: ListRowViewProps) {
  const { row, index, count, id, active, style, selection, onActivate } = props;
  const t = useT();
  const common = {
    id,
    style,
    role: 'option',
    'aria-posinset': index + 1,
    'aria-setsize': count,
    'data-index': index,
    'data-active': active || undefined,
    className: `pk-row pk-row--${row.kind}${active ? ' pk-row--active' : ''}`,
  } as const;
  const click = (event: MouseEvent<HTMLElement>) => {
    // A click inside a popover portalled out of the row (its business card) is not the row's.
    if (!event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    onActivate(index);
  };

  switch (row.kind) {
    case 'item': {
      const status = selection.statusOf(row.item);
      const reason = status === 2 ? null : selection.disabledReasonOf(row.item);
      const disabled = selection.isDisabled(row.item.key) || reason !== null;
      return (
        <div
          {...common}
          aria-selected={status === 2}
          aria-checked={ariaChecked(status)}
          aria-disabled={disabled || undefined}
          aria-description={reason?.message}
          title={reason?.message}
          data-disabled-reason={reason?.code}
          aria-keyshortcuts={hasBusinessCard(row.item) ? 'I' : undefined}
          onClick={click}
        >
          <ItemContent
            item={row.item}
            status={status}
            disabled={disabled}
            showCheckbox={row.item.showCheckbox !== false}
            cardId={businessCardId(id)}
            typeTag
          />
          {reason && <span className="pk-row__reason">{reason.message}</span>}
          {status === 2 && <AccessNote item={row.item} className="pk-row__reason" />}
        </div>
      );
    }
    case 'special':
      return (
        <div {...common} aria-selected={false} onClick={click}>
          <SpecialRowLabel item={row.item} />
        </div>
      );
    case 'loadMore':
      return (
        <div {...common} aria-selected={false} onClick={click}>
          <span className="pk-row__link">{t('loadMore')}</span>
        </div>
      );
    case 'title':
      return (
        <div {...common} aria-selected={false} aria-disabled="true">
          <span className="pk-row__title">{row.text}</span>
        </div>
      );
    case 'loading':
      return (
        <div {...common} aria-selected={false} aria-disabled="true" aria-busy="true">
          <SkeletonRow label={t('loading')} />
        </div>
      );
    case 'error':
      return (
        <div {...common} aria-selected={false} onClick={click}>
          <span className="pk-row__link">{t('errorOccurred')}</span>
        </div>
      );
  }
});
