/** pickerkit/sources/self-define: third-party sources described by callbacks. */
export { selfDefineSource, selfItemToPickerItem, mergeSpec } from './selfDefineSource';
export type {
  SelfDefineSpec,
  SelfDefineConfig,
  SelfDefinedItem,
  SelfDefinedPage,
  SelfDefinedAnswer,
} from './selfDefineSource.types';
