/**
 * Where the member search looks, beside the search box: a radio group "In <department>" /
 * "Whole company", offered while the user is inside a department of the org tree and has typed
 * something (kernel.searchArea). Arrow keys move between the two choices, as in any radio group;
 * a change searches again in the chosen place, keeping the query.
 */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { SearchAreaChoice } from '../../../kernel';
import { useKernel } from '../shared/KernelContext';
import { viewKernel } from '../shared/surface';
import { useT } from '../shared/useT';

const CHOICES: readonly SearchAreaChoice[] = ['inside', 'everywhere'];

export const SearchAreaControl = observer(function SearchAreaControl() {
  const { searchArea } = viewKernel(useKernel());
  const t = useT();
  const name = useId();
  const place = searchArea.place;
  if (!place) return null;
  return (
    <div role="radiogroup" aria-label={t('searchArea')} className="pk-search-area">
      {CHOICES.map((choice) => (
        <label key={choice} className="pk-search-area__option">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={searchArea.choice === choice}
            onChange={() => searchArea.choose(choice)}
          />
          {choice === 'inside' ? t('searchInside', { name: place.name }) : t('searchEverywhere')}
        </label>
      ))}
    </div>
  );
});
