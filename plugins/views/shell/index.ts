export { PickerShell, type PickerShellProps } from './PickerShell';
export { CompanySwitcher } from './CompanySwitcher';
export { ListArea } from './ListArea';
export { SELECTION_NOTIFY_DEBOUNCE_MS } from './useSelectionNotify';
export {
  ChoiceDropdown,
  type ChoiceDropdownItem,
  type ChoiceDropdownOptions,
  type SelectedDropdownOptions,
  type TabDropdownOptions,
} from './ChoiceDropdown';
