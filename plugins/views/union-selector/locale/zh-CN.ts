import type { UnionLabels } from './keys';

export const zhCN: UnionLabels = {
  insertTitle: '插入',
  recommended: '推荐',
  recent: '最近',
  searchPlaceholder: '搜索',
  insert: '插入',
  remindOthers: '消息提醒对方',
  emptyList: '列表为空',
  emptyContact: '暂无联系人',
  emptyFile: '暂无文件',
  noSearchResults: '无搜索结果',
  timeSetting: '设置时间',
  date: '日期 (yyyy-mm-dd)',
  dateInvalid: '请按 yyyy-mm-dd 输入有效日期',
  time: '时间',
  timeSlots: '时间列表',
  fileTypeNotAllowed: '不支持插入此类型的文件',
  moreEntrances: '更多',
  close: '关闭',
};
