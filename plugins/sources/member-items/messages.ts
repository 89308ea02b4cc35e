/** The member picker's messages (member-picker.md sections 5 and 8), verbatim where it quotes them. */
export const MemberMessages = {
  missingCompanyId: '缺失参数, companyId',
  missingDeptId: '缺失参数, deptId',
  invalidRole: '参数不合法, role',
  invalidDeptIds: 'deptIds参数错误',
  missingSid: '参数错误, 缺少协作ID: sid',
  missingGid: '参数错误, 缺少团队ID: gid',
  missingTeamSource: '参数错误, 缺少团队source: params.source',
  personalUserCompany:
    '个人用户不能配置 company 类型 (a personal user cannot configure the company source)',
  companyNotJoined:
    '配置的 companyId 与已加入的企业不匹配 (the configured companyId is not one of the joined companies)',
  customNeedsIds: 'custom 类型需要 companyId 和 gid (the custom source needs companyId and gid)',
  selfDefineGet: '请提供 selfDefine 的 get 回调 (the self-defined source needs a get callback)',
  selfDefineSearch:
    '请提供 selfDefine 的 search 回调，或关闭搜索 (provide a search callback or set searchable: false)',
  selfDefineGetAll:
    'getAll 回调是必需的 (the self-defined source needs a getAll callback for root selection)',
  sourcesRequired: 'sources 参数必填且不能为空 (sources is required and must not be empty)',
  invalidSourceType: 'source 类型不合法 (unknown source type)',
  teamCompanyNeedsCompany:
    'teamCompany 类型需要 companyId 或 company 类型 (the teamCompany source needs a companyId or a company source)',
  teamCompanyOneCompany:
    'teamCompany 只支持一个企业的团队 (teamCompany supports the teams of one company only)',
  customMemberNeedsCustomId:
    'customMember 类型需要 customId (the customMember source needs the customId of its tag)',
  selfDefineUniqueKey:
    '多个 selfDefine 需要各自唯一的 key (several selfDefine sources each need a unique key)',
} as const;
