/**
 * Where the member search looks, beside the search box: a radio group "In <department>" /
 * "Whole company", offered while the user is inside a department of the org tree and has typed
 * something (kernel.searchArea). Arrow keys move between the two choices, as in any radio group;
 * a change searches again in the chosen place, keeping the query.
 */
import { observer } from 'mobx-react-lite';
import type { SearchAreaChoice } from '../../../kernel';
import { RadioChoices } from '../components/RadioChoices/RadioChoices';
import { useKernel } from '../shared/KernelContext';
import { viewKernel } from '../shared/surface';
import { useT } from '../shared/useT';

export const SearchAreaControl = observer(function SearchAreaControl() {
  const { searchArea } = viewKernel(useKernel());
  const t = useT();
  const place = searchArea.place;
  if (!place) return null;
  return (
    <RadioChoices<SearchAreaChoice>
      label={t('searchArea')}
      className="pk-search-area"
      optionClassName="pk-search-area__option"
      choices={[
        { value: 'inside', label: t('searchInside', { name: place.name }) },
        { value: 'everywhere', label: t('searchEverywhere') },
      ]}
      value={searchArea.choice}
      onChange={(choice) => searchArea.choose(choice)}
    />
  );
});
