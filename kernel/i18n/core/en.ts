/** The kernel's own texts in English (loaded on demand). */
import type fallback from './zh-CN';

const texts: Record<keyof typeof fallback, string> = {
  errorOccurred: 'An error occurs. Click to retry.',
  allSearchesFailed: 'All searches failed',
  loadMore: 'Load More',
  requestFailed: 'The request failed. Please try again later.',
  onlyFolders: 'Only folders can be selected',
};

export default texts;
