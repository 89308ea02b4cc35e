/**
 * Turns per-source search results into the flat row list views show: with several sources each
 * block gets a title row and, when unfinished, a load-more row; a single source shows its items
 * directly with a load-more row when unfinished. Sources without results are dropped.
 */
import type { PickerItem, SourceDefinition } from '../types';

export interface SearchBlock {
  source: SourceDefinition;
  /** What the search was limited to in this source (from the search scope). */
  scope?: Readonly<Record<string, unknown>>;
  items: PickerItem[];
  cursor: unknown;
  done: boolean;
  preTip?: string;
}

function row(type: 'title' | 'loadMore', source: SourceDefinition, name: string): PickerItem {
  return {
    key: `${type}_${source.key}`,
    id: source.key,
    type,
    origin: 'search',
    sourceKey: source.key,
    name,
    raw: null,
  };
}

export function titleRow(source: SourceDefinition): PickerItem {
  return row('title', source, source.searchTitle ?? source.title);
}

export function loadMoreRow(source: SourceDefinition): PickerItem {
  return row('loadMore', source, '');
}

/**
 * `titles` forces a title row on every block shown: the blocks shown before every source answered,
 * when several were asked (a title must not appear above rows already shown).
 */
export function composeSearchRows(blocks: readonly SearchBlock[], titles = false): PickerItem[] {
  const shown = blocks.filter((block) => block.items.length > 0);
  const several = titles || shown.length > 1;
  const rows: PickerItem[] = [];
  for (const block of shown) {
    if (several) rows.push(titleRow(block.source));
    rows.push(...block.items);
    if (!block.done) rows.push(loadMoreRow(block.source));
  }
  return rows;
}
