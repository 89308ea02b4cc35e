/** The kernel's own texts in Traditional Chinese (loaded on demand). */
import type fallback from './zh-CN';

const texts: Record<keyof typeof fallback, string> = {
  errorOccurred: '出錯了，點擊重試',
  allSearchesFailed: '所有搜尋請求失敗',
  loadMore: '載入更多',
  requestFailed: '請求失敗，請稍後重試',
  onlyFolders: '只能選擇資料夾',
};

export default texts;
