/**
 * The footer: the selected count (opens the selected-files dialog), the select-all tri-state
 * checkbox in multi mode, Cancel and OK (okText, cancelText). OK follows the store's rule and
 * shows a spinner while committing. Hidden on the unlock and error screens and with a list error.
 */
import { observer } from 'mobx-react-lite';
import { selectAllStatus, toggleSelectAll } from '../../../presets/finder/state/picking';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { useFinder, useFinderT } from './FinderContext';

export const Footer = observer(function Footer({
  onCommit,
  onCancel,
}: {
  onCommit(): void;
  onCancel(): void;
}) {
  const store = useFinder();
  const t = useFinderT();
  const route = store.router.current?.name;
  if (route === 'error' || route === 'UnlockSecret' || store.listState()?.status === 'error') {
    return null;
  }
  const multi = store.inputs.mode === 'multi';
  const count = store.kernel.selection.count;
  return (
    <div className="pk-finder-footer">
      {multi && (
        <label className="pk-finder-footer__all">
          <Checkbox
            status={selectAllStatus(store)}
            label={t('selectAll')}
            onChange={() => toggleSelectAll(store)}
          />
          <span aria-hidden="true">{t('selectAll')}</span>
        </label>
      )}
      {store.inputs.mode !== 'dir' && (
        <button
          type="button"
          className="pk-link-button"
          disabled={count === 0}
          onClick={() => store.setSelectedDialogOpen(true)}
        >
          {t('selectedCount', { count })}
        </button>
      )}
      <span className="pk-finder-footer__spacer" />
      <button type="button" className="pk-button" onClick={onCancel}>
        {store.inputs.cancelText ?? t('cancel')}
      </button>
      <button
        type="button"
        className="pk-button pk-button--primary"
        disabled={!store.canCommit}
        aria-busy={store.committing || undefined}
        onClick={onCommit}
      >
        {store.committing && <span className="pk-finder-spinner" aria-label={t('committing')} />}
        {store.inputs.okText ?? t('ok')}
      </button>
    </div>
  );
});
