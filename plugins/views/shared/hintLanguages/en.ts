/** The keyboard and screen-reader hints in English (loaded on demand). */
import type fallback from './zh-CN';

const texts: Record<keyof typeof fallback, string> = {
  search: 'Type to search. Down arrow moves to the list, Escape clears the search.',
  list: 'Up and Down arrows move, Enter or Space picks or removes.',
  tree: 'Up and Down arrows move, Right opens and Left closes a department, Enter or Space picks or removes.',
  files: 'Up and Down arrows move, Enter opens a folder or picks a file, Space picks or removes.',
  provisional:
    'Showing rows already loaded that match. The search results replace them when they arrive.',
};

export default texts;
