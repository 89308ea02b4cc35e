/** The kernel's own texts in Japanese (loaded on demand). */
import type fallback from './zh-CN';

const texts: Record<keyof typeof fallback, string> = {
  errorOccurred: 'エラーが発生しました。クリックして再試行してください。',
  allSearchesFailed: 'すべての検索リクエストが失敗しました',
  loadMore: 'さらに読み込む',
  requestFailed: 'リクエストに失敗しました。しばらくしてからもう一度お試しください。',
  onlyFolders: 'フォルダのみ選択できます',
};

export default texts;
