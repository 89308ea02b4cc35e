/** Member info shown on a business card (member-picker.md section 3). */
export interface MemberInfo {
  userid?: string;
  name?: string;
  avatar?: string;
  nickname?: string;
  deptName?: string;
}

export interface IdCardProps {
  userid?: string;
  deptName?: string;
  memberInfo?: MemberInfo;
  personalCenterLink?: string;
  /** Loads the card's info when it opens; the card shows a loading state until it settles. */
  loadMemberInfo?(userid: string | undefined, signal: AbortSignal): Promise<MemberInfo>;
}

/** The card's info: loaded fields first, then memberInfo, then the id card and the row's own. */
export function deriveMemberInfo(
  idCard: IdCardProps | undefined,
  fallback: MemberInfo,
  loaded?: MemberInfo,
): MemberInfo {
  const given = idCard?.memberInfo ?? {};
  return {
    userid: loaded?.userid ?? given.userid ?? idCard?.userid ?? fallback.userid,
    name: loaded?.name ?? given.name ?? fallback.name,
    avatar: loaded?.avatar ?? given.avatar ?? fallback.avatar,
    nickname: loaded?.nickname ?? given.nickname ?? fallback.nickname,
    deptName: loaded?.deptName ?? given.deptName ?? idCard?.deptName ?? fallback.deptName,
  };
}
