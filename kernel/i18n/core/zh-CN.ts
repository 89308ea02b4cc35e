/** The kernel's own texts in Simplified Chinese (the fallback language, always loaded). */

const texts = {
  errorOccurred: '出错了，点击重试',
  allSearchesFailed: '所有搜索请求失败',
  loadMore: '加载更多',
  requestFailed: '请求失败，请稍后重试',
  onlyFolders: '只能选择文件夹',
};

export default texts;
