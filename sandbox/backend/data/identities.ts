/**
 * Fixed identities every service module agrees on: who the three signed-in users are and which
 * companies exist. Generated data hangs off these.
 */
import type { SuiteUserKind } from '../types';

export interface SuiteIdentity {
  userid: number;
  nickname: string;
  is_plus: boolean;
  /** The workspace company (0 for a personal account). */
  companyid: number;
  is_company_account: boolean;
  /** Companies the user joined (the plus account joins more than 10). */
  companyIds: number[];
  vip_level: number;
  /** Whether the account passed identity certification (finder.md section 3, the cert route). */
  certification: boolean;
}

/** The main company of the plus user: departments, staff, teams, custom tags live here. */
export const MAIN_COMPANY_ID = 8800001;
/** The isolated account's only company. */
export const ISOLATED_COMPANY_ID = 8800100;
/** A company whose IP policy forbids access, and one with document restrictions. */
export const IP_FORBIDDEN_COMPANY_ID = 8800011;
export const RESTRICTED_COMPANY_ID = 8800012;

/** Twelve companies for the plus account (more than the 10 kept). */
export const PLUS_COMPANY_IDS: readonly number[] = Array.from(
  { length: 12 },
  (_, i) => MAIN_COMPANY_ID + i,
);

export const IDENTITIES: Record<SuiteUserKind, SuiteIdentity> = {
  personal: {
    userid: 1000001,
    nickname: 'Lin Personal',
    is_plus: false,
    companyid: 0,
    is_company_account: false,
    companyIds: [],
    vip_level: 10,
    certification: false,
  },
  plus: {
    userid: 1000002,
    nickname: 'Chen Plus',
    is_plus: true,
    companyid: MAIN_COMPANY_ID,
    is_company_account: false,
    companyIds: [...PLUS_COMPANY_IDS],
    vip_level: 30,
    certification: true,
  },
  isolated: {
    userid: 1000003,
    nickname: 'Wu Isolated',
    is_plus: true,
    companyid: ISOLATED_COMPANY_ID,
    is_company_account: true,
    companyIds: [ISOLATED_COMPANY_ID],
    vip_level: 20,
    certification: true,
  },
};
