/** pickerkit/views/union-selector: the union selector's panel and its parts. */
export { UnionShell, type UnionShellProps } from './UnionShell';
export { Sidebar } from './Sidebar';
export { UnionList } from './UnionList';
export { TimeTab } from './TimeTab';
export { TimeSelect } from './TimeSelect';
export { ActionBar } from './ActionBar';
export { MoreEntrance, runEntrance } from './MoreEntrance';
export * from './timeSlots';
export * from './layout';
export type { UnionViewTab, MoreEntranceEntry, TimeValue } from './types';
export { addUnionStrings, unionCatalogue, UNION_NAMESPACE } from './locale';
