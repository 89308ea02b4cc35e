/**
 * pickerkit's side of the browser bench: the member picker with the company tree of the fake
 * suite (served over HTTP by the runner), English, no maximum that a bench could reach.
 */
import { createRoot, type Root } from 'react-dom/client';
import { SERVICE_NAMES, type PickerKernel, type ServiceName } from '../../../../kernel';
import { MemberPicker } from '../../../../presets/member-picker';
import { createBench, type Adapter, type Targets } from './driver';

const params = new URLSearchParams(location.search);
const suite = params.get('suite') ?? '';
const companyId = Number(params.get('company'));
const services = Object.fromEntries(
  SERVICE_NAMES.map((name) => [name, `${suite}/${name}`]),
) as Record<ServiceName, string>;

let root: Root | null = null;
let confirmed = false;
let debounceEnd: number | undefined;
let searchResponse: number | undefined;

function watch(kernel: PickerKernel): void {
  kernel.hooks.onQueryChange.tap('bench', () => {
    debounceEnd = performance.now();
  });
  kernel.hooks.onPageLoaded.tap('bench', ({ ctx }) => {
    if (ctx.mode === 'search' && ctx.cursor === undefined) searchResponse = performance.now();
  });
}

function render(selected: string[] | undefined, open: boolean): void {
  root?.render(
    open ? (
      <MemberPicker
        open
        services={services}
        sources={[{ type: 'company', companyId }]}
        language="en"
        maxCount={99_999}
        defaultSelected={selected?.map((id) => ({ type: 'user' as const, id }))}
        _from="bench"
        _function="member-picker"
        onReady={watch}
        onConfirm={() => {
          confirmed = true;
          render(undefined, false);
        }}
        onCancel={() => render(undefined, false)}
      />
    ) : null,
  );
}

const dialog = (): HTMLElement | null => document.querySelector('[role="dialog"]');

const adapter: Adapter = {
  mount(selected) {
    confirmed = false;
    root = createRoot(document.getElementById('root')!);
    render(selected, true);
  },
  unmount() {
    root?.unmount();
    root = null;
  },
  rows: () => [...document.querySelectorAll<HTMLElement>('[role="treeitem"], [role="option"]')],
  title: (row) => row.querySelector('.pk-item__title')?.textContent ?? '',
  checkbox: (row) => row.querySelector<HTMLElement>('.pk-checkbox') ?? row,
  checked: (row) => row.getAttribute('aria-checked') === 'true',
  expander: (row) => row.querySelector<HTMLElement>('.pk-tree__toggle') ?? row,
  expanded: (row) => row.getAttribute('aria-expanded') === 'true',
  scroller() {
    let element = adapter.rows()[0]?.parentElement ?? null;
    while (element && !/auto|scroll/.test(getComputedStyle(element).overflowY)) {
      element = element.parentElement;
    }
    if (!element) throw new Error('bench: no scrolling list');
    return element;
  },
  searchInput: () => document.querySelector<HTMLInputElement>('input.pk-search__input')!,
  searchShown: () =>
    [...document.querySelectorAll('[role="option"] .pk-item__title')].some((title) =>
      /zh/i.test(title.textContent ?? ''),
    ),
  selectionShown: (count) =>
    new RegExp(`\\b${count}\\b|\\b${count.toLocaleString('en')}\\b`).test(
      dialog()?.querySelector('[role="heading"], h2, h3')?.textContent ?? '',
    ) || (dialog()?.textContent ?? '').includes(`${count} Selected`),
  confirm() {
    const ok = [...(dialog()?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent?.trim() === 'OK',
    );
    if (!ok) throw new Error('bench: no OK button');
    ok.click();
  },
  confirmed: () => confirmed && dialog() === null,
  debounceEnd: () => debounceEnd,
  searchResponse: () => searchResponse,
};

Object.assign(window, {
  benchInit(targets: Targets) {
    Object.assign(window, { bench: createBench(adapter, targets) });
  },
  benchReady: true,
});
