/**
 * pickerkit's side of the browser bench: the member picker with the company tree of the fake
 * suite (served over HTTP by the runner), English, no maximum that a bench could reach.
 */
import { MemberPicker } from '../../../../presets/member-picker';
import { createBench, type Adapter, type Targets } from './driver';
import { searchTimes } from './searchTimes';
import { clickButton, listScroller, pageRoot, publishBench, suiteServices } from './sidePage';

const companyId = Number(new URLSearchParams(location.search).get('company'));
const services = suiteServices();
const root = pageRoot();
let confirmed = false;
const times = searchTimes();

function picker(selected: string[] | undefined) {
  return (
    <MemberPicker
      open
      services={services}
      sources={[{ type: 'company', companyId }]}
      language="en"
      maxCount={99_999}
      defaultSelected={selected?.map((id) => ({ type: 'user' as const, id }))}
      _from="bench"
      _function="member-picker"
      onReady={times.watch}
      onConfirm={() => {
        confirmed = true;
        root.render(null);
      }}
      onCancel={() => root.render(null)}
    />
  );
}

const dialog = (): HTMLElement | null => document.querySelector('[role="dialog"]');

const adapter: Adapter = {
  mount(selected) {
    confirmed = false;
    root.mount(picker(selected));
  },
  unmount: () => root.unmount(),
  rows: () => [...document.querySelectorAll<HTMLElement>('[role="treeitem"], [role="option"]')],
  title: (row) => row.querySelector('.pk-item__title')?.textContent ?? '',
  checkbox: (row) => row.querySelector<HTMLElement>('.pk-checkbox') ?? row,
  checked: (row) => row.getAttribute('aria-checked') === 'true',
  expander: (row) => row.querySelector<HTMLElement>('.pk-tree__toggle') ?? row,
  expanded: (row) => row.getAttribute('aria-expanded') === 'true',
  scroller: () => listScroller(adapter.rows()[0]),
  searchInput: () => document.querySelector<HTMLInputElement>('input.pk-search__input')!,
  // The server's results: provisional rows (type-ahead) paint earlier and are not the answer.
  searchShown: () =>
    document.querySelector('[data-pk-provisional]') === null &&
    [...document.querySelectorAll('[role="option"] .pk-item__title')].some((title) =>
      /zh/i.test(title.textContent ?? ''),
    ),
  provisionalShown: () => document.querySelector('[data-pk-provisional] [role="option"]') !== null,
  selectionShown: (count) =>
    new RegExp(`\\b${count}\\b|\\b${count.toLocaleString('en')}\\b`).test(
      dialog()?.querySelector('[role="heading"], h2, h3')?.textContent ?? '',
    ) || (dialog()?.textContent ?? '').includes(`${count} Selected`),
  confirm: () => clickButton(dialog(), 'OK'),
  confirmed: () => confirmed && dialog() === null,
  debounceEnd: times.debounceEnd,
  searchResponse: times.searchResponse,
};

publishBench<Targets>((targets) => createBench(adapter, targets));
