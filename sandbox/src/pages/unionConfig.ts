/** The union selector page's editable configuration and how it becomes selector options. */
import { resolveLanguage, type Language, type Release } from '../../../kernel';
import type { UnionSelectorOptions, UnionTabConfig } from '../../../presets/union-selector';

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

export const DEFAULT_TABS_JSON = JSON.stringify(
  [
    { type: 'all' },
    { type: 'contact' },
    { type: 'team' },
    { type: 'group' },
    { type: 'dept' },
    { type: 'docs' },
    { type: 'time' },
  ],
  null,
  2,
);

export const DEFAULT_UNION_CONFIG: UnionSandboxConfig = {
  fid: '8000001',
  cid: '8800001',
  onlyShowGroupId: '5000004',
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
  tabsJson: DEFAULT_TABS_JSON,
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
