/**
 * Item types, registered by the plugins and presets that produce them: a type's id key (the field
 * of the server record that holds its id: userid, fid, groupid, deptid), whether it can be selected,
 * whether it is a row of the list rather than data (a title, a load-more row), whether it is a
 * folder (the only kind a directory-mode picker selects), and the fields of it a confirm keeps.
 *
 * The set is open: the kernel knows only its own rows (title, loadMore); the member picker, the
 * union selector and the finder each register theirs (user, dept, file, time, ...). An unknown type
 * is never selectable, so a pick of something no plugin described is refused.
 */
import { ErrorCodes, PickerError } from '../errors';
import type { Disposer } from '../plugin';

export interface ItemTypeSpec {
  type: string;
  /** The record field holding the id (`fid` for a file); the item's `id` is read from it. */
  idKey?: string;
  /** Data that can be picked (default true; rows never are). */
  selectable?: boolean;
  /** A part of the list (title, load more, add contact), never data. */
  row?: boolean;
  /** A folder-like item: the only selectable kind in directory mode. */
  folder?: boolean;
}

function invalid(message: string): PickerError {
  return new PickerError(ErrorCodes.OPTIONS_INVALID, message);
}

function sameSpec(a: ItemTypeSpec, b: ItemTypeSpec): boolean {
  return (
    a.idKey === b.idKey &&
    (a.selectable ?? true) === (b.selectable ?? true) &&
    Boolean(a.row) === Boolean(b.row) &&
    Boolean(a.folder) === Boolean(b.folder)
  );
}

export class ItemTypeRegistry {
  private readonly specs = new Map<string, ItemTypeSpec>();

  /**
   * Registers item types. The same description registered again (two source plugins of one
   * product) is accepted; a different description of a known type fails, naming the type.
   */
  register(...specs: ItemTypeSpec[]): Disposer {
    for (const spec of specs) {
      if (!spec || typeof spec.type !== 'string' || spec.type === '') {
        throw invalid(
          'an item type needs a non-empty string `type`, e.g. { type: "file", idKey: "fid" }',
        );
      }
      const known = this.specs.get(spec.type);
      if (known && !sameSpec(known, spec)) {
        throw invalid(
          `item type "${spec.type}" is registered twice with different descriptions: keep one (idKey "${String(known.idKey)}" vs "${String(spec.idKey)}")`,
        );
      }
    }
    const added = specs.filter((spec) => !this.specs.has(spec.type));
    for (const spec of added) this.specs.set(spec.type, Object.freeze({ ...spec }));
    return () => added.forEach((spec) => this.specs.delete(spec.type));
  }

  has(type: string): boolean {
    return this.specs.has(type);
  }

  get(type: string): ItemTypeSpec | undefined {
    return this.specs.get(type);
  }

  /** Registered types, in registration order. */
  get types(): string[] {
    return [...this.specs.keys()];
  }

  /** Known data types that may be picked; rows and unknown types never are. */
  isSelectable(type: string): boolean {
    const spec = this.specs.get(type);
    return spec !== undefined && !spec.row && spec.selectable !== false;
  }

  isRow(type: string): boolean {
    return this.specs.get(type)?.row === true;
  }

  isFolder(type: string): boolean {
    return this.specs.get(type)?.folder === true;
  }

  /** The id of a record of this type, read from its id key (`''` when missing). */
  idOf(type: string, record: Readonly<Record<string, unknown>>): string {
    const key = this.specs.get(type)?.idKey ?? 'id';
    const value = record[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}
