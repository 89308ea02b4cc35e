/** The footer's 'new folder' button: opens the inline row, where the action and the folder allow. */
import { observer } from 'mobx-react-lite';
import { useFinder } from './FinderContext';
import { useActionT } from './useActionT';

export const NewFolderButton = observer(function NewFolderButton() {
  const store = useFinder();
  const t = useActionT();
  const { actions } = store;
  // Where a folder can be made: the action offers it, the folder allows it (section 5), and a
  // team folder is open to make it in.
  if (!actions.footer.newFolder || !store.newFolderVisible || !actions.newFolder.parent)
    return null;
  return (
    <button
      type="button"
      className="pk-button"
      disabled={actions.newFolder.open}
      onClick={() => actions.newFolder.begin()}
    >
      {t('newFolder')}
    </button>
  );
});
