/**
 * The right side of the picker: the selected count, an optional dropdown, the clear-all icon, the
 * selected items (or the empty-selected view), a bottom slot, the remind-others checkbox when a
 * selected item can be reminded, and cancel and confirm (enabled when selection allows confirm).
 */
import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, CaretDownIcon, Checkbox, TrashIcon, useThrottledCallback } from '../components';
import { useKernel } from '../shared/KernelContext';
import type { SelectedPanelSlotProps } from '../shared/slots';
import { viewKernel } from '../shared/surface';
import { useT } from '../shared/useT';
import { VirtualList } from '../shared/VirtualList';
import { canRemind } from './remind';
import { SelectedChip } from './SelectedChip';

const CHIP_HEIGHT = 40;
/** The selected list's height in the narrow strip, opened: four chips and a bit. */
const STRIP_LIST_HEIGHT = 168;

export const SelectedPanel = observer(function SelectedPanel(props: SelectedPanelSlotProps) {
  const { okText, cancelText, dropdown, bottom, remind, onRemindChange, onCancel, onConfirm } =
    props;
  const kernel = useKernel();
  const { selection } = viewKernel(kernel);
  const t = useT();
  const ownTitleId = useId();
  const titleId = props.countId ?? ownTitleId;
  const bodyId = useId();
  const collapsible = props.collapsible === true;
  const [expanded, setExpanded] = useState(false);
  const showBody = !collapsible || expanded;
  const remindId = useId();
  const items = selection.selectedItems;
  const wait = selection.clickThrottleMs;
  const remove = useThrottledCallback((key: string) => void selection.remove(key), wait);
  const clear = useThrottledCallback(() => void selection.clear(), wait);
  const confirm = useThrottledCallback(onConfirm, wait);

  return (
    <section
      className={`pk-selected${collapsible ? ' pk-selected--strip' : ''}`}
      aria-labelledby={titleId}
      data-expanded={collapsible ? expanded : undefined}
    >
      <header className="pk-selected__header">
        <h3 id={titleId} className="pk-selected__title">
          {collapsible ? (
            <button
              type="button"
              className="pk-selected__toggle"
              aria-expanded={expanded}
              aria-controls={bodyId}
              title={expanded ? t('hideSelected') : t('showSelected')}
              onClick={() => setExpanded((value) => !value)}
            >
              {t('selectedCount', { count: selection.count })}
              <CaretDownIcon />
            </button>
          ) : (
            t('selectedCount', { count: selection.count })
          )}
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
          <TrashIcon />
        </button>
      </header>
      {showBody && items.length === 0 ? (
        <p id={bodyId} className="pk-selected__empty">
          {t('emptySelection')}
        </p>
      ) : null}
      {/* Mounted while empty or collapsed too (hidden), so the first tick only fills it: mounting
          a list and its virtualizer is what made the first tick cost twice a later one. */}
      <VirtualList
        id={items.length > 0 ? bodyId : undefined}
        role="list"
        aria-label={t('selectedList')}
        hidden={!showBody || items.length === 0}
        className="pk-selected__list"
        height={collapsible ? STRIP_LIST_HEIGHT : undefined}
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
