/**
 * The toolbar: the narrow finder's side-menu button (`leading`), back and forward (the router's history), the breadcrumb, refresh, the search box
 * (only with the search feature) with its scope ("This team" / "Everywhere", where a team is
 * known) and the latest-folders strip. Enter in the search box searches (push, or replace on the
 * search page) in the chosen scope; clearing it goes back.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { clearSearch, refresh, search } from '../../drive/finder-state/navigation';
import {
  scopeTeamOf,
  searchScopeOf,
  type FinderSearchScope,
} from '../../drive/finder-state/searchScope';
import { Breadcrumb } from './Breadcrumb';
import { useFinder, useFinderT } from './FinderContext';
import { LatestFoldersStrip } from './LatestFoldersStrip';
import { SearchScopeControl } from './SearchScopeControl';
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
  const routeScope = searchScopeOf(route);
  const [scope, setScope] = useState<FinderSearchScope>(routeScope);
  useEffect(() => setScope(routeScope), [routeScope]);
  const hasTeam = scopeTeamOf(route) !== undefined;
  const chooseScope = (next: FinderSearchScope) => {
    setScope(next);
    if (keyword !== '' && next !== routeScope) void search(store, keyword, next);
  };
  return (
    <div className="pk-finder-searchbar">
      <form
        role="search"
        className="pk-finder-search"
        onSubmit={(event) => {
          event.preventDefault();
          void search(store, text, hasTeam ? scope : 'all');
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
      {hasTeam && <SearchScopeControl value={scope} onChange={chooseScope} />}
    </div>
  );
});

export const Toolbar = observer(function Toolbar({ leading }: { leading?: ReactNode }) {
  const store = useFinder();
  const t = useFinderT();
  const { router } = store;
  return (
    <div className="pk-finder-toolbar">
      <div className="pk-finder-toolbar__row">
        {leading}
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
      <LatestFoldersStrip />
    </div>
  );
});
