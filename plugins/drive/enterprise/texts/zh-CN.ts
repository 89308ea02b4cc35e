/** The enterprise switcher's and the restriction's texts in Simplified Chinese. */
import type { EnterpriseTextKey } from './en';

const zhCN: Record<EnterpriseTextKey, string> = {
  'headers.kdocs': '金山文档',
  'limit.copy': '该企业的文件仅能复制到企业内。',
  'limit.move': '该企业的文件仅能移动到企业内。',
  'limit.moveIn': '该企业的文件不能移出企业。',
  'limit.save': '该企业的文件仅能保存到企业内。',
  workspaces: '工作空间',
  switchWorkspace: '切换工作空间，当前：{{name}}',
  currentWorkspace: '工作空间：{{name}}',
  ipForbidden: '不可用：{{reason}}',
};

export default zhCN;
