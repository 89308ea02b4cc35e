/**
 * Rename mode's name input in the footer (finder.md section 2): the name what lands in the chosen
 * folder takes, its extension re-appended on commit; a broken name rule shows under it and
 * keeps the commit buttons disabled.
 */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useFinder } from './FinderContext';
import { useActionT } from './useActionT';

export const RenameField = observer(function RenameField() {
  const store = useFinder();
  const t = useActionT();
  const id = useId();
  const actions = store.actions;
  if (!actions.renaming) return null;
  const error = actions.renameError();
  return (
    <div className="pk-finder-rename">
      <label htmlFor={id}>{t('rename')}</label>
      <input
        id={id}
        value={actions.renameText}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => actions.setRenameText(event.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className="pk-finder-rename__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
});
