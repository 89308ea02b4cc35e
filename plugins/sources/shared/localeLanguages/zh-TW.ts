/** The built-in sources' tab titles and notices in Traditional Chinese (loaded on demand). */
import type fallback from './zh-CN';

const texts: Record<keyof typeof fallback, string> = {
  latest: '最近',
  contact: '聯絡人',
  company: '組織架構',
  department: '部门',
  staff: '成员',
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
  selfDefine: '其他',
  searchDepartments: '部门',
  teamSearchFallback: '團隊內未找到該成員，以下為企業內的搜尋結果',
};

export default texts;
