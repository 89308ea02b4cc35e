/**
 * `kernel.paste`: a pasted list resolved against the sources that can resolve, picked, and
 * reported. `paste(text)` splits and checks the entries (malformed ones are never sent), looks the
 * others up (kernel/paste/resolveEntries.ts), picks the unique matches in paste order and keeps
 * the report, which it announces once. `choose` picks a candidate of an ambiguous entry,
 * `retryFailed` looks the entries of failed batches up again, `undo` removes what the paste added,
 * `cancel` aborts a paste still resolving. A new paste aborts the
 * one before it. What runs once there is a paste (the entries' checks, the lookups, the picking)
 * is a chunk of its own (./pastePipeline.ts); this store holds the state the views read.
 */
import { action, makeObservable, observable } from 'mobx';
import type { Announcement } from '../announce/announcement';
import { observableRef } from '../mobxAnnotations';
import { CancelledError, isCancelled } from '../errors';
import type { SelectionStore } from '../selection/SelectionStore';
import { keyOfItem } from '../selection/items';
import { buildLoadContext } from '../sources/loadContext';
import type { PipelineEnv } from '../sources/pipelineEnv';
import type { PasteEntry, PickerItem, SourceDefinition } from '../types';
import type { MalformedEntry } from './classifyEntry';
import { countOutcomes, type PasteOutcome, type PasteReport } from './pasteReport';
import type { Resolver, ResolveSettings } from './resolveEntries';
import { splitPaste } from './splitPaste';

export interface PasteDeps {
  selection: SelectionStore;
  sources: () => readonly SourceDefinition[];
  pipeline: PipelineEnv;
  announce: (announcement: Announcement) => void;
  settings?: ResolveSettings;
}

export type PasteStatus = 'idle' | 'resolving' | 'done';

type Pipeline = typeof import('./pastePipeline');

/**
 * The paste pipeline (the entries' classification with validator's e-mail and phone checks, the
 * lookups in batches, the picking and its refusals) is a chunk of its own: a product that never
 * pastes does not load it. Loaded on the first paste, or ahead by `preload()`; kept once loaded,
 * and a failed load is tried again on the next paste.
 */
let loadedPipeline: Pipeline | null = null;
function loadPipeline(): Promise<Pipeline> {
  if (loadedPipeline) return Promise.resolve(loadedPipeline);
  return import('./pastePipeline').then((module) => (loadedPipeline = module));
}

/** The entries a paste must hold before the search box treats it as a list. */
export const MIN_PASTE_ENTRIES = 2;

export class PasteStore {
  status: PasteStatus = 'idle';
  report: PasteReport | null = null;
  /** Entries looked up so far and in all, while resolving. */
  progress = { settled: 0, total: 0 };
  /** True while a paste picks or undoes: the selection's own announcements wait for its own. */
  picking = false;
  private readonly deps: PasteDeps;
  private controller: AbortController | null = null;
  /** Keys this paste (and choices made in its report) added: what undo removes. */
  private added: string[] = [];

  constructor(deps: PasteDeps) {
    this.deps = deps;
    makeObservable<PasteStore, 'begin' | 'resume' | 'finish' | 'setProgress'>(this, {
      status: observable,
      report: observableRef,
      progress: observableRef,
      begin: action,
      resume: action,
      finish: action,
      setProgress: action,
      cancel: action,
      dismiss: action,
      choose: action,
      undo: action,
    });
  }

  /** The resolvers of the sources that can resolve, each function once. */
  private resolvers(): Resolver[] {
    const seen = new Set<unknown>();
    const out: Resolver[] = [];
    for (const source of this.deps.sources()) {
      const resolve = source.resolve;
      if (!resolve || seen.has(resolve)) continue;
      seen.add(resolve);
      out.push((entries, signal) =>
        resolve(
          entries,
          buildLoadContext(this.deps.pipeline, source, {
            signal,
            cursor: undefined,
            mode: 'search',
          }),
        ),
      );
    }
    return out;
  }

  get canResolve(): boolean {
    return this.deps.sources().some((source) => typeof source.resolve === 'function');
  }

  /** True when the text is a list (two entries or more) and some source can resolve it. */
  accepts(text: string): boolean {
    return this.canResolve && splitPaste(text).length >= MIN_PASTE_ENTRIES;
  }

  /** Loads the paste pipeline ahead of a paste (a view that takes pastes calls it). */
  preload(): void {
    void loadPipeline().catch(() => undefined);
  }

  /** Resolves and picks a pasted list; answers its report (null when aborted). */
  paste(text: string): Promise<PasteReport | null> {
    const texts = new Map<number, string>();
    splitPaste(text).forEach((piece, index) => texts.set(index, piece));
    this.begin();
    return this.run(texts, null);
  }

  /**
   * Looks the entries whose lookup failed up again; what resolves now is picked and replaces
   * their lines in the report, the rest of the report stays.
   */
  retryFailed(): Promise<PasteReport | null> {
    const earlier = this.report;
    if (!earlier || this.status === 'resolving') return Promise.resolve(earlier);
    const texts = new Map<number, string>();
    for (const outcome of earlier.outcomes) {
      if (outcome.kind === 'failed') texts.set(outcome.entry.index, outcome.entry.text);
    }
    if (texts.size === 0) return Promise.resolve(earlier);
    this.resume();
    return this.run(texts, earlier);
  }

  private async run(
    texts: ReadonlyMap<number, string>,
    earlier: PasteReport | null,
  ): Promise<PasteReport | null> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    let pipeline = loadedPipeline;
    if (!pipeline) {
      try {
        pipeline = await loadPipeline();
      } catch (error) {
        if (this.controller !== controller) return null;
        // Nothing could be checked or looked up: every entry is reported as failed, with retry.
        console.warn('[pickerkit] the paste pipeline could not be loaded:', error);
        this.controller = null;
        return this.finish(merged(earlier, unclassified(texts)));
      }
      if (this.controller !== controller) return null;
    }
    const { classifyEntry, resolveEntries, pickResolved } = pipeline;
    const wellFormed: PasteEntry[] = [];
    const malformed: MalformedEntry[] = [];
    for (const [index, piece] of texts) {
      const classified = classifyEntry(piece, index);
      if (classified.ok) wellFormed.push(classified.entry);
      else malformed.push(classified.entry);
    }
    this.setProgress(0, wellFormed.length);
    try {
      const lookups = await resolveEntries(wellFormed, this.resolvers(), controller.signal, {
        ...this.deps.settings,
        onBatch: (settled, total) => {
          if (this.controller === controller) this.setProgress(settled, total);
        },
      });
      if (this.controller !== controller) return null;
      const outcomes = this.quietly(() =>
        pickResolved(this.deps.selection, texts, lookups, malformed),
      );
      return this.finish(merged(earlier, outcomes));
    } catch (error) {
      if (isCancelled(error) || controller.signal.aborted) return null;
      throw error;
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  private begin(): void {
    this.status = 'resolving';
    this.report = null;
    this.added = [];
    this.progress = { settled: 0, total: 0 };
  }

  /** A retry of failed entries: the report stays on screen while they resolve. */
  private resume(): void {
    this.status = 'resolving';
    this.progress = { settled: 0, total: 0 };
  }

  private setProgress(settled: number, total: number): void {
    this.progress = { settled, total };
  }

  private finish(outcomes: PasteOutcome[]): PasteReport {
    const report: PasteReport = { outcomes, counts: countOutcomes(outcomes) };
    const added = new Set(this.added);
    for (const outcome of outcomes)
      if (outcome.kind === 'added') added.add(keyOfItem(outcome.item));
    this.added = [...added];
    this.report = report;
    this.status = 'done';
    this.deps.announce({ kind: 'pasted', ...report.counts });
    return report;
  }

  /** Aborts a paste still resolving; nothing is picked. */
  cancel(): void {
    if (!this.controller) return;
    this.controller.abort(new CancelledError());
    this.controller = null;
    this.status = this.report ? 'done' : 'idle';
  }

  /** Closes the report (what was picked stays). */
  dismiss(): void {
    this.cancel();
    this.report = null;
    this.status = 'idle';
    this.added = [];
  }

  /** Picks one candidate of an ambiguous entry; answers whether it is now selected. */
  choose(index: number, item: PickerItem): boolean {
    const report = this.report;
    const at = report?.outcomes.findIndex(
      (outcome) => outcome.entry.index === index && outcome.kind === 'ambiguous',
    );
    // An ambiguous line comes from a lookup, so the pipeline is loaded when there is one.
    const pipeline = loadedPipeline;
    if (!report || !pipeline || at === undefined || at < 0) return false;
    const { selection } = this.deps;
    const entry = report.outcomes[at].entry;
    let outcome: PasteOutcome;
    if (selection.statusOf(item) === 2) outcome = { kind: 'alreadyPicked', entry, item };
    else {
      const refusal = pipeline.refusalOf(selection, item);
      if (!refusal && selection.select(item)) {
        this.added.push(keyOfItem(item));
        outcome = { kind: 'added', entry, item };
      } else outcome = { kind: 'refused', entry, item, ...(refusal ?? { code: 'limit' }) };
    }
    const outcomes = report.outcomes.map((old, position) => (position === at ? outcome : old));
    this.report = { outcomes, counts: countOutcomes(outcomes) };
    return outcome.kind === 'added';
  }

  /** Removes what the paste added (those still selected); the report closes. One announcement. */
  undo(): number {
    const { selection } = this.deps;
    let removed = 0;
    this.quietly(() => {
      for (const key of this.added) if (selection.remove(key)) removed += 1;
    });
    if (removed > 0) {
      this.deps.announce({ kind: 'removedMany', removed, count: selection.count });
    }
    this.added = [];
    this.report = null;
    this.status = 'idle';
    return removed;
  }

  private quietly<T>(work: () => T): T {
    this.picking = true;
    try {
      return work();
    } finally {
      this.picking = false;
    }
  }

  dispose(): void {
    this.controller?.abort(new CancelledError());
    this.controller = null;
  }
}

/** Every entry as a failed lookup: what a paste reports when it could not classify them. */
function unclassified(texts: ReadonlyMap<number, string>): PasteOutcome[] {
  return [...texts].map(([index, text]) => ({ kind: 'failed', entry: { index, text } }));
}

/** A retry's outcomes in place of the earlier lines of the same entries. */
function merged(earlier: PasteReport | null, outcomes: PasteOutcome[]): PasteOutcome[] {
  if (!earlier) return outcomes;
  const retried = new Map(outcomes.map((outcome) => [outcome.entry.index, outcome]));
  return earlier.outcomes.map((outcome) => retried.get(outcome.entry.index) ?? outcome);
}
