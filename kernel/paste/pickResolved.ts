/**
 * Turns looked-up entries into picks, in paste order: a unique match is picked unless it is
 * already selected (a person pasted twice counts once), hidden by the host (excluded), disabled
 * (the host's list or a rule, with the rule's reason) or over the maximum; several matches wait
 * for the user to choose. All picks of a paste go in one selection change.
 */
import type { SelectionStore } from '../selection/SelectionStore';
import { keyOfItem } from '../selection/items';
import type { PickerItem } from '../types';
import type { MalformedEntry } from './classifyEntry';
import type { PasteOutcome, PastedEntry, RefusalCode } from './pasteReport';
import type { EntryLookup } from './resolveEntries';

export type PickTarget = Pick<
  SelectionStore,
  'statusOf' | 'isHidden' | 'isDisabled' | 'disabledReasonOf' | 'selectAll' | 'select' | 'mode'
>;

/** Why this one person cannot be picked now, or null. */
export function refusalOf(
  selection: PickTarget,
  item: PickerItem,
): { code: RefusalCode; message?: string } | null {
  const key = keyOfItem(item);
  if (selection.isHidden(key)) return { code: 'excluded' };
  if (selection.isDisabled(key)) return { code: 'disabled' };
  const reason = selection.disabledReasonOf(item);
  return reason ? { code: 'rule', message: reason.message } : null;
}

/** Picks the wanted people in one change; answers the keys that are now selected. */
function pickAll(selection: PickTarget, wanted: PickerItem[]): Set<string> {
  if (selection.mode === 'single') {
    const first = wanted[0];
    if (first && selection.select(first)) return new Set([keyOfItem(first)]);
  } else if (wanted.length > 0) {
    selection.selectAll(wanted);
  }
  return new Set(wanted.filter((item) => selection.statusOf(item) === 2).map(keyOfItem));
}

export function pickResolved(
  selection: PickTarget,
  texts: ReadonlyMap<number, string>,
  lookups: readonly EntryLookup[],
  malformed: readonly MalformedEntry[],
): PasteOutcome[] {
  const outcomes = new Map<number, PasteOutcome>();
  const entryOf = (index: number): PastedEntry => ({ index, text: texts.get(index) ?? '' });
  for (const bad of malformed) {
    outcomes.set(bad.index, {
      kind: 'malformed',
      entry: entryOf(bad.index),
      expected: bad.expected,
    });
  }
  const wanted: Array<{ index: number; item: PickerItem }> = [];
  const seen = new Set<string>();
  for (const lookup of [...lookups].sort((a, b) => a.index - b.index)) {
    const entry = entryOf(lookup.index);
    if (lookup.status === 'failed') {
      outcomes.set(lookup.index, { kind: 'failed', entry });
      continue;
    }
    if (lookup.items.length === 0) outcomes.set(lookup.index, { kind: 'notFound', entry });
    else if (lookup.items.length > 1)
      outcomes.set(lookup.index, { kind: 'ambiguous', entry, candidates: lookup.items });
    else {
      const item = lookup.items[0];
      const key = keyOfItem(item);
      const refusal = refusalOf(selection, item);
      if (seen.has(key) || selection.statusOf(item) === 2)
        outcomes.set(lookup.index, { kind: 'alreadyPicked', entry, item });
      else if (refusal) outcomes.set(lookup.index, { kind: 'refused', entry, item, ...refusal });
      else {
        seen.add(key);
        wanted.push({ index: lookup.index, item });
      }
    }
  }
  const added = pickAll(
    selection,
    wanted.map((want) => want.item),
  );
  // The maximum stops the picks at one point: a pick missing before the last that went in was
  // refused by a shouldToggle tap, one after it by the maximum.
  const lastAdded = wanted.reduce(
    (last, want, at) => (added.has(keyOfItem(want.item)) ? at : last),
    -1,
  );
  wanted.forEach(({ index, item }, at) => {
    const entry = entryOf(index);
    const code: RefusalCode = at < lastAdded ? 'vetoed' : 'limit';
    outcomes.set(
      index,
      added.has(keyOfItem(item))
        ? { kind: 'added', entry, item }
        : { kind: 'refused', entry, item, code },
    );
  });
  return [...outcomes.values()].sort((a, b) => a.entry.index - b.entry.index);
}
