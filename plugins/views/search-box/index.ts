export { SearchBox } from './SearchBox';
export { searchBoxView } from './searchBoxView';
export { classifyQuery, type QueryKind } from './classifyQuery';
