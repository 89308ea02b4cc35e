/**
 * The tabs of the union selector: the default list (all, contact, team, group, dept, docs, time),
 * the host's tabsConfig checked and settled with defaults. Each entry needs a type; an unknown
 * type, a custom tab without a component or a repeated key fails with a message saying what to fix.
 */
import { ErrorCodes, PickerError } from '../../kernel';
import { unionSourceType, type UnionDataTab } from '../../plugins/sources/union';
import type { SourceConfig } from '../../kernel';
import {
  BUILT_IN_TAB_TYPES,
  CUSTOM_TAB_TYPE,
  type BuiltInTabType,
  type UnionSelectorOptions,
  type UnionTab,
  type UnionTabConfig,
} from './types';

export const DEFAULT_TABS: readonly UnionTabConfig[] = BUILT_IN_TAB_TYPES.map((type) => ({ type }));

const KNOWN_TYPES: readonly string[] = [...BUILT_IN_TAB_TYPES, CUSTOM_TAB_TYPE];

function invalid(message: string): PickerError {
  return new PickerError(ErrorCodes.OPTIONS_INVALID, `createUnionSelector: ${message}`);
}

/** Whether a tab fetches data (time and custom tabs do not). */
export function isDataTab(type: string): type is UnionDataTab {
  return type !== 'time' && type !== CUSTOM_TAB_TYPE && KNOWN_TYPES.includes(type);
}

function checkEntry(entry: unknown, index: number): UnionTabConfig {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw invalid(`tabs[${index}] must be an object with a type, e.g. { type: "contact" }`);
  }
  const tab = entry as Partial<UnionTabConfig>;
  if (typeof tab.type !== 'string' || (tab.type as string) === '') {
    throw invalid(
      `tabs[${index}] needs a type: one of ${KNOWN_TYPES.join(', ')}, e.g. { type: "contact" }`,
    );
  }
  if (!KNOWN_TYPES.includes(tab.type)) {
    throw invalid(
      `tabs[${index}] has the unknown type "${tab.type}": use one of ${KNOWN_TYPES.join(', ')} (a tab of your own is { type: "custom", key, component })`,
    );
  }
  if (tab.type === CUSTOM_TAB_TYPE) {
    if (typeof tab.key !== 'string' || tab.key === '') {
      throw invalid(`tabs[${index}] is a custom tab without a key: give it a unique key string`);
    }
    if (typeof tab.component !== 'function') {
      throw invalid(
        `tabs[${index}] ("${tab.key}") is a custom tab without a component: pass the React component it renders`,
      );
    }
  }
  for (const [i, entrance] of (tab.moreEntranceConfig ?? []).entries()) {
    if (!entrance || (entrance.type !== 'default' && entrance.type !== 'custom') || !entrance.key) {
      throw invalid(
        `tabs[${index}].moreEntranceConfig[${i}] needs a type ("default" or "custom") and a key`,
      );
    }
  }
  return tab as UnionTabConfig;
}

function settle(config: UnionTabConfig): UnionTab {
  const data = isDataTab(config.type);
  return {
    ...config,
    key: config.key ?? config.type,
    needFetch: config.needFetch ?? data,
    canLoadMore: config.canLoadMore ?? data,
    searchCanLoadMore: config.searchCanLoadMore ?? data,
    showSelectFromDocs: config.showSelectFromDocs ?? config.type === 'docs',
    showSelectFromAddressBook: config.showSelectFromAddressBook ?? config.type === 'contact',
    moreEntranceConfig: config.moreEntranceConfig ?? [],
    isIncludeSelf: config.isIncludeSelf ?? true,
  };
}

/** Checks the host's tabs (default: every built-in tab) and settles each with its defaults. */
export function resolveTabs(tabs: unknown): UnionTab[] {
  if (tabs === undefined) return DEFAULT_TABS.map(settle);
  if (!Array.isArray(tabs) || tabs.length === 0) {
    throw invalid(
      'tabs must be a non-empty array of tab configs, e.g. [{ type: "all" }, { type: "docs" }]',
    );
  }
  const settled = tabs.map((entry, index) => settle(checkEntry(entry, index)));
  const seen = new Set<string>();
  for (const tab of settled) {
    if (seen.has(tab.key)) {
      throw invalid(`two tabs have the key "${tab.key}": give each tab a unique key`);
    }
    seen.add(tab.key);
  }
  return settled;
}

/** The kernel source of a data tab (the tab's key is the source key). */
export function tabSourceConfig(tab: UnionTab): SourceConfig {
  return {
    type: unionSourceType(tab.type as UnionDataTab),
    key: tab.key,
    title: tab.tabName ?? tab.key,
    searchable: tab.needFetch,
    ...(tab.baseURL === undefined ? {} : { baseURL: tab.baseURL }),
  };
}

/**
 * The tab the selector opens on, when that is known before init: the defaultTab, else the first
 * tab when the selector remembers no tab (it remembers one only in a host's storage, per user,
 * so the user init loads decides). Its source config, or undefined for a tab that fetches nothing.
 */
export function openingTabConfig(
  options: Pick<UnionSelectorOptions, 'defaultTab' | 'storage'>,
  tabs: readonly UnionTab[],
): SourceConfig | undefined {
  const key = options.defaultTab ?? (options.storage ? undefined : tabs[0]?.key);
  const tab = tabs.find((entry) => entry.key === key);
  return tab && isDataTab(tab.type) ? tabSourceConfig(tab) : undefined;
}

export function isBuiltIn(type: string): type is BuiltInTabType {
  return (BUILT_IN_TAB_TYPES as readonly string[]).includes(type);
}
