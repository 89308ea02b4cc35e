/** What the live region says in English (loaded on demand). */

const texts: Record<string, string> = {
  picked: '{{name}} selected. {{total}} selected in total.',
  pickedMany: '{{added}} selected. {{total}} selected in total.',
  removed: '{{name}} removed. {{total}} selected in total.',
  removedMany: '{{removed}} removed. {{total}} selected in total.',
  cleared: 'Selection cleared.',
  clearedKept: 'Selection cleared. {{total}} cannot be removed and stay selected.',
  exceeded: 'You can select up to {{maxCount}}. Nothing more was selected.',
  results_one: '1 result for {{query}}.',
  results_other: '{{count}} results for {{query}}.',
  noResults: 'No results for {{query}}.',
  moreRows_one: '1 more row loaded.',
  moreRows_other: '{{count}} more rows loaded.',
  failedLoad: 'The list could not be loaded. Use the retry button to try again.',
  failedSearch: 'The search failed. Use the retry button to try again.',
  retrying: 'Trying again.',
  recovered: 'Loaded.',
  recoveredRows_one: 'Loaded. 1 row shown.',
  recoveredRows_other: 'Loaded. {{count}} rows shown.',
};

export default texts;
