/** The enterprise switcher's and the restriction's texts in Japanese. */
import type { EnterpriseTextKey } from './en';

const ja: Record<EnterpriseTextKey, string> = {
  'headers.kdocs': 'Kdocs',
  'limit.copy': 'この企業のファイルは企業内にのみコピーできます。',
  'limit.move': 'この企業のファイルは企業内にのみ移動できます。',
  'limit.moveIn': 'この企業のファイルは企業の外に移動できません。',
  'limit.save': 'この企業のファイルは企業内にのみ保存できます。',
  workspaces: 'ワークスペース',
  switchWorkspace: 'ワークスペースを切り替え、現在：{{name}}',
  currentWorkspace: 'ワークスペース：{{name}}',
  ipForbidden: '利用できません：{{reason}}',
};

export default ja;
