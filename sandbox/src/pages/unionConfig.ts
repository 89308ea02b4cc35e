/** The union selector page's editable configuration and how it becomes selector options. */
import { resolveLanguage, type Language, type Release } from '../../../kernel';
import type { UnionSelectorOptions, UnionTabConfig } from '../../../presets/union-selector';
import type { SuiteUser } from '../suite';

export interface UnionSandboxConfig {
  fid: string;
  cid: string;
  onlyShowGroupId: string;
  defaultTab: string;
  requestCount: number;
  multiple: boolean;
  showFooter: boolean;
  showRemind: boolean;
  includeFileExts: string;
  includeGroupInfo: boolean;
  includeTeamInfo: boolean;
  includeDeptInfo: boolean;
  checkAccess: boolean;
  minTime: string;
  maxTime: string;
  language: Language;
  release: Release;
  tabsJson: string;
}

/**
 * The fields that name suite data, per signed-in user, so an open finds what it asks for: a file
 * in the user's own cloud (its metadata exists), one of the user's teams, and the company of a
 * company account (a personal user has none, so no company id and no department tab).
 */
export type UnionUserFields = Pick<
  UnionSandboxConfig,
  'fid' | 'cid' | 'onlyShowGroupId' | 'tabsJson'
>;

const TABS = ['all', 'contact', 'team', 'group', 'dept', 'docs', 'time'];
const tabsJsonOf = (types: string[]) =>
  JSON.stringify(
    types.map((type) => ({ type })),
    null,
    2,
  );

export const DEFAULT_TABS_JSON = tabsJsonOf(TABS);

const USER_FIELDS: Record<SuiteUser, UnionUserFields> = {
  plus: {
    fid: '570000100001',
    cid: '8800001',
    onlyShowGroupId: '5000004',
    tabsJson: DEFAULT_TABS_JSON,
  },
  isolated: {
    fid: '580000100001',
    cid: '8800100',
    onlyShowGroupId: '5200001',
    tabsJson: DEFAULT_TABS_JSON,
  },
  personal: {
    fid: '560000100001',
    cid: '',
    onlyShowGroupId: '5100001',
    tabsJson: tabsJsonOf(TABS.filter((type) => type !== 'dept')),
  },
};

/** The user-dependent defaults of the union page for a signed-in user. */
export const unionFieldsFor = (user: SuiteUser): UnionUserFields => USER_FIELDS[user];

/** Whether the user-dependent fields are still some user's defaults (not edited). */
export function hasDefaultUserFields(config: UnionSandboxConfig): boolean {
  return Object.values(USER_FIELDS).some(
    (fields) =>
      fields.fid === config.fid &&
      fields.cid === config.cid &&
      fields.onlyShowGroupId === config.onlyShowGroupId &&
      fields.tabsJson === config.tabsJson,
  );
}

/** The page's starting configuration (the company account's data). */
export const DEFAULT_UNION_CONFIG: UnionSandboxConfig = {
  ...USER_FIELDS.plus,
  defaultTab: '',
  requestCount: 10,
  multiple: false,
  showFooter: true,
  showRemind: true,
  includeFileExts: '',
  includeGroupInfo: true,
  includeTeamInfo: true,
  includeDeptInfo: true,
  checkAccess: false,
  minTime: '',
  maxTime: '',
  language: resolveLanguage(undefined),
  release: 'default',
};

export type Parsed =
  { ok: true; options: Omit<UnionSelectorOptions, 'services'> } | { ok: false; message: string };

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The selector options of a configuration, or what is wrong with the tabs JSON. */
export function toUnionOptions(config: UnionSandboxConfig): Parsed {
  let tabs: UnionTabConfig[];
  try {
    tabs = JSON.parse(config.tabsJson) as UnionTabConfig[];
  } catch (error) {
    return { ok: false, message: `tabs: ${(error as Error).message}` };
  }
  const exts = config.includeFileExts
    .split(',')
    .map((ext) => ext.trim())
    .filter((ext) => ext !== '');
  const timeSelect = {
    ...(optional(config.minTime) ? { minTime: config.minTime.trim() } : {}),
    ...(optional(config.maxTime) ? { maxTime: config.maxTime.trim() } : {}),
  };
  return {
    ok: true,
    options: {
      fid: config.fid.trim() === '' ? Number.NaN : Number(config.fid),
      tabs,
      cid: optional(config.cid),
      onlyShowGroupId: optional(config.onlyShowGroupId),
      defaultTab: optional(config.defaultTab),
      requestCount: config.requestCount,
      multiple: config.multiple,
      showFooter: config.showFooter,
      showRemind: config.showRemind,
      includeFileExts: exts.length ? exts : undefined,
      includeGroupInfo: config.includeGroupInfo,
      includeTeamInfo: config.includeTeamInfo,
      includeDeptInfo: config.includeDeptInfo,
      checkAccess: config.checkAccess,
      timeSelect: Object.keys(timeSelect).length ? timeSelect : undefined,
      language: config.language,
      release: config.release,
    },
  };
}
