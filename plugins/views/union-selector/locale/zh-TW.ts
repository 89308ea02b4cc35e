import type { UnionLabels } from './keys';

export const zhTW: UnionLabels = {
  insertTitle: '插入',
  recommended: '推薦',
  recent: '最近',
  searchPlaceholder: '搜尋',
  insert: '插入',
  remindOthers: '訊息提醒對方',
  emptyList: '清單為空',
  emptyContact: '暫無聯絡人',
  emptyFile: '暫無檔案',
  noSearchResults: '無搜尋結果',
  timeSetting: '設定時間',
  date: '日期 (yyyy-mm-dd)',
  dateInvalid: '請依 yyyy-mm-dd 輸入有效日期',
  time: '時間',
  timeSlots: '時間清單',
  fileTypeNotAllowed: '不支援插入此類型的檔案',
  moreEntrances: '更多',
  close: '關閉',
};
