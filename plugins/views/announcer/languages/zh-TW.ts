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
};

export default texts;
