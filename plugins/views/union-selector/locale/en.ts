import type { UnionLabels } from './keys';

export const en: UnionLabels = {
  insertTitle: 'Insert',
  recommended: 'Recommended',
  recent: 'Recent',
  searchPlaceholder: 'Search',
  insert: 'Insert',
  remindOthers: 'Remind others by message',
  emptyList: 'The list is empty',
  emptyContact: 'The contact is empty',
  emptyFile: 'The file is empty',
  noSearchResults: 'No search results found',
  timeSetting: 'Time setting',
  date: 'Date (yyyy-mm-dd)',
  dateInvalid: 'Enter a valid date as yyyy-mm-dd',
  time: 'Time',
  timeSlots: 'Times',
  fileTypeNotAllowed: 'This file type cannot be inserted',
  moreEntrances: 'More',
  close: 'Close',
};
