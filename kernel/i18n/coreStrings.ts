import type { Language } from './language';

/** The kernel's own user-facing strings. Plugins add theirs with addStrings(). */
export const coreStrings: Record<Language, Record<string, string>> = {
  'zh-CN': {
    errorOccurred: '出错了，点击重试',
    allSearchesFailed: '所有搜索请求失败',
    loadMore: '加载更多',
    requestFailed: '请求失败，请稍后重试',
    onlyFolders: '只能选择文件夹',
  },
  'zh-TW': {
    errorOccurred: '出錯了，點擊重試',
    allSearchesFailed: '所有搜尋請求失敗',
    loadMore: '載入更多',
    requestFailed: '請求失敗，請稍後重試',
    onlyFolders: '只能選擇資料夾',
  },
  en: {
    errorOccurred: 'An error occurs. Click to retry.',
    allSearchesFailed: 'All searches failed',
    loadMore: 'Load More',
    requestFailed: 'The request failed. Please try again later.',
    onlyFolders: 'Only folders can be selected',
  },
  ja: {
    errorOccurred: 'エラーが発生しました。クリックして再試行してください。',
    allSearchesFailed: 'すべての検索リクエストが失敗しました',
    loadMore: 'さらに読み込む',
    requestFailed: 'リクエストに失敗しました。しばらくしてからもう一度お試しください。',
    onlyFolders: 'フォルダのみ選択できます',
  },
  th: {
    errorOccurred: 'เกิดข้อผิดพลาด คลิกเพื่อลองใหม่',
    allSearchesFailed: 'การค้นหาทั้งหมดล้มเหลว',
    loadMore: 'โหลดเพิ่มเติม',
    requestFailed: 'คำขอล้มเหลว โปรดลองอีกครั้งในภายหลัง',
    onlyFolders: 'เลือกได้เฉพาะโฟลเดอร์',
  },
};
