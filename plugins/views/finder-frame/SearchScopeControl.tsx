/**
 * Where the search looks, next to the search box: a radio group "This team" / "Everywhere".
 * Shown only where a team is known (a team's folder, or results of a search started in one).
 * On the results page a change searches again in the chosen scope (replacing the page).
 */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { FinderSearchScope } from '../../drive/finder-state/searchScope';
import { useFinderT } from './FinderContext';

export interface SearchScopeControlProps {
  value: FinderSearchScope;
  onChange(scope: FinderSearchScope): void;
}

const SCOPES: readonly FinderSearchScope[] = ['team', 'all'];

export const SearchScopeControl = observer(function SearchScopeControl({
  value,
  onChange,
}: SearchScopeControlProps) {
  const t = useFinderT();
  const name = useId();
  return (
    <div role="radiogroup" aria-label={t('searchScope')} className="pk-finder-search-scope">
      {SCOPES.map((scope) => (
        <label key={scope} className="pk-finder-search-scope__option">
          <input
            type="radio"
            name={name}
            value={scope}
            checked={value === scope}
            onChange={() => onChange(scope)}
          />
          {t(scope === 'team' ? 'searchScope.team' : 'searchScope.all')}
        </label>
      ))}
    </div>
  );
});
