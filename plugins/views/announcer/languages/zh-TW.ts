/** What the live region says in Traditional Chinese (loaded on demand). */

const texts: Record<string, string> = {
  picked: '已選擇 {{name}}，共選擇 {{total}} 項。',
  pickedMany: '已選擇 {{added}} 項，共選擇 {{total}} 項。',
  removed: '已移除 {{name}}，共選擇 {{total}} 項。',
  removedMany: '已移除 {{removed}} 項，共選擇 {{total}} 項。',
  cleared: '已清空選擇。',
  clearedKept: '已清空選擇，{{total}} 項不可移除，仍保持選取。',
  exceeded: '最多只能選擇 {{maxCount}} 項，未再選擇。',
  results: '「{{query}}」共有 {{count}} 筆結果。',
  noResults: '「{{query}}」沒有結果。',
  moreRows: '已載入另外 {{count}} 列。',
  failedLoad: '清單載入失敗，請使用重試按鈕再試一次。',
  failedSearch: '搜尋失敗，請使用重試按鈕再試一次。',
  retrying: '正在重試。',
  recovered: '已載入。',
  recoveredRows: '已載入，顯示 {{count}} 列。',
  pasteSummary: '貼上的清單：{{parts}}。',
  pasteSeparator: '，',
  pasteNothing: '貼上的清單中沒有項目。',
  pasteAdded: '已新增 {{count}} 項',
  pasteAlreadyPicked: '{{count}} 項已選擇',
  pasteAmbiguous: '{{count}} 項符合多人（請選擇）',
  pasteNotFound: '{{count}} 項找不到',
  pasteMalformed: '{{count}} 項不是電子郵件地址或手機號碼',
  pasteFailed: '{{count}} 項查詢失敗',
  pasteRefused: '{{count}} 項無法選擇',
};

export default texts;
