/** What the live region says in Japanese (loaded on demand). */

const texts: Record<string, string> = {
  picked: '{{name}} を選択しました。合計 {{total}} 件選択中です。',
  pickedMany: '{{added}} 件を選択しました。合計 {{total}} 件選択中です。',
  removed: '{{name}} を削除しました。合計 {{total}} 件選択中です。',
  removedMany: '{{removed}} 件を削除しました。合計 {{total}} 件選択中です。',
  cleared: '選択をすべて解除しました。',
  clearedKept: '選択を解除しました。削除できない {{total}} 件は選択されたままです。',
  exceeded: '選択できるのは最大 {{maxCount}} 件です。これ以上は選択されませんでした。',
  results: '「{{query}}」の検索結果は {{count}} 件です。',
  noResults: '「{{query}}」の検索結果はありません。',
  moreRows: 'さらに {{count}} 行を読み込みました。',
  failedLoad: 'リストを読み込めませんでした。再試行ボタンでもう一度お試しください。',
  failedSearch: '検索に失敗しました。再試行ボタンでもう一度お試しください。',
  retrying: '再試行しています。',
  recovered: '読み込みました。',
  recoveredRows: '読み込みました。{{count}} 行を表示しています。',
  pasteSummary: '貼り付けたリスト：{{parts}}。',
  pasteSeparator: '、',
  pasteNothing: '貼り付けたリストに項目がありません。',
  pasteAdded: '{{count}} 件を追加',
  pasteAlreadyPicked: '{{count}} 件は選択済み',
  pasteAmbiguous: '{{count}} 件は複数の人に一致（選択してください）',
  pasteNotFound: '{{count}} 件は見つかりません',
  pasteMalformed: '{{count}} 件はメールアドレスでも電話番号でもありません',
  pasteFailed: '{{count}} 件は検索できませんでした',
  pasteRefused: '{{count}} 件は選択できません',
};

export default texts;
