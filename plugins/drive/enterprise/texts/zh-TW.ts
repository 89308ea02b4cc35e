/** The enterprise switcher's and the restriction's texts in Traditional Chinese. */
import type { EnterpriseTextKey } from './en';

const zhTW: Record<EnterpriseTextKey, string> = {
  'headers.kdocs': '金山文件',
  'limit.copy': '該企業的檔案僅能複製到企業內。',
  'limit.move': '該企業的檔案僅能移動到企業內。',
  'limit.moveIn': '該企業的檔案不能移出企業。',
  'limit.save': '該企業的檔案僅能儲存到企業內。',
  workspaces: '工作空間',
  switchWorkspace: '切換工作空間，目前：{{name}}',
  currentWorkspace: '工作空間：{{name}}',
  ipForbidden: '無法使用：{{reason}}',
};

export default zhTW;
