/**
 * Picking (finder.md sections 2 and 4): clicks, double clicks, the row checkbox, select-all.
 * - A click on a folder-like opens it. A click on a file toggles it in multi mode and selects it
 *   in single mode; in dir mode a file does nothing. Disabled (excluded) rows do nothing.
 * - A double click on a selectable file in single mode selects it and commits at once.
 * - Select-all is tri-state over the selectable rows of the list (0 none, 1 some, 2 all); it
 *   adds rows in order up to the limit (the kernel's selectAll stops there and the limit tip
 *   shows); when all are selected it removes them.
 */
import type { PickerItem } from '../../../kernel';
import { entryOf, type DriveTarget } from '../../sources/shared/driveEntry';
import type { DirectoryStore } from './DirectoryStore';

/** What picking reads: the kernel, the router, the mode, the list and its rules. */
export type PickingView = Pick<
  DirectoryStore,
  'kernel' | 'router' | 'inputs' | 'selectabilityOf' | 'listState'
>;

export type CheckStatus = 0 | 1 | 2;

/** The router target of a drive target. */
export function routeTarget(target: DriveTarget): {
  name: string;
  params: Record<string, string | number>;
  query?: Record<string, string>;
} {
  const route = { name: target.name, params: { ...target.params } };
  return target.query ? { ...route, query: { ...target.query } } : route;
}

/** Opens a folder-like entry (its target). */
export function openItem(store: PickingView, item: PickerItem): boolean {
  const entry = entryOf(item);
  if (!entry?.isFolder || !entry.target || store.selectabilityOf(item).disabled) return false;
  void store.router.navigate(routeTarget(entry.target));
  return true;
}

/** Ticks or unticks a row (its checkbox, or a click on a file in multi mode). */
export function toggleItem(store: PickingView, item: PickerItem): boolean {
  const selection = store.kernel.selection;
  if (selection.isSelected(item.key)) return selection.deselect(item);
  if (!store.selectabilityOf(item).selectable) return false;
  return selection.select(item);
}

export function clickItem(store: PickingView, item: PickerItem): void {
  const entry = entryOf(item);
  if (!entry || store.selectabilityOf(item).disabled) return;
  if (entry.isFolder) {
    openItem(store, item);
    return;
  }
  if (store.inputs.mode === 'multi') toggleItem(store, item);
  else if (store.inputs.mode === 'single' && store.selectabilityOf(item).selectable) {
    store.kernel.selection.select(item);
  }
}

/** Double click: in single mode a selectable file is selected and committed. */
export function doubleClickItem(store: PickingView, item: PickerItem, commit: () => void): void {
  const entry = entryOf(item);
  if (!entry || entry.isFolder || store.inputs.mode !== 'single') return;
  if (!store.selectabilityOf(item).selectable) return;
  store.kernel.selection.select(item);
  commit();
}

/** The selectable rows of the current list. */
export function selectableRows(store: PickingView): PickerItem[] {
  const items = store.listState()?.items ?? [];
  return items.filter((item) => store.selectabilityOf(item).selectable);
}

export function selectAllStatus(store: PickingView): CheckStatus {
  const rows = selectableRows(store);
  if (rows.length === 0) return 0;
  const picked = rows.filter((item) => store.kernel.selection.isSelected(item.key)).length;
  if (picked === 0) return 0;
  return picked === rows.length ? 2 : 1;
}

/** Selects every selectable row up to the limit, or, when all are selected, removes them. */
export function toggleSelectAll(store: PickingView): void {
  const rows = selectableRows(store);
  const selection = store.kernel.selection;
  if (selectAllStatus(store) === 2) {
    for (const item of rows) selection.deselect(item);
    return;
  }
  selection.selectAll(rows);
}
