/**
 * The toolbar: back and forward (the router's history), the breadcrumb, refresh, the search box
 * (only with the search feature) and the latest-folders strip. Enter in the search box searches
 * (push, or replace on the search page); clearing it goes back.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { entryOf } from '../../../plugins/sources/shared/driveEntry';
import { clearSearch, refresh, search } from '../../drive/finder-state/navigation';
import { openItem } from '../../drive/finder-state/picking';
import { Breadcrumb } from './Breadcrumb';
import { useFinder, useFinderT } from './FinderContext';
import { BackIcon } from '../components/icons/controls/BackIcon';
import { ForwardIcon } from '../components/icons/controls/ForwardIcon';
import { RefreshIcon } from '../components/icons/controls/RefreshIcon';

const SearchBox = observer(function SearchBox() {
  const store = useFinder();
  const t = useFinderT();
  const route = store.router.current;
  const keyword = route?.name === 'Search' ? String(route.params.keyword ?? '') : '';
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  return (
    <form
      role="search"
      className="pk-finder-search"
      onSubmit={(event) => {
        event.preventDefault();
        void search(store, text);
      }}
    >
      <input
        type="search"
        aria-label={t('search')}
        placeholder={t('search')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value === '' && keyword !== '') void clearSearch(store);
        }}
      />
    </form>
  );
});

const LatestFolders = observer(function LatestFolders() {
  const store = useFinder();
  const t = useFinderT();
  const items = store.kernel.sources.state('driveLatestFolders').items;
  if (!store.has('isLatestUseFolder') || items.length === 0) return null;
  return (
    <nav aria-label={t('latestFolders')} className="pk-finder-latest">
      <ul>
        {items.map((item) => (
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

export const Toolbar = observer(function Toolbar() {
  const store = useFinder();
  const t = useFinderT();
  const { router } = store;
  return (
    <div className="pk-finder-toolbar">
      <div className="pk-finder-toolbar__row">
        <button
          type="button"
          className="pk-finder-icon-button"
          aria-label={t('back')}
          disabled={!router.canGoBack}
          onClick={() => void router.back()}
        >
          <BackIcon />
        </button>
        <button
          type="button"
          className="pk-finder-icon-button"
          aria-label={t('forward')}
          disabled={!router.canGoForward}
          onClick={() => void router.forward()}
        >
          <ForwardIcon />
        </button>
        <Breadcrumb />
        <button
          type="button"
          className="pk-finder-icon-button"
          aria-label={t('refresh')}
          disabled={!store.list}
          onClick={() => void refresh(store)}
        >
          <RefreshIcon />
        </button>
        {store.has('isShowSearch') && <SearchBox />}
      </div>
      <LatestFolders />
    </div>
  );
});
