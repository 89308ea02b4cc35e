/**
 * The picker shell on a real kernel: pickerContext() and the real source plugins, a request client
 * against the in-process fake suite, and every view plugin. jsdom has no layout, so elements get a
 * clientHeight (what the virtualizer reads for its viewport).
 */
import { render, type RenderResult } from '@testing-library/react';
import { createKernel, type KernelOptions, type PickerKernel, type Plugin } from '../../../kernel';
import type { MemberSourceConfig } from '../../../plugins/sources/member-items';
import { createRequestClient } from '../../../kernel/request';
import { companyTreeSource } from '../../../plugins/sources/company-tree';
import { contactSource } from '../../../plugins/sources/contact';
import { pickerContext, type PickerContextOptions } from '../../../plugins/sources/context';
import { groupSource } from '../../../plugins/sources/group';
import { latestSource } from '../../../plugins/sources/latest';
import { teamMembersSource } from '../../../plugins/sources/team-members';
import { teamsSource } from '../../../plugins/sources/teams';
import { listView } from '../../../plugins/views/list';
import { modalView } from '../../../plugins/views/modal';
import { searchBoxView } from '../../../plugins/views/search-box';
import { selectedPanelView } from '../../../plugins/views/selected-panel';
import { announcerView } from '../../../plugins/views/announcer';
import { PickerShell, type PickerShellProps } from '../../../plugins/views/shell';
import { tabsView } from '../../../plugins/views/tabs';
import { treeView } from '../../../plugins/views/tree';
import type { FakeSuite } from '../../support/fakeSuite';

export const MAIN_COMPANY = '8800001';

/** Every source plugin the member picker uses, and every view plugin. */
export function allPlugins(context?: PickerContextOptions): Plugin[] {
  return [
    pickerContext(context),
    latestSource(),
    companyTreeSource(),
    contactSource(),
    groupSource(),
    teamsSource(),
    teamMembersSource(),
    modalView(),
    tabsView(),
    searchBoxView(),
    listView(),
    treeView(),
    selectedPanelView(),
    announcerView(),
  ];
}

export interface ShellSetup {
  sources: MemberSourceConfig[];
  options?: Partial<KernelOptions>;
  context?: PickerContextOptions;
  props?: Partial<PickerShellProps>;
}

export function makeKernel(suite: FakeSuite, setup: ShellSetup): PickerKernel {
  const client = createRequestClient({ services: suite.urls });
  return createKernel({
    client,
    sources: setup.sources,
    storage: null,
    language: 'en',
    ...setup.options,
  }).use(allPlugins(setup.context));
}

/** Renders the shell (it initialises the kernel itself). */
export function renderShell(
  suite: FakeSuite,
  setup: ShellSetup,
): RenderResult & { kernel: PickerKernel } {
  const kernel = makeKernel(suite, setup);
  const result = render(<PickerShell kernel={kernel} {...setup.props} />);
  return Object.assign(result, { kernel });
}

/** jsdom has no layout: give every element a height so the virtualizer has a viewport. */
export function mockViewport(height = 480): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => height,
  });
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
}
