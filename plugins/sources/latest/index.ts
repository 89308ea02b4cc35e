/** pickerkit/sources/latest: recent contacts. */
export { latestSource } from './latestSource';
export { latestMode, DEFAULT_GET_PARAMS, DEFAULT_SEARCH_PARAMS } from './latestCalls';
export type {
  LatestOptions,
  LatestMode,
  ChatRecord,
  RecentContactRecord,
} from './latestSource.types';
export { chatToItem, recentToItem } from './latestMapping';
export type { Provenance } from '../shared/items';
