/** The keyboard and screen-reader hints in Simplified Chinese (the fallback language, always loaded). */
import type { HintKey } from '../hintKeys';

const texts: Record<HintKey, string> = {
  search: '输入以搜索。按下方向键进入列表，按 Esc 清除搜索。',
  list: '上下方向键移动，Enter 或空格键选择或取消选择。',
  tree: '上下方向键移动，右方向键展开、左方向键收起部门，Enter 或空格键选择或取消选择。',
  files: '上下方向键移动，Enter 键打开文件夹或选择文件，空格键选择或取消选择。',
  provisional: '正在显示已加载的匹配项，搜索结果返回后将替换它们。',
};

export default texts;
