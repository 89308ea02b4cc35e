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
import { useValueAfterPaint } from '../shared/useValueAfterPaint';
import { canRemind } from './remind';
import { SelectedList } from './SelectedList';

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
  // The chips follow a tick one frame later: the frame that answers a click in the list paints the
  // row, the count and OK, and a department split into its people mounts their chips after that
  // paint. A chip's close button and clear-all change the chips at once: the user is looking at them.
  const [itemsAfterPaint, showItemsNow] = useValueAfterPaint(items);
  // The empty text and an emptied list follow the selection itself: a first tick never shows
  // "nothing selected" beside its count, and the last untick leaves no chip behind for a frame.
  const shownItems = items.length === 0 ? items : itemsAfterPaint;
  const wait = selection.clickThrottleMs;
  const remove = useThrottledCallback((key: string) => {
    selection.remove(key);
    showItemsNow(selection.selectedItems);
  }, wait);
  const clear = useThrottledCallback(() => {
    selection.clear();
    showItemsNow(selection.selectedItems);
  }, wait);
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
      <SelectedList
        items={shownItems}
        bodyId={bodyId}
        hidden={!showBody}
        strip={collapsible}
        label={t('selectedList')}
        onRemove={remove}
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
