/** What the union selector's and the finder's benches do, per dataset size (presetBench.ts). */
import type { DatasetSize } from '../../../sandbox/backend/types';
import { finderTargets } from './finderData';
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
      ['search-response-to-paint', 'searchResponse'],
      [`scroll-${UNION_TARGETS.scrollRows}-rows`, 'scroll'],
      ['confirm', 'confirm'],
    ],
  };
}

export function finderPlan(size: DatasetSize): PresetPlan {
  return {
    preset: 'finder',
    targets: finderTargets(size),
    steps: [
      ['select-file', 'selectFile'],
      ['scroll-1000-rows', 'scroll'],
      ['enter-folder', 'enterFolder'],
      ['search-last-key', 'search'],
      ['confirm', 'confirm'],
    ],
  };
}
