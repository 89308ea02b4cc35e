/**
 * Where the search looks, next to the search box: a radio group "This team" / "Everywhere".
 * Shown only where a team is known (a team's folder, or results of a search started in one).
 * On the results page a change searches again in the chosen scope (replacing the page).
 */
import { observer } from 'mobx-react-lite';
import type { FinderSearchScope } from '../../drive/finder-state/searchScope';
import { RadioChoices } from '../components/RadioChoices/RadioChoices';
import { useFinderT } from './FinderContext';

export interface SearchScopeControlProps {
  value: FinderSearchScope;
  onChange(scope: FinderSearchScope): void;
}

export const SearchScopeControl = observer(function SearchScopeControl({
  value,
  onChange,
}: SearchScopeControlProps) {
  const t = useFinderT();
  return (
    <RadioChoices<FinderSearchScope>
      label={t('searchScope')}
      className="pk-finder-search-scope"
      optionClassName="pk-finder-search-scope__option"
      choices={[
        { value: 'team', label: t('searchScope.team') },
        { value: 'all', label: t('searchScope.all') },
      ]}
      value={value}
      onChange={onChange}
    />
  );
});
