/**
 * What an open business card shows (member-picker.md section 3, member info): the avatar and the
 * name as the card's heading, the nickname, then a short list of the department and the user id,
 * and the personal-centre link when the caller gives a safe one.
 */
import { Avatar } from '../Avatar/Avatar';
import type { MemberInfo } from './memberInfo';

export interface BusinessCardContentLabels {
  department?: string;
  userId?: string;
  profileLink?: string;
}

/** Only web and relative links become hrefs (never javascript: and the like). */
export function isSafeLink(link: string | undefined): link is string {
  return Boolean(link && /^(https?:\/\/|\/)/i.test(link));
}

export function BusinessCardContent({
  info,
  headingId,
  profileLink,
  labels,
}: {
  info: MemberInfo;
  headingId: string;
  profileLink?: string;
  labels: BusinessCardContentLabels;
}) {
  return (
    <div className="pk-business-card">
      <div className="pk-business-card__head">
        <Avatar src={info.avatar} name={info.name} colourKey={info.userid} size="l" decorative />
        <div className="pk-business-card__names">
          <div id={headingId} className="pk-business-card__name">
            {info.name}
          </div>
          {info.nickname && <div className="pk-item__description">{info.nickname}</div>}
        </div>
      </div>
      <dl className="pk-business-card__fields">
        {info.deptName && (
          <div className="pk-business-card__field">
            <dt>{labels.department ?? 'Department'}</dt>
            <dd>{info.deptName}</dd>
          </div>
        )}
        {info.userid && (
          <div className="pk-business-card__field">
            <dt>{labels.userId ?? 'User ID'}</dt>
            <dd>{info.userid}</dd>
          </div>
        )}
      </dl>
      {isSafeLink(profileLink) && (
        <a className="pk-business-card__link" href={profileLink} target="_blank" rel="noreferrer">
          {labels.profileLink ?? 'View profile'}
        </a>
      )}
    </div>
  );
}
