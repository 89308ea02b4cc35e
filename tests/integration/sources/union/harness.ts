/** A kernel over the in-process fake suite with the union selector's context and tab sources. */
import { createKernel, type PickerKernel, type SourceConfig } from '../../../../kernel';
import { createRequestClient } from '../../../../kernel/request';
import {
  UNION_DATA_TABS,
  unionContext,
  unionSourceType,
  unionTabSources,
  type UnionSourceSettings,
} from '../../../../plugins/sources/union';
import type { FakeSuite } from '../../../support/fakeSuite';

export function unionConfigs(tabs = UNION_DATA_TABS): SourceConfig[] {
  return tabs.map((tab) => ({ type: unionSourceType(tab), key: tab, title: tab }));
}

export async function unionKernel(
  suite: FakeSuite,
  settings: UnionSourceSettings & { fid?: number } = {},
): Promise<PickerKernel> {
  const client = createRequestClient({ services: suite.urls });
  const kernel = createKernel({
    client,
    sources: unionConfigs(),
    storage: null,
    searchScope: 'active-tab',
  }).use([unionContext({ fid: settings.fid }), unionTabSources(settings)]);
  await kernel.init();
  if (kernel.initError) throw kernel.initError;
  return kernel;
}

/** Switches to a tab and waits for its first page. */
export async function openTab(kernel: PickerKernel, tab: string) {
  if (kernel.tabs.activeKey === tab) await kernel.sources.loadFirst(tab);
  else await kernel.tabs.setActive(tab);
  return kernel.sources.state(tab);
}
