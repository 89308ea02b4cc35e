/** What a paste did, entry by entry in paste order, and its counts (the announced summary). */
import type { PickerItem } from '../types';

/** Why a unique match stayed unpicked. */
export type RefusalCode = 'disabled' | 'excluded' | 'limit' | 'vetoed' | 'rule';

/** The entry as pasted and its position. */
export interface PastedEntry {
  index: number;
  text: string;
}

export type PasteOutcome =
  | { kind: 'added'; entry: PastedEntry; item: PickerItem }
  | { kind: 'alreadyPicked'; entry: PastedEntry; item: PickerItem }
  | { kind: 'ambiguous'; entry: PastedEntry; candidates: PickerItem[] }
  | { kind: 'notFound'; entry: PastedEntry }
  | { kind: 'malformed'; entry: PastedEntry; expected: 'email' | 'phone' }
  | { kind: 'failed'; entry: PastedEntry }
  | {
      kind: 'refused';
      entry: PastedEntry;
      item: PickerItem;
      code: RefusalCode;
      /** The rule's own text when `code` is 'rule'. */
      message?: string;
    };

export type PasteOutcomeKind = PasteOutcome['kind'];

export type PasteCounts = Record<PasteOutcomeKind, number>;

export interface PasteReport {
  outcomes: PasteOutcome[];
  counts: PasteCounts;
}

/** Outcomes the user still has to act on: copied back by "copy unresolved". */
export const UNRESOLVED_KINDS: readonly PasteOutcomeKind[] = [
  'ambiguous',
  'notFound',
  'malformed',
  'failed',
];

export function countOutcomes(outcomes: readonly PasteOutcome[]): PasteCounts {
  const counts: PasteCounts = {
    added: 0,
    alreadyPicked: 0,
    ambiguous: 0,
    notFound: 0,
    malformed: 0,
    failed: 0,
    refused: 0,
  };
  for (const outcome of outcomes) counts[outcome.kind] += 1;
  return counts;
}

/** The unresolved entries as pasted, one a line. */
export function unresolvedText(report: PasteReport): string {
  return report.outcomes
    .filter((outcome) => UNRESOLVED_KINDS.includes(outcome.kind))
    .map((outcome) => outcome.entry.text)
    .join('\n');
}
