/** What the live region says in Simplified Chinese (the fallback language, always loaded). */

const texts: Record<string, string> = {
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
  pasteSummary: '粘贴的列表：{{parts}}。',
  pasteSeparator: '，',
  pasteNothing: '粘贴的列表中没有条目。',
  pasteAdded: '已添加 {{count}} 项',
  pasteAlreadyPicked: '{{count}} 项已选择',
  pasteAmbiguous: '{{count}} 项匹配多人（请选择）',
  pasteNotFound: '{{count}} 项未找到',
  pasteMalformed: '{{count}} 项不是邮箱地址或手机号',
  pasteFailed: '{{count}} 项查询失败',
  pasteRefused: '{{count}} 项无法选择',
};

export default texts;
