/**
 * The footer: the selected count (opens the selected-files dialog), the select-all tri-state
 * checkbox in multi mode, 'new folder', rename mode's name input, Cancel and the commit buttons
 * (CommitButtons: OK, or Move and Copy in transfer). On the unlock and error screens and with a
 * list error only Cancel stays, so the finder can always be closed.
 */
import { observer } from 'mobx-react-lite';
import { selectAllStatus, toggleSelectAll } from '../../drive/finder-state/picking';
import type { CommitOperation } from '../../drive/rules/actionFooter';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { CommitButtons } from './CommitButtons';
import { useFinder, useFinderT } from './FinderContext';
import { NewFolderButton } from './NewFolderButton';
import { RenameField } from './RenameField';

export const Footer = observer(function Footer({
  onCommit,
  onCancel,
}: {
  onCommit(operation?: CommitOperation): void;
  onCancel(): void;
}) {
  const store = useFinder();
  const t = useFinderT();
  const route = store.router.current?.name;
  const cancel = (
    <button type="button" className="pk-button" onClick={onCancel}>
      {store.inputs.cancelText ?? t('cancel')}
    </button>
  );
  if (route === 'error' || route === 'UnlockSecret' || store.listState()?.status === 'error') {
    return (
      <div className="pk-finder-footer">
        <span className="pk-finder-footer__spacer" />
        {cancel}
      </div>
    );
  }
  const multi = store.inputs.mode === 'multi';
  const count = store.kernel.selection.count;
  return (
    <div className="pk-finder-footer">
      <NewFolderButton />
      <RenameField />
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
      {cancel}
      <CommitButtons onCommit={onCommit} />
    </div>
  );
});
