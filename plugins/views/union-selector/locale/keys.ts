/** Labels of the union selector (namespace 'union'); shared labels come from the 'picker' one. */
export const UNION_NAMESPACE = 'union';

export type UnionLabelKey =
  | 'insertTitle'
  | 'recommended'
  | 'recent'
  | 'searchPlaceholder'
  | 'insert'
  | 'remindOthers'
  | 'emptyList'
  | 'emptyContact'
  | 'emptyFile'
  | 'noSearchResults'
  | 'timeSetting'
  | 'date'
  | 'dateInvalid'
  | 'time'
  | 'timeSlots'
  | 'fileTypeNotAllowed'
  | 'moreEntrances'
  | 'close';

export type UnionLabels = Record<UnionLabelKey, string>;
