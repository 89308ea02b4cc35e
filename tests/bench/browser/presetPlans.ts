/** What the union selector's benches do (presetBench.ts). */
import type { PresetPlan } from './presetBench';
import { UNION_TARGETS } from './unionData';

export function unionPlan(): PresetPlan {
  return {
    preset: 'union',
    targets: UNION_TARGETS,
    steps: [
      ['tick-first', 'tickFirst'],
      ['tick-later', 'tickLater'],
      ['search-last-key', 'search'],
      ['search-debounce-end', 'searchDebounceEnd'],
      [`scroll-${UNION_TARGETS.scrollRows}-rows`, 'scroll'],
      ['confirm', 'confirm'],
    ],
  };
}
