/**
 * The toolbar's latest-folders strip (finder.md section 2): the destinations used lately, when
 * isLatestUseFolder is on. A folder opens in its team (in its company's route when it has a
 * company id); a team opens at its root. Names are text, never markup. One line under its label,
 * scrolling sideways when the names do not fit (Tab brings each into view).
 */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { LATEST_FOLDERS } from '../../drive/latest-folders';
import { openItem } from '../../drive/finder-state/picking';
import { entryOf } from '../../sources/shared/driveEntry';
import { useFinder, useFinderT } from './FinderContext';

export const LatestFoldersStrip = observer(function LatestFoldersStrip() {
  const store = useFinder();
  const t = useFinderT();
  const labelId = useId();
  if (!store.has('isLatestUseFolder')) return null;
  const { folders } = store.kernel.extensions.get(LATEST_FOLDERS);
  if (folders.length === 0) return null;
  return (
    <nav aria-labelledby={labelId} className="pk-finder-latest">
      <span id={labelId} className="pk-finder-latest__label">
        {t('latestFolders')}
      </span>
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
