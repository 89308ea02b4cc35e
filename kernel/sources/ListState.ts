/**
 * The loading state of one list: a source's root list or one tree node's children.
 * Only what views react to is observable; items are a plain array replaced as a whole
 * (observable.ref), so a long list never becomes deep observables.
 */
import { action, makeObservable, observable } from 'mobx';
import { observableRef } from '../mobxAnnotations';
import type { PickerError } from '../errors';
import type { PickerItem } from '../types';

/** idle → loading → loaded | empty | error; loaded → loading-more → loaded | error. */
export type ListStatus = 'idle' | 'loading' | 'loaded' | 'empty' | 'loading-more' | 'error';

export class ListState {
  status: ListStatus = 'idle';
  items: readonly PickerItem[] = [];
  error: PickerError | null = null;
  /** No further page exists. */
  done = false;
  total: number | undefined = undefined;
  preTip: string | undefined = undefined;

  /** Bookkeeping, not observable: the cursor of the next page, the request in flight. */
  cursor: unknown = undefined;
  controller: AbortController | null = null;
  /**
   * The parent item the list was first loaded with: a later page or a retry of a list that is
   * not a tree node (a folder location, for instance) loads with the same parent.
   */
  parent: PickerItem | undefined = undefined;
  /** Bumped by every new request and by reset; a response with an older token is stale. */
  token = 0;
  /** What failed last, so retry knows whether to reload or to load more. */
  failedOn: 'first' | 'more' | null = null;

  readonly sourceKey: string;
  readonly parentKey: string | undefined;

  constructor(sourceKey: string, parentKey: string | undefined) {
    this.sourceKey = sourceKey;
    this.parentKey = parentKey;
    makeObservable(this, {
      status: observable,
      items: observableRef,
      error: observableRef,
      done: observable,
      total: observable,
      preTip: observable,
      begin: action,
      commit: action,
      fail: action,
      settleAborted: action,
      clear: action,
    });
  }

  /** Starts a request: a first load clears the list, a load-more keeps it. */
  begin(more: boolean): void {
    this.status = more ? 'loading-more' : 'loading';
    this.error = null;
    this.failedOn = null;
    if (!more) {
      this.items = [];
      this.done = false;
      this.total = undefined;
      this.preTip = undefined;
      this.cursor = undefined;
    }
  }

  commit(
    items: readonly PickerItem[],
    page: { cursor?: unknown; done: boolean; total?: number; preTip?: string },
    more: boolean,
  ): void {
    this.items = more ? [...this.items, ...items] : items;
    this.cursor = page.cursor;
    this.done = page.done;
    if (page.total !== undefined) this.total = page.total;
    if (page.preTip !== undefined || !more) this.preTip = page.preTip;
    this.status = this.items.length > 0 ? 'loaded' : 'empty';
    this.controller = null;
  }

  fail(error: PickerError, more: boolean): void {
    this.error = error;
    this.failedOn = more ? 'more' : 'first';
    this.status = 'error';
    this.controller = null;
  }

  /** A request was aborted: the list falls back to what it showed before, never to an error. */
  settleAborted(): void {
    if (this.status === 'loading') this.status = 'idle';
    else if (this.status === 'loading-more') this.status = this.items.length ? 'loaded' : 'empty';
    this.controller = null;
  }

  /** Back to idle with nothing shown (query, tab or company changed). */
  clear(): void {
    this.token += 1;
    this.controller?.abort();
    this.controller = null;
    this.status = 'idle';
    this.items = [];
    this.error = null;
    this.done = false;
    this.total = undefined;
    this.preTip = undefined;
    this.cursor = undefined;
    this.failedOn = null;
  }
}
