/**
 * What the union selector's and the finder's benches do, per dataset size (presetBench.ts). A
 * step's third field is the round trips to the suite it cannot avoid (a first visit: one); with a
 * latency set, that many latencies are taken off ours. A revisit, back and forward cost none, nor
 * does a first visit after the pointer rested on its target: the picker asks while it rests, so
 * what those lines print is what the user waits after the click.
 */
import type { DatasetSize } from '../../../sandbox/backend/types';
import { finderTargets } from './finderData';
import type { PresetPlan } from './presetBench';
import { UNION_TARGETS } from './unionData';

export function unionPlan(): PresetPlan {
  return {
    preset: 'union',
    targets: UNION_TARGETS,
    openRoundTrips: 1,
    steps: [
      ['tick-first', 'tickFirst', 0],
      ['tick-later', 'tickLater', 0],
      ['enter-tab', 'enterTab', 1],
      ['revisit-tab', 'revisitTab', 0],
      ['enter-tab-hovered', 'enterTabHovered', 0],
      ['search-last-key', 'search', 1],
      ['search-type-ahead', 'searchTypeAhead', 0],
      ['search-first-block', 'searchFirstBlock', 1],
      ['search-debounce-end', 'searchDebounceEnd', 1],
      ['search-response-to-paint', 'searchResponse', 0],
      [`scroll-${UNION_TARGETS.scrollRows}-rows`, 'scroll', 0],
      ['confirm', 'confirm', 0],
    ],
  };
}

export function finderPlan(size: DatasetSize): PresetPlan {
  return {
    preset: 'finder',
    targets: finderTargets(size),
    openRoundTrips: 1,
    steps: [
      ['select-file', 'selectFile', 0],
      ['scroll-1000-rows', 'scroll', 0],
      ['enter-folder', 'enterFolder', 1],
      ['back', 'back', 0],
      ['forward', 'forward', 0],
      ['revisit-folder', 'revisitFolder', 0],
      ['enter-folder-hovered', 'enterFolderHovered', 0],
      ['search-last-key', 'search', 1],
      ['search-type-ahead', 'searchTypeAhead', 0],
      ['search-response-to-paint', 'searchResponse', 0],
      ['confirm', 'confirm', 0],
    ],
  };
}
