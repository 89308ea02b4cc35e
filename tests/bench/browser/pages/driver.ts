/**
 * The benches, written once against an Adapter that each side (pickerkit's member picker, antd's
 * TreeSelect) implements over its own DOM. The runner calls them in order through `window.bench`;
 * each returns the ms from the user's action to the paint that shows its result.
 */
import { afterPaint, longTasksBetween, settle, toPaint, until } from './paint';

/** What a bench needs to know of the seeded org (computed by the runner from the dataset). */
export interface Targets {
  root: string;
  /** A department one level under the root. */
  department: string;
  /** Two people directly under the root (the first and a later tick). */
  people: [string, string];
  /** A person directly inside `department`. */
  inside: string;
  query: string;
}

export interface Adapter {
  /** Mounts the picker opened (with `selected` people selected when given). */
  mount(selected?: string[]): void;
  unmount(): void;
  /** The tree rows rendered now. */
  rows(): HTMLElement[];
  title(row: HTMLElement): string;
  checkbox(row: HTMLElement): HTMLElement;
  checked(row: HTMLElement): boolean;
  expander(row: HTMLElement): HTMLElement;
  expanded(row: HTMLElement): boolean;
  scroller(): HTMLElement;
  searchInput(): HTMLInputElement;
  /** Search results for the query are shown. */
  searchShown(): boolean;
  /** The selection of `count` people is loaded and shown. */
  selectionShown(count: number): boolean;
  confirm(): void;
  confirmed(): boolean;
  /** When the last search debounce ended (performance.now()), where the side debounces. */
  debounceEnd?(): number | undefined;
  /** When the last search's first page came back from the server, where the side asks one. */
  searchResponse?(): number | undefined;
}

function sameName(text: string, name: string): boolean {
  return text.startsWith(name) && !/^[\p{L}\p{N}]/u.test(text.slice(name.length));
}

function findRow(adapter: Adapter, name: string): HTMLElement | undefined {
  return adapter.rows().find((row) => sameName(adapter.title(row), name));
}

function rowOf(adapter: Adapter, name: string): HTMLElement {
  const row = findRow(adapter, name);
  if (!row) throw new Error(`bench: no row named ${name}`);
  return row;
}

/** Scrolls the list until the row named `name` is rendered (not timed). */
async function reveal(adapter: Adapter, name: string): Promise<HTMLElement> {
  const scroller = adapter.scroller();
  for (let step = 0; step < 400 && !findRow(adapter, name); step += 1) {
    scroller.scrollTop += scroller.clientHeight / 2;
    await afterPaint();
  }
  const row = rowOf(adapter, name);
  row.scrollIntoView({ block: 'center' });
  await afterPaint();
  return findRow(adapter, name) ?? row;
}

/** Sets an input's value as typing does (React and rc inputs listen to the input event). */
function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function tick(adapter: Adapter, name: string, to: boolean): Promise<number> {
  const row = await reveal(adapter, name);
  if (adapter.checked(row) === to) throw new Error(`bench: ${name} already ${to}`);
  const ms = await toPaint(
    () => adapter.checkbox(row).click(),
    () => {
      const now = findRow(adapter, name);
      return now !== undefined && adapter.checked(now) === to;
    },
    `${name} checked=${to}`,
  );
  await settle();
  return ms;
}

async function expand(adapter: Adapter, name: string): Promise<void> {
  const row = await reveal(adapter, name);
  if (!adapter.expanded(row)) adapter.expander(row).click();
  await until(() => {
    const now = findRow(adapter, name);
    return now !== undefined && adapter.expanded(now);
  }, `${name} expanded`);
  await settle();
}

/** Scrolls to the end until the list is `height` px tall or stops growing (not timed). */
async function loadRows(scroller: HTMLElement, height: number): Promise<void> {
  let stalled = 0;
  while (scroller.scrollHeight < height && stalled < 50) {
    const before = scroller.scrollHeight;
    scroller.scrollTop = before;
    await afterPaint();
    await new Promise((resolve) => setTimeout(resolve, 20));
    stalled = scroller.scrollHeight > before ? 0 : stalled + 1;
  }
}

export interface OpenFigures {
  ms: number;
  longTasks: number;
  longestTask: number;
  /** Elements the picker added, with its first rows shown. */
  elements: number;
}

export function createBench(adapter: Adapter, targets: Targets) {
  let baseline = 0;
  return {
    async open(): Promise<OpenFigures> {
      const before = document.getElementsByTagName('*').length;
      baseline = before;
      const start = performance.now();
      adapter.mount();
      await until(() => findRow(adapter, targets.root) !== undefined, 'the first rows');
      const end = await afterPaint();
      const tasks = longTasksBetween(start, end);
      await settle();
      return {
        ms: end - start,
        longTasks: tasks.length,
        longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
        elements: document.getElementsByTagName('*').length - before,
      };
    },
    async expandRoot(): Promise<void> {
      await expand(adapter, targets.root);
      const named = () => adapter.rows().filter((row) => adapter.title(row) !== '').length;
      await until(() => named() > 1, 'the root rows');
    },
    /** Elements the picker adds to the page now. */
    elements: () => document.getElementsByTagName('*').length - baseline,
    tickPersonFirst: () => tick(adapter, targets.people[0], true),
    tickPersonLater: () => tick(adapter, targets.people[1], true),
    tickDepartment: () => tick(adapter, targets.department, true),
    async untickInside(): Promise<number> {
      await expand(adapter, targets.department);
      await until(() => findRow(adapter, targets.inside) !== undefined, 'the department rows');
      return tick(adapter, targets.inside, false);
    },
    /**
     * Types the query key by key; returns last key to paint, debounce end to paint, and the
     * server's answer to paint (the side's own work once the results are in).
     */
    async search(): Promise<{
      lastKey: number;
      debounce: number | undefined;
      response: number | undefined;
    }> {
      const input = adapter.searchInput();
      input.focus();
      const { query } = targets;
      for (let i = 1; i < query.length; i += 1) typeInto(input, query.slice(0, i));
      const first = performance.now();
      typeInto(input, query);
      await until(() => adapter.searchShown(), 'search results');
      const end = await afterPaint();
      const debounced = adapter.debounceEnd?.();
      const answered = adapter.searchResponse?.();
      await settle();
      return {
        lastKey: end - first,
        debounce: debounced === undefined ? undefined : end - debounced,
        response: answered === undefined ? undefined : end - answered,
      };
    },
    /**
     * Scrolls the list 1,000 rows in steps of 50, each painted; returns the total. A side that
     * loads its list in pages has the 1,000 rows loaded first, untimed: the bench times rendering
     * while scrolling, not the server's pages.
     */
    async scroll(): Promise<number> {
      const scroller = adapter.scroller();
      const row = adapter.rows()[0];
      const height = row ? row.getBoundingClientRect().height : 32;
      await loadRows(scroller, 1000 * height + scroller.clientHeight);
      scroller.scrollTop = 0;
      await afterPaint();
      const start = performance.now();
      let end = start;
      for (let step = 0; step < 20; step += 1) {
        scroller.scrollTop += 50 * height;
        end = await afterPaint();
      }
      await settle();
      return end - start;
    },
    unmount(): void {
      adapter.unmount();
    },
    async openSelected(selected: string[]): Promise<void> {
      adapter.mount(selected);
      await until(() => adapter.selectionShown(selected.length), 'the selection');
      await settle();
    },
    confirm(): Promise<number> {
      return toPaint(
        () => adapter.confirm(),
        () => adapter.confirmed(),
        'the confirm',
      );
    },
  };
}

export type Bench = ReturnType<typeof createBench>;
