/** Options and events of the pickerContext() plugin. */
import type { SourceType } from '../../../kernel';

/** What the picker found out about a phone or e-mail query that matched nobody. */
export interface UserNotFoundInfo {
  query: string;
  kind: 'phone' | 'email';
  /** addByPhone: offer to add the phone number; userSearch: offer a user search (oversea, e-mail). */
  mode: 'addByPhone' | 'userSearch';
  /**
   * 'probe' when the probe found that nobody has this phone or e-mail (the list then shows the
   * prompt); 'prompt' when the user activated that prompt.
   */
  trigger?: 'probe' | 'prompt';
}

export interface PickerContextOptions {
  /** Fetch the joined companies of a new-company user during init (default true). */
  loadCompanies?: boolean;
  /** `fields` of the joined-companies call (default "logo,name"). */
  companyFields?: string;
  /** Add the confirmed users to recent contacts (default true). */
  addToRecent?: boolean;
  /** The `source` sent with the recent-contacts update (default "kdocs"). */
  recentSource?: string;
  /**
   * Source types dropped for an account-isolation user (default: contact, teamPerson: the
   * personal-account relations an isolated company account does not have).
   */
  isolationDroppedTypes?: readonly SourceType[];
  /** Probe contacts when a phone or e-mail query finds nobody (default true). */
  probeUnknownUsers?: boolean;
  /** Called when the probe says the user does not exist; the caller shows the prompt. */
  onUserNotFound?: (info: UserNotFoundInfo) => void;
}

export const DEFAULT_RECENT_SOURCE = 'kdocs';
export const DEFAULT_COMPANY_FIELDS = 'logo,name';
export const DEFAULT_ISOLATION_DROPPED: readonly SourceType[] = ['contact', 'teamPerson'];
