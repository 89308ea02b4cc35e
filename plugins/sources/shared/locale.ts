/** Default tab titles and notices of the built-in sources, namespace `sources`. */
import type { Language, PickerKernel } from '../../../kernel';
import { addStrings } from '../../../kernel';

export const SOURCES_NAMESPACE = 'sources';

const en = {
  latest: 'Recent',
  contact: 'Contacts',
  company: 'Organization',
  department: 'Department',
  staff: 'Members',
  myTeam: 'My teams',
  teamPerson: 'Personal teams',
  teamCompany: 'Company teams',
  teamMember: 'Team members',
  group: 'Groups',
  custom: 'Custom groups',
  customMember: 'Custom group members',
  collaborator: 'Collaborators',
  filePermissionMember: 'Members with access',
  recommend: 'Recommended',
  selfDefine: 'Other',
  searchDepartments: 'Departments',
  teamSearchFallback: 'No team member matches; showing matching company members instead',
};
type Table = typeof en;

const zhCN: Table = {
  latest: '最近',
  contact: '联系人',
  company: '组织架构',
  department: '部门',
  staff: '成员',
  myTeam: '我的团队',
  teamPerson: '个人团队',
  teamCompany: '企业团队',
  teamMember: '团队成员',
  group: '群组',
  custom: '自定义分组',
  customMember: '自定义分组成员',
  collaborator: '协作者',
  filePermissionMember: '有权限的成员',
  recommend: '推荐',
  selfDefine: '其他',
  searchDepartments: '部门',
  teamSearchFallback: '团队内未找到该成员，以下为企业内的搜索结果',
};

const zhTW: Table = {
  ...zhCN,
  latest: '最近',
  contact: '聯絡人',
  company: '組織架構',
  myTeam: '我的團隊',
  teamPerson: '個人團隊',
  teamCompany: '企業團隊',
  teamMember: '團隊成員',
  group: '群組',
  custom: '自訂分組',
  customMember: '自訂分組成員',
  collaborator: '協作者',
  filePermissionMember: '有權限的成員',
  recommend: '推薦',
  teamSearchFallback: '團隊內未找到該成員，以下為企業內的搜尋結果',
};

const ja: Table = {
  latest: '最近',
  contact: '連絡先',
  company: '組織図',
  department: '部署',
  staff: 'メンバー',
  myTeam: 'マイチーム',
  teamPerson: '個人チーム',
  teamCompany: '企業チーム',
  teamMember: 'チームメンバー',
  group: 'グループ',
  custom: 'カスタムグループ',
  customMember: 'カスタムグループのメンバー',
  collaborator: '共同編集者',
  filePermissionMember: 'アクセス権のあるメンバー',
  recommend: 'おすすめ',
  selfDefine: 'その他',
  searchDepartments: '部署',
  teamSearchFallback: 'チーム内に一致するメンバーがいないため、企業内の検索結果を表示しています',
};

const th: Table = {
  latest: 'ล่าสุด',
  contact: 'รายชื่อติดต่อ',
  company: 'ผังองค์กร',
  department: 'แผนก',
  staff: 'สมาชิก',
  myTeam: 'ทีมของฉัน',
  teamPerson: 'ทีมส่วนตัว',
  teamCompany: 'ทีมองค์กร',
  teamMember: 'สมาชิกทีม',
  group: 'กลุ่ม',
  custom: 'กลุ่มที่กำหนดเอง',
  customMember: 'สมาชิกกลุ่มที่กำหนดเอง',
  collaborator: 'ผู้ทำงานร่วมกัน',
  filePermissionMember: 'สมาชิกที่มีสิทธิ์เข้าถึง',
  recommend: 'แนะนำ',
  selfDefine: 'อื่น ๆ',
  searchDepartments: 'แผนก',
  teamSearchFallback: 'ไม่พบสมาชิกในทีม จึงแสดงผลการค้นหาจากสมาชิกองค์กรแทน',
};

const strings: Record<Language, Table> = {
  en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ja,
  th,
};

const registered = new WeakSet<PickerKernel>();

/** Adds the strings once per kernel. */
export function ensureSourceStrings(kernel: PickerKernel): void {
  if (registered.has(kernel)) return;
  registered.add(kernel);
  addStrings(kernel.i18n, SOURCES_NAMESPACE, strings);
}

export type SourceStringKey = keyof Table;

export function sourceText(kernel: PickerKernel, key: SourceStringKey): string {
  ensureSourceStrings(kernel);
  return kernel.t(`${SOURCES_NAMESPACE}:${key}`);
}
