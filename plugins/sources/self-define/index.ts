/** pickerkit/sources/self-define: third-party sources described by callbacks. */
export { selfDefineSource, selfItemToPickerItem, mergeSpec } from './selfDefineSource';
export type {
  SelfDefineSpec,
  SelfDefineConfig,
  SelfDefinedItem,
  SelfDefinedPage,
  SelfDefinedAnswer,
  SelfDefineContentKind,
} from './selfDefineSource.types';
export { SELF_DEFINE_CONTENT_KINDS } from './selfDefineSource.types';
