/** pickerkit/sources/drive-search: file search with the plus users' team search. */
export {
  driveSearchSource,
  searchParams,
  SEARCH_PAGE_SIZE,
  SEARCH_LISTED_FTYPES,
} from './driveSearchSource';
export type { SearchConfig, SearchFilesPage, GroupSearchPage } from './driveSearchSource';
