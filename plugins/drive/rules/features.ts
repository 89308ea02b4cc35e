/**
 * The finder's features (finder.md sections 3 and 4): their names, the resolved set the drive
 * plugins read (computed from the inputs by the finder preset, presets/finder/config/features.ts,
 * or written out by another file picker), and which tabs show in a company: in an enterprise
 * (current company above 0) MyTeams and MyDocs are hidden, otherwise the enterprise tabs are.
 */
import { ENTERPRISE_TABS, PERSONAL_SPACE_TABS, type FinderTab } from './tabs';

export const FEATURES = [
  'secret',
  'favoriteDir',
  'favoriteFile',
  'wps+',
  'upload',
  'createFolder',
  'entrance',
  'switchWorkspace',
  'rename',
  'enterpriseDevice',
  'personalDevice',
  'isWpsClient',
  'isFpClient',
  'checkPathPermission',
  'hideFileExtname',
  'isLatestUseFolder',
  'isShowSearch',
  'breadcrumbLink',
  'certification',
] as const;
export type Feature = (typeof FEATURES)[number];

export interface FeatureSet {
  features: ReadonlySet<Feature>;
  /** Enabled tabs in menu order (before the company decides which show). */
  tabs: readonly FinderTab[];
  /** The restrict flag: the input's, else the action's. */
  restrict: boolean;
  analytics: boolean;
}

/** The tabs shown for a company: enterprise tabs inside one, personal-space tabs outside. */
export function visibleTabs(tabs: readonly FinderTab[], currentCompanyId: number): FinderTab[] {
  const hidden = currentCompanyId > 0 ? PERSONAL_SPACE_TABS : ENTERPRISE_TABS;
  return tabs.filter((tab) => !hidden.includes(tab));
}
