/**
 * The inline new-folder row above the file list (finder.md section 2): a name input with confirm
 * and cancel icons; Enter confirms, Escape cancels (without closing the finder). The input takes
 * focus when the row opens and again after a dialog about it closes.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useFinder } from './FinderContext';
import { useActionT } from './useActionT';
import { CheckIcon } from '../components/icons/controls/CheckIcon';
import { DismissIcon } from '../components/icons/controls/DismissIcon';
import { FileTypeIcon } from '../components/icons/files/FileTypeIcon';

export const NewFolderRow = observer(function NewFolderRow() {
  const store = useFinder();
  const t = useActionT();
  const row = store.actions.newFolder;
  const input = useRef<HTMLInputElement>(null);
  const { focusRequest, open } = row;
  useEffect(() => {
    if (open) input.current?.focus();
  }, [focusRequest, open]);
  if (!open || !row.parent) return null;
  return (
    <div className="pk-finder-newfolder" role="group" aria-label={t('newFolder')}>
      <FileTypeIcon name="folder" />
      <input
        ref={input}
        className="pk-finder-newfolder__input"
        aria-label={t('newFolderName')}
        placeholder={t('newFolderPlaceholder')}
        value={row.name}
        aria-busy={row.creating || undefined}
        onChange={(event) => row.setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            row.confirm();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            row.cancel();
          }
        }}
      />
      <button
        type="button"
        className="pk-finder-icon-button"
        aria-label={t('confirmNewFolder')}
        disabled={row.creating}
        onClick={() => row.confirm()}
      >
        <CheckIcon />
      </button>
      <button
        type="button"
        className="pk-finder-icon-button"
        aria-label={t('cancelNewFolder')}
        onClick={() => row.cancel()}
      >
        <DismissIcon />
      </button>
    </div>
  );
});
