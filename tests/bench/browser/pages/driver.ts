/**
 * The member picker's benches, written once against an Adapter that each side (pickerkit's member
 * picker, antd's TreeSelect) implements over its own DOM. The runner calls them in order through
 * `window.bench`; each returns the ms from the user's action to the paint that shows its result.
 */
import { settle, until } from './paint';
import * as steps from './steps';
import type { ListAdapter } from './steps';

export type { OpenFigures } from './steps';

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

/** A tree-shaped picker: a list whose rows expand, and a selection given at mount. */
export interface Adapter extends ListAdapter {
  expander(row: HTMLElement): HTMLElement;
  expanded(row: HTMLElement): boolean;
  /** The selection of `count` people is loaded and shown. */
  selectionShown(count: number): boolean;
}

async function expand(adapter: Adapter, name: string): Promise<void> {
  const row = await steps.reveal(adapter, name);
  if (!adapter.expanded(row)) adapter.expander(row).click();
  await until(() => {
    const now = steps.findRow(adapter, name);
    return now !== undefined && adapter.expanded(now);
  }, `${name} expanded`);
  await settle();
}

/** Closes a department row when it is open (untimed). */
async function collapse(adapter: Adapter, name: string): Promise<void> {
  const row = steps.findRow(adapter, name);
  if (!row || !adapter.expanded(row)) return;
  adapter.expander(row).click();
  await until(() => {
    const now = steps.findRow(adapter, name);
    return now === undefined || !adapter.expanded(now);
  }, `${name} collapsed`);
  await settle();
}

export function createBench(adapter: Adapter, targets: Targets) {
  let baseline = 0;
  const expandDepartment = async (): Promise<void> => {
    await expand(adapter, targets.department);
    await until(() => steps.findRow(adapter, targets.inside) !== undefined, 'the rows inside');
  };
  return {
    open() {
      baseline = document.getElementsByTagName('*').length;
      return steps.openTo(adapter, targets.root);
    },
    async expandRoot(): Promise<void> {
      await expand(adapter, targets.root);
      const named = () => adapter.rows().filter((row) => adapter.title(row) !== '').length;
      await until(() => named() > 1, 'the root rows');
    },
    /** Elements the picker adds to the page now. */
    elements: () => document.getElementsByTagName('*').length - baseline,
    tickPersonFirst: () => steps.tick(adapter, targets.people[0], true),
    tickPersonLater: () => steps.tick(adapter, targets.people[1], true),
    tickDepartment: () => steps.tick(adapter, targets.department, true),
    /** The ticked department opened and its people shown (untimed; untickInside does it too). */
    expandDepartment,
    async untickInside(): Promise<number> {
      await expandDepartment();
      return steps.tick(adapter, targets.inside, false);
    },
    async search(): Promise<steps.SearchFigures> {
      // A search of the whole company on both sides: the department the earlier steps left open
      // would limit the member picker's search to it (its search area), so it is closed first.
      await collapse(adapter, targets.department);
      return steps.search(adapter, targets.query);
    },
    scroll: () => steps.scroll(adapter),
    unmount(): void {
      adapter.unmount();
    },
    async openSelected(selected: string[]): Promise<void> {
      adapter.mount(selected);
      await until(() => adapter.selectionShown(selected.length), 'the selection');
      await settle();
    },
    confirm: () => steps.confirm(adapter),
  };
}

export type Bench = ReturnType<typeof createBench>;
