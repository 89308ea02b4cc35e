/**
 * Where a search looks inside a tree: the node the user has opened (a department of the org tree)
 * and the user's choice between searching inside it and everywhere. A source says which of its
 * nodes a search can be limited to (`SourceDefinition.searchWithin`); the tree store tells this
 * store what the user opens and closes. The open place is the last node opened that is still an
 * expanded, visible row of the active tab's tree. Opening another place chooses "inside" again.
 *
 * While the choice is "inside", the search store asks only the place's source, with the place in
 * `ctx.scope` (read it with `searchAreaOf(ctx)`); the kernel searches again when it changes.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import { observableRef } from '../mobxAnnotations';
import type { LoadContext, PickerItem, SourceDefinition } from '../types';
import { canSearch, type SearchTarget } from './searchScope';

export type SearchAreaChoice = 'inside' | 'everywhere';

/** The key under which the place reaches a source in `ctx.scope`. */
export const SEARCH_AREA_SCOPE_KEY = 'within';

export interface SearchAreaDeps {
  /** A registered source by key. */
  source(sourceKey: string): SourceDefinition | undefined;
  /** The active tab's source key: a place counts only while its tree is shown. */
  activeSourceKey(): string | undefined;
  /** True while the node is an expanded row the tree shows (no collapsed ancestor). */
  isOpen(node: PickerItem): boolean;
}

export class SearchAreaStore {
  /** The user's choice; "inside" again whenever another place is opened. */
  choice: SearchAreaChoice = 'inside';
  /** Nodes the user opened that a search can be limited to, oldest first. */
  private opened: readonly PickerItem[] = [];
  private readonly deps: SearchAreaDeps;

  constructor(deps: SearchAreaDeps) {
    this.deps = deps;
    makeObservable<SearchAreaStore, 'opened'>(this, {
      choice: observable,
      opened: observableRef,
      place: computed,
      within: computed,
      nodeOpened: action,
      nodeClosed: action,
      choose: action,
      clear: action,
    });
  }

  /** The place the user is in: the last opened node still open in the active tab's tree. */
  get place(): PickerItem | null {
    const active = this.deps.activeSourceKey();
    for (let index = this.opened.length - 1; index >= 0; index -= 1) {
      const node = this.opened[index];
      if (node.sourceKey === active && this.deps.isOpen(node)) return node;
    }
    return null;
  }

  /** The place a search is limited to: the open place while the choice is "inside". */
  get within(): PickerItem | null {
    return this.choice === 'inside' ? this.place : null;
  }

  /** The tree opened a node: a place when its source can search within it. */
  nodeOpened(node: PickerItem): void {
    const source = this.deps.source(node.sourceKey);
    if (!source?.searchWithin?.(node)) return;
    this.opened = [...this.opened.filter((item) => item.key !== node.key), node];
    this.choice = 'inside';
  }

  /** The tree closed a node: it is no place any more. */
  nodeClosed(node: PickerItem): void {
    if (!this.opened.some((item) => item.key === node.key)) return;
    this.opened = this.opened.filter((item) => item.key !== node.key);
  }

  choose(choice: SearchAreaChoice): void {
    this.choice = choice;
  }

  /** Forgets every place (another company is shown). */
  clear(): void {
    this.opened = [];
    this.choice = 'inside';
  }
}

/** The place a search is limited to, as the search store passes it to the place's source. */
export function searchAreaScope(place: PickerItem): Readonly<Record<string, unknown>> {
  return { [SEARCH_AREA_SCOPE_KEY]: place };
}

/**
 * What a search limited to `place` asks: the place's source alone, inside the place; undefined
 * when there is no place or its source cannot search.
 */
export function placeTarget(
  place: PickerItem | null,
  sources: readonly SourceDefinition[],
): SearchTarget | undefined {
  const source = place ? sources.find((entry) => entry.key === place.sourceKey) : undefined;
  return place && canSearch(source) ? { source, scope: searchAreaScope(place) } : undefined;
}

/** The place a source's search is limited to, if any (see searchAreaScope). */
export function searchAreaOf(ctx: Pick<LoadContext, 'scope'>): PickerItem | undefined {
  const place = ctx.scope?.[SEARCH_AREA_SCOPE_KEY];
  if (typeof place !== 'object' || place === null) return undefined;
  const item = place as Partial<PickerItem>;
  return typeof item.key === 'string' && typeof item.id === 'string'
    ? (place as PickerItem)
    : undefined;
}
