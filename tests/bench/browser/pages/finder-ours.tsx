/**
 * pickerkit's side of the finder bench: the finder picking files (selectFiles) in the signed-in
 * user's documents, the fake suite served over HTTP by the runner, English, nothing remembered.
 */
import { Finder } from '../../../../presets/finder';
import {
  createFinderBench,
  FINDER_PAGE_SIZE,
  type FinderAdapter,
  type FinderTargets,
} from './finderDriver';
import { searchTimes } from './searchTimes';
import { clickButton, listScroller, pageRoot, publishBench, suiteServices } from './sidePage';

const services = suiteServices();
const root = pageRoot();
let confirmed = false;
const times = searchTimes();

const dialog = (): HTMLElement | null => document.querySelector('[role="dialog"]');

const adapter: FinderAdapter = {
  mount() {
    confirmed = false;
    root.mount(
      <Finder
        action="selectFiles"
        services={services}
        language="en"
        storage={null}
        pageSize={FINDER_PAGE_SIZE}
        path={{ name: 'MyDocs' }}
        tabs={['MyDocs']}
        onReady={times.watch}
        onConfirm={() => {
          confirmed = true;
          root.render(null);
        }}
      />,
    );
  },
  unmount: () => root.unmount(),
  // The rows of the list shown: the lists of folders shown before stay in hidden panes.
  rows: () =>
    [...(dialog()?.querySelectorAll<HTMLElement>('[role="listbox"] [role="option"]') ?? [])].filter(
      (row) => row.closest('[data-pk-pane][hidden]') === null,
    ),
  title: (row) => row.querySelector('.pk-item__title')?.textContent ?? '',
  checkbox: (row) => row,
  checked: (row) => row.getAttribute('aria-selected') === 'true',
  enter: (row) => row,
  back: () => dialog()!.querySelector<HTMLElement>('button[aria-label="Back"]')!,
  forward: () => dialog()!.querySelector<HTMLElement>('button[aria-label="Forward"]')!,
  scroller: () => listScroller(adapter.rows()[0]),
  emptyShown: () =>
    [...(dialog()?.querySelectorAll('.pk-empty-state') ?? [])].some(
      (state) => state.closest('[data-pk-pane][hidden]') === null,
    ),
  searchInput: () => dialog()!.querySelector<HTMLInputElement>('.pk-finder-search input')!,
  submitSearch: (input) => input.form?.requestSubmit(),
  searchShown: () =>
    dialog()?.querySelector('.pk-finder')?.getAttribute('data-route') === 'Search' &&
    adapter.rows().some((row) => /plan/i.test(adapter.title(row))),
  // The folder's rows matching the keyword, shown while the search runs (type-ahead).
  provisionalShown: () =>
    [...(dialog()?.querySelectorAll('[role="listbox"][data-pk-provisional]') ?? [])].some(
      (list) => list.querySelector('[role="option"]') !== null,
    ),
  searchResponse: times.searchResponse,
  confirm: () => clickButton(dialog(), 'OK'),
  confirmed: () => confirmed && dialog() === null,
};

publishBench<FinderTargets>((targets) => createFinderBench(adapter, targets));
