/**
 * The right side of the picker: the selected count, an optional dropdown, the clear-all icon, the
 * selected items (or the empty-selected view), a bottom slot, the remind-others checkbox when a
 * selected item can be reminded, and cancel and confirm (enabled when selection allows confirm).
 */
import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Checkbox, useThrottledCallback } from '../components';
import { useKernel } from '../shared/KernelContext';
import type { SelectedPanelSlotProps } from '../shared/slots';
import { viewKernel } from '../shared/surface';
import { useT } from '../shared/useT';
import { VirtualList } from '../shared/VirtualList';
import { canRemind } from './remind';
import { SelectedChip } from './SelectedChip';

const CHIP_HEIGHT = 40;

export const SelectedPanel = observer(function SelectedPanel(props: SelectedPanelSlotProps) {
  const { okText, cancelText, dropdown, bottom, remind, onRemindChange, onCancel, onConfirm } =
    props;
  const kernel = useKernel();
  const { selection } = viewKernel(kernel);
  const t = useT();
  const ownTitleId = useId();
  const titleId = props.countId ?? ownTitleId;
  const remindId = useId();
  const items = selection.selectedItems;
  const wait = selection.clickThrottleMs;
  const remove = useThrottledCallback((key: string) => void selection.remove(key), wait);
  const clear = useThrottledCallback(() => void selection.clear(), wait);
  const confirm = useThrottledCallback(onConfirm, wait);

  return (
    <section className="pk-selected" aria-labelledby={titleId}>
      <header className="pk-selected__header">
        <h3 id={titleId} className="pk-selected__title">
          {t('selectedCount', { count: selection.count })}
        </h3>
        {dropdown}
        <button
          type="button"
          className="pk-icon-button pk-selected__clear"
          aria-label={t('clear')}
          title={t('clear')}
          disabled={items.length === 0}
          onClick={() => clear()}
        >
          <span aria-hidden="true">⌫</span>
        </button>
      </header>
      {items.length === 0 ? <p className="pk-selected__empty">{t('emptySelected')}</p> : null}
      {/* Mounted while empty too (hidden), so the first tick only fills it: mounting a list and
          its virtualizer is what made the first tick cost twice a later one. */}
      <VirtualList
        role="list"
        aria-label={t('selectedList')}
        hidden={items.length === 0}
        className="pk-selected__list"
        count={items.length}
        estimateSize={() => CHIP_HEIGHT}
        getItemKey={(index) => items[index]?.key ?? index}
        renderRow={(index, style) => (
          <SelectedChip
            key={items[index].key}
            item={items[index]}
            disabled={selection.isDisabled(items[index].key)}
            style={style}
            onRemove={remove}
          />
        )}
      />
      {bottom ? <div className="pk-selected__bottom">{bottom}</div> : null}
      {props.showRemind !== false && canRemind(items) ? (
        <div className="pk-selected__remind">
          <Checkbox checked={remind} onChange={onRemindChange} labelledBy={remindId} />
          <span id={remindId} onClick={() => onRemindChange(!remind)}>
            {t('notifyPeople')}
          </span>
        </div>
      ) : null}
      <footer className="pk-selected__footer">
        <Button onClick={onCancel}>{cancelText ?? t('cancel')}</Button>
        <Button type="primary" disabled={!selection.canConfirm} onClick={() => confirm()}>
          {okText ?? t('ok')}
        </Button>
      </footer>
    </section>
  );
});
