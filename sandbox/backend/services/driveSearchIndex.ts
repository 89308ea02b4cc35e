/**
 * The file search's index, built once per generated dataset on its first search (as the org's
 * indexes are): every seeded file of every group, ascending by mtime then id, each with its name
 * in lower case, and for each character and each pair of characters of those names the files
 * holding it. A name search then looks only at the files holding the keyword's rarest pair (or
 * its one character) instead of lowering and scanning every name, and finds them already in the
 * search's order; another order (fname, fsize) ranks them by a table built on its first use.
 *
 * What requests change is not in it and is read per request: the folders created (the view's
 * overlay, merged in by the same order), which groups are readable (the secret space's lock, the
 * suite's settings) and what the request asks for. The seeded files themselves never change (the
 * fake suite has no call that moves, renames or deletes one), so the index stays exact.
 */
import type { DriveFile, DriveGroup } from '../data/driveTypes';
import type { DriveDataset } from '../data/driveDataset';

export type SortKey = 'mtime' | 'fname' | 'fsize';

export interface IndexedFile {
  file: DriveFile;
  group: DriveGroup;
  /** The name in lower case, for the name match. */
  lower: string;
}

/** The search's order, ascending: the key, then the id. */
export function compareFiles(a: DriveFile, b: DriveFile, sortBy: SortKey): number {
  const av = a[sortBy];
  const bv = b[sortBy];
  const d = typeof av === 'string' ? av.localeCompare(bv as string) : av - (bv as number);
  return d !== 0 ? d : a.id - b.id;
}

/**
 * The key of a character (its UTF-16 code unit) or of a pair of them: characters below 65536,
 * pairs above, so the two never meet.
 */
function gramKey(text: string, at: number, pair: boolean): number {
  const first = text.charCodeAt(at);
  return pair ? 65_536 * (first + 1) + text.charCodeAt(at + 1) : first;
}

export class FileSearchIndex {
  /** Every seeded file, ascending by mtime then id. */
  readonly entries: readonly IndexedFile[];
  /** Positions in `entries` (ascending) of the names holding each character or pair. */
  private readonly postings = new Map<number, number[]>();
  /** Per other order: each entry's rank in it. */
  private readonly ranks = new Map<SortKey, Int32Array>();

  constructor(ds: DriveDataset) {
    const entries = ds
      .allGroups()
      .flatMap((group) =>
        ds.files(group.id).map((file) => ({ file, group, lower: file.fname.toLowerCase() })),
      );
    entries.sort((a, b) => compareFiles(a.file, b.file, 'mtime'));
    this.entries = entries;
    entries.forEach(({ lower }, position) => {
      for (let at = 0; at < lower.length; at += 1) {
        this.post(gramKey(lower, at, false), position);
        if (at + 1 < lower.length) this.post(gramKey(lower, at, true), position);
      }
    });
  }

  /**
   * Positions (ascending) of the entries whose name holds `needle` (lower case, not empty):
   * the files of its rarest pair, or of its one character, whose name holds it.
   */
  namesHolding(needle: string): number[] {
    if (needle.length === 1) return [...(this.postings.get(gramKey(needle, 0, false)) ?? [])];
    let fewest: number[] | undefined;
    for (let at = 0; at + 1 < needle.length; at += 1) {
      const list = this.postings.get(gramKey(needle, at, true));
      if (!list) return [];
      if (!fewest || list.length < fewest.length) fewest = list;
    }
    return (fewest ?? []).filter((position) => this.entries[position].lower.includes(needle));
  }

  /** Each entry's rank in the search's ascending order by `sortBy`. */
  rank(sortBy: SortKey): Int32Array | null {
    if (sortBy === 'mtime') return null;
    let ranks = this.ranks.get(sortBy);
    if (!ranks) {
      const order = this.entries.map((_, position) => position);
      order.sort((a, b) => compareFiles(this.entries[a].file, this.entries[b].file, sortBy));
      ranks = new Int32Array(order.length);
      order.forEach((position, rank) => {
        ranks![position] = rank;
      });
      this.ranks.set(sortBy, ranks);
    }
    return ranks;
  }

  /** Adds `position` to a gram's list, once (positions come in ascending order). */
  private post(key: number, position: number): void {
    const list = this.postings.get(key);
    if (!list) this.postings.set(key, [position]);
    else if (list[list.length - 1] !== position) list.push(position);
  }
}

const indexes = new WeakMap<DriveDataset, FileSearchIndex>();

/** The index of `ds`, built on first use and then kept for the dataset's life. */
export function searchIndex(ds: DriveDataset): FileSearchIndex {
  let index = indexes.get(ds);
  if (!index) {
    index = new FileSearchIndex(ds);
    indexes.set(ds, index);
  }
  return index;
}
