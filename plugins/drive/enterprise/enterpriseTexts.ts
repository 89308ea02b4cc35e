/**
 * The enterprise switcher's and the restriction's texts in the five languages, under the
 * 'finderEnterprise' namespace: the personal space's name ('headers.kdocs'), the limit tip per
 * action, the switcher's labels.
 */
import { addStrings, type I18nInstance, type Language, type PickerKernel } from '../../../kernel';

export const ENTERPRISE_NAMESPACE = 'finderEnterprise';

const en = {
  'headers.kdocs': 'Kdocs',
  'limit.copy': 'Files of this enterprise can only be copied within the enterprise.',
  'limit.move': 'Files of this enterprise can only be moved within the enterprise.',
  'limit.moveIn': 'Files of this enterprise cannot be moved out of it.',
  'limit.save': 'Files of this enterprise can only be saved within the enterprise.',
  workspaces: 'Workspaces',
  switchWorkspace: 'Switch workspace, current: {{name}}',
  currentWorkspace: 'Workspace: {{name}}',
  ipForbidden: 'Not available: {{reason}}',
};
export type EnterpriseTextKey = keyof typeof en;
type Table = Record<EnterpriseTextKey, string>;

const zhCN: Table = {
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
const zhTW: Table = {
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
const ja: Table = {
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
const th: Table = {
  'headers.kdocs': 'Kdocs',
  'limit.copy': 'ไฟล์ขององค์กรนี้คัดลอกได้เฉพาะภายในองค์กร',
  'limit.move': 'ไฟล์ขององค์กรนี้ย้ายได้เฉพาะภายในองค์กร',
  'limit.moveIn': 'ไม่สามารถย้ายไฟล์ขององค์กรนี้ออกนอกองค์กรได้',
  'limit.save': 'ไฟล์ขององค์กรนี้บันทึกได้เฉพาะภายในองค์กร',
  workspaces: 'พื้นที่ทำงาน',
  switchWorkspace: 'สลับพื้นที่ทำงาน ปัจจุบัน: {{name}}',
  currentWorkspace: 'พื้นที่ทำงาน: {{name}}',
  ipForbidden: 'ใช้งานไม่ได้: {{reason}}',
};

export const ENTERPRISE_TEXTS: Readonly<Record<Language, Table>> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en,
  ja,
  th,
};

const added = new WeakSet<I18nInstance>();

export function enterpriseText(
  kernel: PickerKernel,
  key: EnterpriseTextKey,
  options: Record<string, unknown> = {},
): string {
  if (!added.has(kernel.i18n)) {
    addStrings(kernel.i18n, ENTERPRISE_NAMESPACE, ENTERPRISE_TEXTS);
    added.add(kernel.i18n);
  }
  return kernel.t(`${ENTERPRISE_NAMESPACE}:${key}`, options);
}
