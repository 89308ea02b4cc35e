import type { UnionLabels } from './keys';

export const ja: UnionLabels = {
  insertTitle: '挿入',
  recommended: 'おすすめ',
  recent: '最近',
  searchPlaceholder: '検索',
  insert: '挿入',
  remindOthers: 'メッセージで他のメンバーに通知',
  emptyList: 'リストは空です',
  emptyContact: '連絡先はありません',
  emptyFile: 'ファイルはありません',
  noSearchResults: '検索結果が見つかりません',
  timeSetting: '時刻を設定',
  date: '日付 (yyyy-mm-dd)',
  dateInvalid: '有効な日付を yyyy-mm-dd で入力してください',
  time: '時刻',
  timeSlots: '時刻一覧',
  fileTypeNotAllowed: 'この種類のファイルは挿入できません',
  moreEntrances: 'その他',
  close: '閉じる',
};
