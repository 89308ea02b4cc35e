/** The built-in sources' tab titles and notices in Simplified Chinese (the fallback language, always loaded). */

const texts = {
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

export default texts;
