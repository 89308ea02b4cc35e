/**
 * pickerkit's side of the union selector bench: the union selector on its all tab (multi-select,
 * with groups, teams and departments), the fake suite served over HTTP by the runner, English.
 */
import { UnionSelector } from '../../../../presets/union-selector';
import { searchTimes } from './searchTimes';
import { clickButton, listScroller, pageRoot, publishBench, suiteServices } from './sidePage';
import {
  createUnionBench,
  UNION_FID,
  UNION_REQUEST_COUNT,
  type UnionAdapter,
  type UnionTargets,
} from './unionDriver';

const services = suiteServices();
const root = pageRoot();
let inserted = false;
const times = searchTimes();

const region = (): HTMLElement | null => document.querySelector('.pk-union');
const shownOptions = (within: HTMLElement | null): HTMLElement[] =>
  [...(within?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])].filter(
    (row) => row.closest('[hidden]') === null,
  );

const adapter: UnionAdapter = {
  mount() {
    inserted = false;
    root.mount(
      <UnionSelector
        fid={UNION_FID}
        multiple
        includeGroupInfo
        includeTeamInfo
        includeDeptInfo
        requestCount={UNION_REQUEST_COUNT}
        services={services}
        language="en"
        storage={null}
        onReady={times.watch}
        onInsert={() => {
          inserted = true;
          root.render(null);
        }}
      />,
    );
  },
  unmount: () => root.unmount(),
  // The shown tab's rows: the lists of tabs visited before stay mounted, hidden (TabPanes).
  rows: () => shownOptions(region()),
  title: (row) => row.querySelector('.pk-item__title')?.textContent ?? '',
  checkbox: (row) => row,
  checked: (row) => row.getAttribute('aria-selected') === 'true',
  scroller: () => listScroller(adapter.rows()[0]),
  searchInput: () => region()!.querySelector<HTMLInputElement>('input')!,
  searchShown: () =>
    [...(region()?.querySelectorAll('[role="listbox"]') ?? [])].some(
      (list) =>
        list.getAttribute('aria-label') === 'Search results' &&
        // The server's results: provisional rows (type-ahead) paint earlier.
        !list.hasAttribute('data-pk-provisional') &&
        list.querySelector('[role="option"]') !== null,
    ),
  provisionalShown: () =>
    [...(region()?.querySelectorAll('[role="listbox"][data-pk-provisional]') ?? [])].some(
      (list) => list.querySelector('[role="option"]') !== null,
    ),
  partlyAnsweredShown: () =>
    [...(region()?.querySelectorAll('[role="listbox"][data-pk-provisional="partial"]') ?? [])].some(
      (list) => list.querySelector('[role="option"]') !== null,
    ),
  tab(index) {
    const button = region()!.querySelectorAll<HTMLElement>('[role="tab"]')[index];
    const panel = () => document.getElementById(button.getAttribute('aria-controls') ?? '');
    return {
      button,
      shown: () =>
        button.getAttribute('aria-selected') === 'true' &&
        panel()?.getAttribute('aria-labelledby') === button.id &&
        shownOptions(panel()).some((row) => adapter.title(row) !== ''),
    };
  },
  confirm: () => clickButton(region(), 'Insert'),
  confirmed: () => inserted && region() === null,
  debounceEnd: times.debounceEnd,
  searchResponse: times.searchResponse,
};

publishBench<UnionTargets>((targets) => createUnionBench(adapter, targets));
