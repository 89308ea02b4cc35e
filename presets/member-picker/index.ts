/** pickerkit/presets/member-picker: the member and contact picker. */
export {
  createMemberPicker,
  defaultMemberPickerPlugins,
  sourcePlugins,
} from './createMemberPicker';
export { createMemberPickerKernel } from './createMemberPickerKernel';
export { MemberPicker, MEMBER_PICKER_CLASS, DESKTOP_LOOK_CLASS } from './MemberPicker';
export { openMemberPicker } from './openMemberPicker';
export { MEMBER_PICKER_PLUGIN } from './presetPlugin';
export { SAME_ARRAY_MESSAGE } from './nodeClick';
export { CHANGE_DEBOUNCE_MS } from './changeNotify';
export { validateMemberPickerOptions } from './validateOptions';
export { memberPickerCatalogues } from './languages';
export {
  DEFAULT_WIDTH,
  type MemberPickerOptions,
  type MemberPickerProps,
  type OpenMemberPickerOptions,
  type ClientLook,
} from './types';
export type {
  MemberConfirmPayload,
  MemberSourceConfig,
  MemberSourceType,
} from '../../plugins/sources/member-items';
export type {
  Language,
  LanguageOption,
  PickerItem,
  PickerKernel,
  Plugin,
  Release,
} from '../../kernel';
