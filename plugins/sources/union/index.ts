/** pickerkit/sources/union: the union selector's tab sources and init work. */
export { unionTabSources, unionParams, groupShare, UNION_SOURCES_PLUGIN } from './unionTabSources';
export {
  unionContext,
  unionInfoOf,
  loadUnionInfo,
  UNION_CONTEXT_PLUGIN,
  type UnionInfo,
  type UnionFileInfo,
  type UnionGroupInfo,
} from './unionContext';
export * from './unionTabs.types';
export { fileExtension, isFolderRecord, fileToItem } from './unionItems';
export {
  FILE_SEARCH_DEFAULTS,
  ROAMING_PATH,
  FILE_SEARCH_PATH,
  QUICK_SEARCH_PATH,
} from './unionDocs';
export { highlightMatch } from './unionCalls';
export { pageAfter } from './unionPaging';
