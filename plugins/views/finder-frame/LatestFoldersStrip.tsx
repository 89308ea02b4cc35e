/**
 * The toolbar's latest-folders strip (finder.md section 2): the destinations used lately, when
 * isLatestUseFolder is on. A folder opens in its team (in its company's route when it has a
 * company id); a team opens at its root. Names are text, never markup.
 */
import { observer } from 'mobx-react-lite';
import { LATEST_FOLDERS } from '../../drive/latest-folders';
import { openItem } from '../../drive/finder-state/picking';
import { entryOf } from '../../sources/shared/driveEntry';
import { useFinder, useFinderT } from './FinderContext';

export const LatestFoldersStrip = observer(function LatestFoldersStrip() {
  const store = useFinder();
  const t = useFinderT();
  if (!store.has('isLatestUseFolder')) return null;
  const { folders } = store.kernel.extensions.get(LATEST_FOLDERS);
  if (folders.length === 0) return null;
  return (
    <nav aria-label={t('latestFolders')} className="pk-finder-latest">
      <ul>
        {folders.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className="pk-link-button"
              title={entryOf(item)?.description}
              onClick={() => openItem(store, item)}
            >
              {item.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
});
