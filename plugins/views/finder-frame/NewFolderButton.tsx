/** The footer's 'new folder' button: opens the inline row, where the action and the folder allow. */
import { observer } from 'mobx-react-lite';
import { newFolderVisible } from '../../../presets/finder/state/newFolderVisibility';
import { useFinder } from './FinderContext';
import { useActionT } from './useActionT';

export const NewFolderButton = observer(function NewFolderButton() {
  const store = useFinder();
  const t = useActionT();
  if (!store.actions.footer.newFolder || !newFolderVisible(store)) return null;
  return (
    <button
      type="button"
      className="pk-button"
      disabled={store.actions.newFolder.open}
      onClick={() => store.actions.newFolder.begin()}
    >
      {t('newFolder')}
    </button>
  );
});
