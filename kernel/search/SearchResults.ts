/**
 * What a search shows, and its transitions: the rows (the server's answer composed from its
 * blocks, the blocks answered so far, or type-ahead rows), the status, the error and the pre-tip.
 * SearchStore decides when each transition happens (the query, the requests, the stale guard);
 * this file decides what each one leaves on screen.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import { observableRef } from '../mobxAnnotations';
import type { PickerError } from '../errors';
import type { ListStatus } from '../sources/ListState';
import type { PickerItem } from '../types';
import { composeSearchRows, type SearchBlock } from './searchRows';
import type { TypeAhead } from './TypeAhead';

export class SearchResults {
  rows: readonly PickerItem[] = [];
  status: ListStatus = 'idle';
  error: PickerError | null = null;
  preTip: string | undefined = undefined;
  /** Part of the server's answer is shown while the rest is asked. */
  answering = false;

  constructor(private readonly typeAhead: TypeAhead) {
    makeObservable(this, {
      rows: observableRef,
      status: observable,
      error: observableRef,
      preTip: observable,
      answering: observable,
      provisional: computed,
      begin: action,
      showProvisional: action,
      showSoFar: action,
      dropProvisional: action,
      commit: action,
      fail: action,
      settle: action,
      idle: action,
      reset: action,
    });
  }

  /**
   * The rows shown are not the server's whole answer yet: type-ahead rows, or the blocks of the
   * sources that answered first while others are still asked.
   */
  get provisional(): boolean {
    return this.typeAhead.active || this.answering;
  }

  begin(status: 'loading' | 'loading-more'): void {
    this.status = status;
    this.error = null;
  }

  /** The loaded rows matching what is typed, provisional, while the server is asked. */
  showProvisional(query: string, rows: readonly PickerItem[]): void {
    this.typeAhead.mark(query, rows);
    this.answering = false;
    this.rows = rows;
    this.error = null;
    this.preTip = undefined;
    this.status = 'loading';
  }

  /**
   * The blocks answered so far (firstPages.ts), while other sources are still asked. Nothing shown
   * moves: the rows shown stay where they are (type-ahead rows included) and the answer's rows not
   * shown yet are added below them. The list stays provisional until the whole answer is in.
   */
  showSoFar(blocks: readonly SearchBlock[], several: boolean): void {
    const shown = new Set(this.rows.map((row) => row.key));
    const added = composeSearchRows(blocks, several).filter((row) => !shown.has(row.key));
    if (added.length === 0) return;
    this.rows = [...this.rows, ...added];
    this.answering = true;
    this.error = null;
    this.status = 'loading';
  }

  dropProvisional(): void {
    if (!this.provisional) return;
    this.typeAhead.forget();
    this.answering = false;
    this.rows = [];
  }

  /** The server's answer: its blocks composed into rows. */
  commit(blocks: readonly SearchBlock[]): void {
    this.typeAhead.forget();
    this.answering = false;
    this.rows = composeSearchRows(blocks);
    this.preTip = blocks.find((block) => block.preTip)?.preTip;
    this.error = null;
    this.status = this.rows.length > 0 ? 'loaded' : 'empty';
  }

  fail(error: PickerError): void {
    // Rows the server never confirmed are not left standing in front of its error.
    this.dropProvisional();
    this.error = error;
    this.status = 'error';
  }

  /** Back to the rows shown, never a spinner left running. */
  settle(): void {
    this.dropProvisional();
    this.status = this.rows.length > 0 ? 'loaded' : 'idle';
  }

  /** What was typed matches nothing loaded any more: no provisional rows, nothing loading. */
  idle(): void {
    this.dropProvisional();
    this.status = 'idle';
  }

  reset(): void {
    this.dropProvisional();
    this.rows = [];
    this.error = null;
    this.preTip = undefined;
    this.status = 'idle';
  }
}
