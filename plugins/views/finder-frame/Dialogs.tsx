/**
 * The dialogs over the frame (modal dialogs with their own focus trap, Esc closes), as tall as
 * their content:
 * - selected files: each chosen file with a remove button; it closes when the list empties;
 * - tips: a message and OK; Enter or OK closes it and focus returns to the field that had it.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Modal } from '../modal/Modal';
import { useFinder, useFinderT } from './FinderContext';
import { DismissIcon } from '../components/icons/controls/DismissIcon';

export const SelectedDialog = observer(function SelectedDialog() {
  const store = useFinder();
  const t = useFinderT();
  const items = store.kernel.selection.selectedItems;
  const open = store.selectedDialogOpen;
  useEffect(() => {
    if (open && items.length === 0) store.setSelectedDialogOpen(false);
  }, [open, items.length, store]);
  if (!open) return null;
  return (
    <Modal
      open
      title={t('selectedTitle')}
      width={420}
      height="auto"
      onCancel={() => store.setSelectedDialogOpen(false)}
    >
      <ul className="pk-finder-selected">
        {items.map((item) => (
          <li key={item.key}>
            <span>{item.name}</span>
            <button
              type="button"
              className="pk-finder-icon-button"
              aria-label={t('remove', { name: item.name })}
              onClick={() => store.kernel.selection.remove(item.key)}
            >
              <DismissIcon />
            </button>
          </li>
        ))}
      </ul>
      <div className="pk-finder-dialog__actions">
        <button
          type="button"
          className="pk-button"
          onClick={() => store.setSelectedDialogOpen(false)}
        >
          {t('close')}
        </button>
      </div>
    </Modal>
  );
});

export const TipsDialog = observer(function TipsDialog() {
  const store = useFinder();
  const t = useFinderT();
  if (store.tip === null) return null;
  const close = () => store.closeTip();
  return (
    <Modal open title={t('tipsTitle')} width={360} height="auto" onCancel={close}>
      <p className="pk-finder-tip" role="alert">
        {store.tip}
      </p>
      <div className="pk-finder-dialog__actions">
        <button
          type="button"
          className="pk-button pk-button--primary"
          data-autofocus=""
          onClick={close}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              close();
            }
          }}
        >
          {t('ok')}
        </button>
      </div>
    </Modal>
  );
});
