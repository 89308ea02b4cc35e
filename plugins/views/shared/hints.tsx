/**
 * Instructions for keyboard and screen-reader users, given to the search box and the lists
 * through `aria-describedby` (namespace 'pickerHints', five languages). The hint element is
 * `hidden`: it is read as the description, never shown or read on its own.
 */
import { addStrings, type Language, type PickerKernel } from '../../../kernel';

export const HINTS_NAMESPACE = 'pickerHints';

export type HintKey = 'search' | 'list' | 'tree' | 'files';

export const hintTexts: Record<Language, Record<HintKey, string>> = {
  en: {
    search: 'Type to search. Down arrow moves to the list, Escape clears the search.',
    list: 'Up and Down arrows move, Enter or Space picks or removes.',
    tree: 'Up and Down arrows move, Right opens and Left closes a department, Enter or Space picks or removes.',
    files: 'Up and Down arrows move, Enter opens a folder or picks a file, Space picks or removes.',
  },
  'zh-CN': {
    search: '输入以搜索。按下方向键进入列表，按 Esc 清除搜索。',
    list: '上下方向键移动，Enter 或空格键选择或取消选择。',
    tree: '上下方向键移动，右方向键展开、左方向键收起部门，Enter 或空格键选择或取消选择。',
    files: '上下方向键移动，Enter 键打开文件夹或选择文件，空格键选择或取消选择。',
  },
  'zh-TW': {
    search: '輸入以搜尋。按下方向鍵進入清單，按 Esc 清除搜尋。',
    list: '上下方向鍵移動，Enter 或空白鍵選擇或取消選擇。',
    tree: '上下方向鍵移動，右方向鍵展開、左方向鍵收合部門，Enter 或空白鍵選擇或取消選擇。',
    files: '上下方向鍵移動，Enter 鍵開啟資料夾或選擇檔案，空白鍵選擇或取消選擇。',
  },
  ja: {
    search: '入力して検索します。下矢印キーでリストへ移動し、Esc キーで検索をクリアします。',
    list: '上下の矢印キーで移動し、Enter キーまたはスペースキーで選択または解除します。',
    tree: '上下の矢印キーで移動し、右矢印キーで部署を開き、左矢印キーで閉じます。Enter キーまたはスペースキーで選択または解除します。',
    files:
      '上下の矢印キーで移動し、Enter キーでフォルダーを開くかファイルを選択し、スペースキーで選択または解除します。',
  },
  th: {
    search: 'พิมพ์เพื่อค้นหา กดลูกศรลงเพื่อไปยังรายการ กด Esc เพื่อล้างการค้นหา',
    list: 'ใช้ลูกศรขึ้นและลงเพื่อเลื่อน กด Enter หรือ Space เพื่อเลือกหรือยกเลิก',
    tree: 'ใช้ลูกศรขึ้นและลงเพื่อเลื่อน ลูกศรขวาเปิดและลูกศรซ้ายปิดแผนก กด Enter หรือ Space เพื่อเลือกหรือยกเลิก',
    files: 'ใช้ลูกศรขึ้นและลงเพื่อเลื่อน กด Enter เพื่อเปิดโฟลเดอร์หรือเลือกไฟล์ กด Space เพื่อเลือกหรือยกเลิก',
  },
};

/** The hint in the kernel's language (the texts are added to its i18next instance once). */
export function hintText(kernel: Pick<PickerKernel, 'i18n' | 't'>, key: HintKey): string {
  if (!kernel.i18n.hasResourceBundle('en', HINTS_NAMESPACE)) {
    addStrings(kernel.i18n, HINTS_NAMESPACE, hintTexts);
  }
  return kernel.t(`${HINTS_NAMESPACE}:${key}`);
}

/** The description element a control points at with `aria-describedby`. */
export function Hint({ id, text }: { id: string; text: string }) {
  return (
    <span id={id} hidden>
      {text}
    </span>
  );
}
