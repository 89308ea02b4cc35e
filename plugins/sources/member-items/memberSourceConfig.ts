/**
 * The member picker's sources as a caller configures them (member-picker.md section 3, Source
 * configuration): the types it knows and the fields each of them reads.
 */
import type { BaseUrlOption, SourceConfig } from '../../../kernel';

/** Source types a member picker caller may configure. */
export const MEMBER_SOURCE_TYPES = [
  'company',
  'department',
  'latest',
  'myTeam',
  'teamPerson',
  'teamCompany',
  'teamMember',
  'custom',
  'customMember',
  'group',
  'filePermissionMember',
  'selfDefine',
  'contact',
  'staff',
  'collaborator',
  'recommend',
] as const;
export type MemberSourceType = (typeof MEMBER_SOURCE_TYPES)[number] | (string & {});

/** A member source config (after normalisation: companyId parsed, title set). */
export interface MemberSourceConfig extends SourceConfig {
  type: MemberSourceType;
  _alias?: string;
  companyId?: number | string;
  comp_id?: number | string;
  deptId?: number | string;
  deptIds?: Array<number | string>;
  level?: number;
  sid?: string | number;
  gid?: string | number;
  params?: Record<string, unknown>;
  rootNodeSelectable?: boolean;
  minCount?: number;
  getParamsArr?: Array<Record<string, unknown>>;
  searchParamsArr?: Array<Record<string, unknown>>;
  searchBySingleCompany?: boolean;
  searchDeptTitle?: string;
  isExpand?: boolean;
  queryByAccount?: boolean;
  selectType?: string;
  isList?: boolean;
  companySearchable?: boolean;
  baseURL?: BaseUrlOption;
}
