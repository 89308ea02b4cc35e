/** The built-in sources' tab titles and notices in Japanese (loaded on demand). */
import type fallback from './zh-CN';

const texts: Record<keyof typeof fallback, string> = {
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

export default texts;
