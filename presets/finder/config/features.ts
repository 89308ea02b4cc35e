/**
 * The feature set (finder.md sections 3 and 4): computed once from the environment (release),
 * the requested tabs, and the features input's includes and excludes.
 *
 * - The features input is a list, or { includes, excludes, restrict }; the tabs input a list or
 *   { includes, excludes }. ALL stands for every value, CUR_SCENE for the action's defaults.
 *   Nothing given means CUR_SCENE.
 * - Client flags (isWpsClient, isFpClient) are kept only when named: ALL does not request them.
 * - Without either enterprise tab, wps+ is removed; without My Documents, entrance is removed.
 * - oem: no secret, certification or entrance, no MyDocs or MyTeams tab. oversea: no MyTeams tab,
 *   no secret, certification, enterpriseDevice or isLatestUseFolder. Analytics is off in both.
 */
import type { Release } from '../../../kernel';
import { ACTION_CONFIG, type FinderAction } from '../../../plugins/drive/rules/actions';
import { FEATURES, type Feature, type FeatureSet } from '../../../plugins/drive/rules/features';
import {
  ENTERPRISE_TABS,
  TABS,
  TOKEN_ALL,
  TOKEN_CUR_SCENE,
  type FinderTab,
} from '../../../plugins/drive/rules/tabs';

export const CLIENT_FEATURES: readonly Feature[] = ['isWpsClient', 'isFpClient'];

const COMMON_DEFAULTS: readonly Feature[] = [
  'secret',
  'favoriteDir',
  'favoriteFile',
  'wps+',
  'entrance',
  'switchWorkspace',
  'enterpriseDevice',
  'personalDevice',
  'isShowSearch',
  'breadcrumbLink',
  'certification',
];
const DIR_DEFAULTS: readonly Feature[] = [
  ...COMMON_DEFAULTS,
  'createFolder',
  'isLatestUseFolder',
  'checkPathPermission',
];

/** The features of the action's scene (CUR_SCENE). */
export function sceneFeatures(action: FinderAction): readonly Feature[] {
  return ACTION_CONFIG[action].mode === 'dir' ? DIR_DEFAULTS : COMMON_DEFAULTS;
}

/** The tabs of the action's scene: every tab for files; folders are not in Latest or Star. */
export function sceneTabs(action: FinderAction): readonly FinderTab[] {
  return ACTION_CONFIG[action].mode === 'dir'
    ? TABS.filter((tab) => tab !== 'Latest' && tab !== 'Star')
    : TABS;
}

export interface FeaturesObject {
  includes?: readonly string[];
  excludes?: readonly string[];
  restrict?: boolean;
}
export type FeaturesInput = readonly string[] | FeaturesObject;
export type TabsInput =
  readonly string[] | { includes?: readonly string[]; excludes?: readonly string[] };

const ENV_REMOVED_FEATURES: Readonly<Record<Release, readonly Feature[]>> = {
  default: [],
  oem: ['secret', 'certification', 'entrance'],
  oversea: ['secret', 'certification', 'enterpriseDevice', 'isLatestUseFolder'],
};
const ENV_REMOVED_TABS: Readonly<Record<Release, readonly FinderTab[]>> = {
  default: [],
  oem: ['MyDocs', 'MyTeams'],
  oversea: ['MyTeams'],
};

/** Expands ALL and CUR_SCENE; `all` excludes client flags (they must be named). */
function expand<T extends string>(
  list: readonly string[],
  all: readonly T[],
  scene: readonly T[],
  known: (value: string) => value is T,
): T[] {
  const out: T[] = [];
  for (const value of list) {
    const values = value === TOKEN_ALL ? all : value === TOKEN_CUR_SCENE ? scene : [value];
    for (const v of values) if (known(v) && !out.includes(v)) out.push(v);
  }
  return out;
}

const isFeature = (value: string): value is Feature =>
  (FEATURES as readonly string[]).includes(value);
const isTabName = (value: string): value is FinderTab =>
  (TABS as readonly string[]).includes(value);

function resolveList<T extends string>(
  input:
    readonly string[] | { includes?: readonly string[]; excludes?: readonly string[] } | undefined,
  all: readonly T[],
  scene: readonly T[],
  known: (value: string) => value is T,
): T[] {
  if (input === undefined) return [...scene];
  if (Array.isArray(input)) return expand(input, all, scene, known);
  const object = input as { includes?: readonly string[]; excludes?: readonly string[] };
  const included = expand(object.includes ?? [TOKEN_CUR_SCENE], all, scene, known);
  const excluded = new Set(expand(object.excludes ?? [], all, scene, known));
  return included.filter((value) => !excluded.has(value));
}

export interface FeatureSetInput {
  action: FinderAction;
  release: Release;
  features?: FeaturesInput;
  tabs?: TabsInput;
}

export function computeFeatureSet(input: FeatureSetInput): FeatureSet {
  const { action, release } = input;
  const withoutClient = FEATURES.filter((f) => !CLIENT_FEATURES.includes(f));
  const features = new Set(
    resolveList(input.features, withoutClient, sceneFeatures(action), isFeature),
  );
  const requested = resolveList(input.tabs, TABS, sceneTabs(action), isTabName);
  const tabs = TABS.filter(
    (tab) => requested.includes(tab) && !ENV_REMOVED_TABS[release].includes(tab),
  );
  for (const feature of ENV_REMOVED_FEATURES[release]) features.delete(feature);
  if (!ENTERPRISE_TABS.some((tab) => tabs.includes(tab))) features.delete('wps+');
  if (!tabs.includes('MyDocs')) features.delete('entrance');
  const object = Array.isArray(input.features) ? undefined : (input.features as FeaturesObject);
  return {
    features,
    tabs,
    restrict: object?.restrict ?? ACTION_CONFIG[action].restrict,
    analytics: release === 'default',
  };
}
