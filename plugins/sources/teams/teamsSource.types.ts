/** Records and options of the team sources (myTeam, teamPerson, teamCompany). */
export interface TeamRecord {
  id: number | string;
  group_id?: number | string;
  name?: string;
  status?: number;
  source?: string;
  /** Above 0 an enterprise team of that company, -1 a personal team. */
  company_id?: number;
  avatars?: string[];
  recent_members?: Array<{ userid?: number | string; name?: string; avatar?: string }>;
  user_role?: string | null;
  highlight?: string | { name?: string };
}

export interface TeamsPage {
  teams?: TeamRecord[];
  total?: number;
  nextOffset?: number;
}

/** The sub-origin of a team: an enterprise team, a personal team (or a group, see group source). */
export type TeamSubOrigin = 'company' | 'person' | 'group';

/** Team group type of the account search (member-picker.md section 9: 1 is a team). */
export const TEAM_GROUP_TYPE = 1;
/** company_id of personal teams. */
export const PERSONAL_TEAMS = -1;
