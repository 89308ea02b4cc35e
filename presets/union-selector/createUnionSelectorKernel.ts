/**
 * A ready union selector kernel: the request client (from `services` unless a client is given),
 * the kernel with the preset's plugins and one source per data tab, and the host's onReady.
 */
import { createKernel, createRequestClient, type PickerKernel } from '../../kernel';
import {
  CLICK_THROTTLE_MULTI_MS,
  CLICK_THROTTLE_SINGLE_MS,
} from '../../plugins/views/union-selector/layout';
import { createUnionSelector } from './createUnionSelector';
import { UNION_TIMEOUTS } from './requestDefaults';
import { isDataTab, resolveTabs, tabSourceConfig } from './tabsConfig';
import type { UnionSelectorOptions } from './types';
import { validateUnionConnection } from './validateOptions';

export function createUnionSelectorKernel(options: UnionSelectorOptions): PickerKernel {
  const plugins = createUnionSelector(options);
  validateUnionConnection(options);
  const tabs = resolveTabs(options.tabs);
  const kernel = createKernel({
    client:
      options.client ??
      createRequestClient({
        services: options.services,
        release: options.release,
        timeouts: UNION_TIMEOUTS,
      }),
    services: options.services,
    release: options.release,
    language: options.language,
    mode: options.multiple ? 'multi' : 'single',
    // Search asks only the tab shown, each tab with its own search cursor and last search.
    searchScope: 'active-tab',
    clickThrottleMs: CLICK_THROTTLE_MULTI_MS,
    singleClickThrottleMs: CLICK_THROTTLE_SINGLE_MS,
    storage: options.storage ?? null,
    pageSize: options.requestCount,
    sources: tabs.filter((tab) => isDataTab(tab.type)).map(tabSourceConfig),
    plugins,
    injectStyles: options.injectStyles,
    nonce: options.nonce,
  });
  options.onReady?.(kernel);
  return kernel;
}
