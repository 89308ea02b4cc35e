/**
 * Item helpers of the selection: the selection key, which items may be selected at all, and the
 * plain records made from the { type, id } references a host passes in options.
 */
import type { ItemRef } from '../options';
import type { PickerItem } from '../types';
import { selectionKey } from '../types';

/** A selected item as the selected panel shows it; disabled ones are marked. */
export type SelectedItem = PickerItem & { disabled?: boolean };

/** The selection key: the item's key when it has one, else `type_id`. */
export function keyOfItem(item: Pick<PickerItem, 'type' | 'id'> & { key?: string }): string {
  return item.key || selectionKey(item.type, item.id);
}

/** A plain record for an item the host named in options (it is replaced when the item loads). */
export function itemFromRef(ref: ItemRef, disabled: boolean): SelectedItem {
  const id = String(ref.id);
  const item: SelectedItem = {
    ...ref,
    id,
    key: selectionKey(ref.type, id),
    origin: ref.origin ?? 'options',
    sourceKey: ref.sourceKey ?? '',
    name: ref.name ?? id,
    raw: ref.raw ?? null,
  };
  if (disabled) item.disabled = true;
  return item;
}

/** The keys of a list of references. */
export function keysOfRefs(refs: ReadonlyArray<Pick<PickerItem, 'type' | 'id'>> = []): Set<string> {
  return new Set(refs.map((ref) => selectionKey(ref.type, String(ref.id))));
}
