/**
 * The route the finder is on its way to, as the file list shows it: a navigation that starts is
 * shown one task later, so its guards and loaders send their requests before React draws the
 * waiting list (or a search's type-ahead rows) in front of them; one that ends (commits, fails,
 * is superseded) is shown at once, in the same render as the route it committed. The skeleton's
 * and the loading text's delays (finder.md section 9) count from there.
 */
import { observable, reaction, runInAction } from 'mobx';
import { useEffect, useState } from 'react';
import type { RouteLocation, Router } from '../../../kernel';

export function useShownPending(router: Router): RouteLocation | null {
  const [shown] = useState(() => observable.box(router.pending, { deep: false }));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (pending: RouteLocation | null) => runInAction(() => shown.set(pending));
    // A navigation that started before this effect ran is shown as it is now.
    show(router.pending);
    const dispose = reaction(
      () => router.pending,
      (pending) => {
        clearTimeout(timer);
        if (pending === null) show(null);
        else timer = setTimeout(() => show(router.pending), 0);
      },
    );
    return () => {
      dispose();
      clearTimeout(timer);
    };
  }, [router, shown]);
  return shown.get();
}
