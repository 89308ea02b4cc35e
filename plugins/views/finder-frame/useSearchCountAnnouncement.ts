/**
 * Says how many files a finder search found, as the member picker and the union selector do:
 * once per search, when its first page is in ('12 results for plan.', 'No results for plan.'),
 * through the picker's polite live region (the kernel's onAnnounce).
 */
import { useEffect, useRef } from 'react';
import type { FinderView } from './finderView';

export function useSearchCountAnnouncement(store: FinderView, waiting: boolean): void {
  const route = store.router.current;
  const keyword = route?.name === 'Search' ? String(route.params.keyword ?? '') : null;
  const state = store.listState();
  const settled = !waiting && (state?.status === 'loaded' || state?.status === 'empty');
  const count = state?.items.length ?? 0;
  const said = useRef<unknown>(null);

  useEffect(() => {
    if (keyword === null) {
      said.current = null;
      return;
    }
    if (!settled || said.current === route) return;
    said.current = route;
    try {
      store.kernel.hooks.onAnnounce.call({ kind: 'results', query: keyword, count });
    } catch (error) {
      console.error('[pickerkit] an onAnnounce tap failed:', error);
    }
  }, [store, route, keyword, settled, count]);
}
