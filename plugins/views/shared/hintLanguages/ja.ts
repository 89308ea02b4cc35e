/** The keyboard and screen-reader hints in Japanese (loaded on demand). */
import type fallback from './zh-CN';

const texts: Record<keyof typeof fallback, string> = {
  search: '入力して検索します。下矢印キーでリストへ移動し、Esc キーで検索をクリアします。',
  list: '上下の矢印キーで移動し、Enter キーまたはスペースキーで選択または解除します。',
  tree: '上下の矢印キーで移動し、右矢印キーで部署を開き、左矢印キーで閉じます。Enter キーまたはスペースキーで選択または解除します。',
  files:
    '上下の矢印キーで移動し、Enter キーでフォルダーを開くかファイルを選択し、スペースキーで選択または解除します。',
  provisional: '読み込み済みの一致する行を表示しています。検索結果が届くと置き換わります。',
};

export default texts;
