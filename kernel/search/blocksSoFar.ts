/**
 * What a search fanning out to several targets can show before all of them answered: the blocks
 * of the targets that answered, in target order, up to the first target still asked (with the rows
 * that target showed so far, when it answers in parts). A block is never shown ahead of a target
 * above it that has not answered or failed, so the rows shown are always the leading rows of the
 * final answer and nothing shown moves when the rest arrives.
 */
import type { PickerItem } from '../types';
import type { SearchBlock } from './searchRows';
import type { SearchTarget } from './searchScope';

type Outcome =
  | { kind: 'asked'; soFar: PickerItem[] | null }
  | { kind: 'answered'; block: SearchBlock }
  | { kind: 'failed' };

export class BlocksSoFar {
  private readonly targets: readonly SearchTarget[];
  private readonly outcomes: Outcome[];
  private readonly show: (blocks: SearchBlock[]) => void;

  constructor(targets: readonly SearchTarget[], show: (blocks: SearchBlock[]) => void) {
    this.targets = targets;
    this.outcomes = targets.map(() => ({ kind: 'asked', soFar: null }));
    this.show = show;
  }

  /** The target at `index` showed the leading rows of its answer. */
  soFar(index: number, items: PickerItem[]): void {
    const outcome = this.outcomes[index];
    if (outcome.kind !== 'asked') return;
    outcome.soFar = items;
    this.report();
  }

  answered(index: number, block: SearchBlock): void {
    this.outcomes[index] = { kind: 'answered', block };
    this.report();
  }

  /** Failed or cancelled: it holds no place. */
  failed(index: number): void {
    this.outcomes[index] = { kind: 'failed' };
    this.report();
  }

  private report(): void {
    const blocks: SearchBlock[] = [];
    for (const [index, outcome] of this.outcomes.entries()) {
      if (outcome.kind === 'answered') blocks.push(outcome.block);
      if (outcome.kind !== 'asked') continue;
      const { source, scope } = this.targets[index];
      // An answer still coming: its rows so far, and no load-more row until it is in.
      if (outcome.soFar)
        blocks.push({ source, scope, items: outcome.soFar, cursor: undefined, done: true });
      this.show(blocks);
      return;
    }
    // Every target settled: the search itself shows the whole answer.
  }
}
