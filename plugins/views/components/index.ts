/** Shared presentational components of the picker views. */
export { PickerRoot, type PickerRootProps } from './PickerRoot/PickerRoot';
export {
  PICKER_CSS,
  STYLE_ELEMENT_ID,
  StyleOptionsProvider,
  styleOptionsOf,
  useInjectedStyles,
  useStyleOptions,
} from './styles';
export { useThrottledCallback, CLICK_THROTTLE_MS } from './hooks/useThrottledCallback';
export { sanitizeHighlight, escapeHtml, preloadSanitizer } from './sanitize/sanitizeHighlight';
export { titleText } from './sanitize/titleText';
export { SIZES, DEFAULT_SIZE, assertSize, type Size } from './shared/sizes';

export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export {
  RadioChoices,
  type RadioChoice,
  type RadioChoicesProps,
} from './RadioChoices/RadioChoices';
export {
  CheckboxStatus,
  CHECKBOX_STATUS_MESSAGE,
  ariaCheckedOf,
  isCheckboxStatus,
  type CheckboxStatusValue,
  type AriaChecked,
} from './Checkbox/checkboxStatus';

export {
  Button,
  BUTTON_TYPES,
  assertButtonType,
  type ButtonProps,
  type ButtonType,
} from './Button/Button';
export { Avatar, isSafeImageUrl, type AvatarProps } from './Avatar/Avatar';
export { avatarColour, avatarInitials, AVATAR_COLOURS } from './Avatar/avatarFallback';
export * from './icons';
export {
  AvatarGroup,
  avatarGroupColumns,
  MAX_GROUP_AVATARS,
  type AvatarGroupProps,
  type AvatarGroupImage,
} from './AvatarGroup/AvatarGroup';

export { FileItem, type FileItemProps } from './FileItem/FileItem';
export {
  fileIconName,
  extensionOf,
  SECRET_FOLDER_ACCESS,
  type FileIconInput,
  type FileIconName,
} from './FileItem/fileIconName';
export {
  fileLocation,
  locationText,
  LOCATION_LABELS,
  LOCATION_TEXTS,
  type FileLocation,
  type LocationLabel,
} from './FileItem/fileLocation';
export {
  formatModifiedTime,
  mtimeToMillis,
  SECONDS_THRESHOLD,
} from './FileItem/formatModifiedTime';

export { MemberItem, type MemberItemProps, type MemberItemLabels } from './MemberItem/MemberItem';
export {
  normaliseMemberTags,
  MEMBER_TAGS_MESSAGE,
  type MemberTag,
  type MemberTagInput,
  type MemberTagsInput,
} from './MemberItem/memberTags';
export {
  BusinessCard,
  type BusinessCardProps,
  type BusinessCardLabels,
} from './BusinessCard/BusinessCard';
export {
  BusinessCardScope,
  useBusinessCardOpen,
  useBusinessCardScope,
} from './BusinessCard/BusinessCardScope';
export { deriveMemberInfo, type MemberInfo, type IdCardProps } from './BusinessCard/memberInfo';

export { DatePicker, type DatePickerProps, type DatePickerLabels } from './DatePicker/DatePicker';
export type { DateLocale } from './shared/dateLocale';
export {
  buildMonthGrid,
  toDayCell,
  midnightOf,
  monthStepTarget,
  yearStepTarget,
  slideDirection,
  weekStartsOn,
  assertTimestamp,
  GRID_CELLS,
  GRID_WEEKS,
  DEFAULT_CALENDAR_WIDTH,
  SELECT_DAY_MESSAGE,
  type DayCell,
} from './DatePicker/monthGrid';

export { Dropdown, type DropdownProps } from './Dropdown/Dropdown';
export { DropdownMenu, type DropdownMenuProps } from './Dropdown/DropdownMenu';
export {
  DROPDOWN_PLACEMENTS,
  MISSING_MENU_MESSAGE,
  assertPlacement,
  assertDropdownItems,
  type DropdownPlacement,
  type DropdownItem,
} from './Dropdown/dropdownRules';

export {
  Skeleton,
  SkeletonRow,
  type SkeletonProps,
  type SkeletonRowProps,
} from './ListStates/Skeleton';
export { EmptyState, type EmptyStateProps, type EmptyStateLink } from './ListStates/EmptyState';
export { ErrorPanel, type ErrorPanelProps } from './ListStates/ErrorPanel';
export { LoadMoreRow, type LoadMoreRowProps } from './ListStates/LoadMoreRow';
export { TitleRow, type TitleRowProps } from './ListStates/TitleRow';
export { ComponentMessages } from './messages';
