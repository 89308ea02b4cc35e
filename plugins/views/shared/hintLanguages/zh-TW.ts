/** The keyboard and screen-reader hints in Traditional Chinese (loaded on demand). */
import type fallback from './zh-CN';

const texts: Record<keyof typeof fallback, string> = {
  search: '輸入以搜尋。按下方向鍵進入清單，按 Esc 清除搜尋。',
  list: '上下方向鍵移動，Enter 或空白鍵選擇或取消選擇。',
  tree: '上下方向鍵移動，右方向鍵展開、左方向鍵收合部門，Enter 或空白鍵選擇或取消選擇。',
  files: '上下方向鍵移動，Enter 鍵開啟資料夾或選擇檔案，空白鍵選擇或取消選擇。',
  provisional: '正在顯示已載入的相符項目，搜尋結果傳回後將取代它們。',
};

export default texts;
