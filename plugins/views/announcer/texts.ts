/**
 * What the live region says, in the five languages (namespace 'announce'). English counts use
 * i18next plurals (`_one` / `_other`); the other languages have one form.
 */
import { addStrings, type I18nInstance, type Language } from '../../../kernel';

export const ANNOUNCE_NAMESPACE = 'announce';

export type AnnounceTextKey =
  | 'picked'
  | 'pickedMany'
  | 'removed'
  | 'removedMany'
  | 'cleared'
  | 'clearedKept'
  | 'exceeded'
  | 'results'
  | 'noResults'
  | 'moreRows'
  | 'failedLoad'
  | 'failedSearch'
  | 'retrying'
  | 'recovered'
  | 'recoveredRows';

const en: Record<string, string> = {
  picked: '{{name}} selected. {{total}} selected in total.',
  pickedMany: '{{added}} selected. {{total}} selected in total.',
  removed: '{{name}} removed. {{total}} selected in total.',
  removedMany: '{{removed}} removed. {{total}} selected in total.',
  cleared: 'Selection cleared.',
  clearedKept: 'Selection cleared. {{total}} cannot be removed and stay selected.',
  exceeded: 'You can select up to {{maxCount}}. Nothing more was selected.',
  results_one: '1 result for {{query}}.',
  results_other: '{{count}} results for {{query}}.',
  noResults: 'No results for {{query}}.',
  moreRows_one: '1 more row loaded.',
  moreRows_other: '{{count}} more rows loaded.',
  failedLoad: 'The list could not be loaded. Use the retry button to try again.',
  failedSearch: 'The search failed. Use the retry button to try again.',
  retrying: 'Trying again.',
  recovered: 'Loaded.',
  recoveredRows_one: 'Loaded. 1 row shown.',
  recoveredRows_other: 'Loaded. {{count}} rows shown.',
};

const zhCN: Record<string, string> = {
  picked: '已选择 {{name}}，共选择 {{total}} 项。',
  pickedMany: '已选择 {{added}} 项，共选择 {{total}} 项。',
  removed: '已移除 {{name}}，共选择 {{total}} 项。',
  removedMany: '已移除 {{removed}} 项，共选择 {{total}} 项。',
  cleared: '已清空选择。',
  clearedKept: '已清空选择，{{total}} 项不可移除，仍保持选中。',
  exceeded: '最多只能选择 {{maxCount}} 项，未再选择。',
  results: '“{{query}}”共有 {{count}} 条结果。',
  noResults: '“{{query}}”没有结果。',
  moreRows: '已加载另外 {{count}} 行。',
  failedLoad: '列表加载失败，请使用重试按钮再试一次。',
  failedSearch: '搜索失败，请使用重试按钮再试一次。',
  retrying: '正在重试。',
  recovered: '已加载。',
  recoveredRows: '已加载，显示 {{count}} 行。',
};

const zhTW: Record<string, string> = {
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

const ja: Record<string, string> = {
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
};

const th: Record<string, string> = {
  picked: 'เลือก {{name}} แล้ว เลือกทั้งหมด {{total}} รายการ',
  pickedMany: 'เลือก {{added}} รายการแล้ว เลือกทั้งหมด {{total}} รายการ',
  removed: 'นำ {{name}} ออกแล้ว เลือกทั้งหมด {{total}} รายการ',
  removedMany: 'นำออก {{removed}} รายการแล้ว เลือกทั้งหมด {{total}} รายการ',
  cleared: 'ล้างการเลือกแล้ว',
  clearedKept: 'ล้างการเลือกแล้ว {{total}} รายการที่นำออกไม่ได้ยังคงถูกเลือก',
  exceeded: 'เลือกได้สูงสุด {{maxCount}} รายการ ไม่ได้เลือกเพิ่ม',
  results: 'พบ {{count}} ผลลัพธ์สำหรับ {{query}}',
  noResults: 'ไม่พบผลลัพธ์สำหรับ {{query}}',
  moreRows: 'โหลดเพิ่มอีก {{count}} แถว',
  failedLoad: 'โหลดรายการไม่สำเร็จ ใช้ปุ่มลองใหม่เพื่อลองอีกครั้ง',
  failedSearch: 'ค้นหาไม่สำเร็จ ใช้ปุ่มลองใหม่เพื่อลองอีกครั้ง',
  retrying: 'กำลังลองอีกครั้ง',
  recovered: 'โหลดแล้ว',
  recoveredRows: 'โหลดแล้ว แสดง {{count}} แถว',
};

export const announceTexts: Record<Language, Record<string, string>> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en,
  ja,
  th,
};

/** Adds the announcement texts to a kernel's i18next instance (idempotent). */
export function addAnnounceStrings(i18n: I18nInstance): void {
  if (i18n.hasResourceBundle('en', ANNOUNCE_NAMESPACE)) return;
  addStrings(i18n, ANNOUNCE_NAMESPACE, announceTexts);
}
