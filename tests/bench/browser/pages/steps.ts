/**
 * The steps every bench is made of, written once against a ListAdapter that each side (pickerkit
 * or antd) implements over its own DOM: open to the first rows, tick a row, type a search, scroll,
 * confirm. Each timed step returns the ms from the user's action to the paint that shows its result.
 */
import { afterPaint, longTasksBetween, settle, timed, toPaint, until } from './paint';

/** What a list-shaped picker shows, as the steps read and drive it. */
export interface ListAdapter {
  /** Mounts the picker opened (with `selected` items selected when given). */
  mount(selected?: string[]): void;
  unmount(): void;
  /** The rows rendered now. */
  rows(): HTMLElement[];
  title(row: HTMLElement): string;
  checkbox(row: HTMLElement): HTMLElement;
  checked(row: HTMLElement): boolean;
  scroller(): HTMLElement;
  searchInput(): HTMLInputElement;
  /** Search results for the query are shown. */
  searchShown(): boolean;
  /**
   * Where the side answers from the rows it has loaded before the server does (type-ahead):
   * whether those provisional rows are shown now.
   */
  provisionalShown?(): boolean;
  /**
   * Where the side shows the server's answer source by source: whether part of it (a first block)
   * is shown now while the rest is still asked.
   */
  partlyAnsweredShown?(): boolean;
  confirm(): void;
  confirmed(): boolean;
  /** When the last search debounce ended (performance.now()), where the side debounces. */
  debounceEnd?(): number | undefined;
  /** When the last search's first page came back from the server, where the side asks one. */
  searchResponse?(): number | undefined;
  /** Where a search starts on Enter rather than as typed: presses it (the timed last key). */
  submitSearch?(input: HTMLInputElement): void;
}

export interface OpenFigures {
  ms: number;
  longTasks: number;
  longestTask: number;
  /** Elements the picker added, with its first rows shown. */
  elements: number;
}

function sameName(text: string, name: string): boolean {
  return text.startsWith(name) && !/^[\p{L}\p{N}]/u.test(text.slice(name.length));
}

export function findRow(adapter: ListAdapter, name: string): HTMLElement | undefined {
  return adapter.rows().find((row) => sameName(adapter.title(row), name));
}

function rowOf(adapter: ListAdapter, name: string): HTMLElement {
  const row = findRow(adapter, name);
  if (!row) throw new Error(`bench: no row named ${name}`);
  return row;
}

/** Scrolls the list until the row named `name` is rendered (not timed). */
/** How long the pointer rests on a tab or a row before a hovered bench clicks it (a user's approach). */
export const HOVER_BEFORE_CLICK_MS = 200;

export async function reveal(adapter: ListAdapter, name: string): Promise<HTMLElement> {
  const scroller = adapter.scroller();
  if (!findRow(adapter, name)) {
    scroller.scrollTop = 0;
    await afterPaint();
  }
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

/**
 * Mounts the picker; the ms to the paint that shows the row named `first` (any named row when not
 * given), and the long tasks in between.
 */
export async function openTo(adapter: ListAdapter, first?: string): Promise<OpenFigures> {
  const before = document.getElementsByTagName('*').length;
  const start = performance.now();
  const shown = () =>
    first === undefined
      ? adapter.rows().some((row) => adapter.title(row) !== '')
      : findRow(adapter, first) !== undefined;
  adapter.mount();
  await until(shown, 'the first rows');
  const end = await afterPaint();
  const tasks = longTasksBetween(start, end);
  await settle();
  return {
    ms: end - start,
    longTasks: tasks.length,
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
    elements: document.getElementsByTagName('*').length - before,
  };
}

/** Clicks the row's checkbox; the ms to the paint that shows it `to`. */
export async function tick(adapter: ListAdapter, name: string, to: boolean): Promise<number> {
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

export interface SearchFigures {
  /** The last key to the results painted. */
  lastKey: number;
  /**
   * The last key to the first rows that answer it painted: a side's type-ahead rows where it has
   * them (undefined when the server's results came first), else its results.
   */
  typeAhead: number | undefined;
  /**
   * The last key to the first block of the server's answer painted, where the side shows it block
   * by block (the whole answer when it came at once); undefined elsewhere.
   */
  firstBlock: number | undefined;
  /** The debounce's end to the results painted, where the side reports it. */
  debounce: number | undefined;
  /** The server's answer to the results painted (the side's own work once the results are in). */
  response: number | undefined;
}

/** Types the query key by key, the last key (or Enter) timed to the results painted. */
export async function search(adapter: ListAdapter, query: string): Promise<SearchFigures> {
  const input = adapter.searchInput();
  input.focus();
  for (let i = 1; i < query.length; i += 1) typeInto(input, query.slice(0, i));
  if (adapter.submitSearch) {
    typeInto(input, query);
    await afterPaint();
  }
  const first = performance.now();
  if (adapter.submitSearch) adapter.submitSearch(input);
  else typeInto(input, query);
  const provisional = adapter.provisionalShown;
  let typeAhead: number | undefined;
  if (provisional) {
    await until(() => provisional() || adapter.searchShown(), 'rows answering the query');
    if (!adapter.searchShown()) typeAhead = (await afterPaint()) - first;
  }
  const partly = adapter.partlyAnsweredShown;
  let firstBlock: number | undefined;
  if (partly) {
    await until(() => partly() || adapter.searchShown(), 'a first block of the answer');
    if (!adapter.searchShown()) firstBlock = (await afterPaint()) - first;
  }
  await until(() => adapter.searchShown(), 'search results');
  const end = await afterPaint();
  timed(first, end);
  const debounced = adapter.debounceEnd?.();
  const answered = adapter.searchResponse?.();
  await settle();
  const since = (at: number | undefined) => (at === undefined ? undefined : end - at);
  return {
    lastKey: end - first,
    typeAhead: provisional ? typeAhead : end - first,
    firstBlock: partly ? (firstBlock ?? end - first) : undefined,
    debounce: since(debounced),
    response: since(answered),
  };
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

/**
 * Scrolls the list `rows` rows in 20 steps, each painted; returns the total. A side that loads its
 * list in pages has the rows loaded first, untimed: the bench times rendering while scrolling, not
 * the server's pages.
 */
export async function scroll(adapter: ListAdapter, rows = 1000): Promise<number> {
  const scroller = adapter.scroller();
  const row = adapter.rows()[0];
  const height = row ? row.getBoundingClientRect().height : 32;
  await loadRows(scroller, rows * height + scroller.clientHeight);
  scroller.scrollTop = 0;
  await afterPaint();
  const start = performance.now();
  let end = start;
  for (let step = 0; step < 20; step += 1) {
    scroller.scrollTop += (rows / 20) * height;
    end = await afterPaint();
  }
  await settle();
  return end - start;
}

/** Confirms; the ms to the paint after the picker is gone. */
export function confirm(adapter: ListAdapter): Promise<number> {
  return toPaint(
    () => adapter.confirm(),
    () => adapter.confirmed(),
    'the confirm',
  );
}
