/**
 * Where the union selector's popups go (the time dropdown): above the button, flipped and shifted
 * to stay POSITION_BOUNDARY_PADDING px inside the boundary, the position refreshed on resize and
 * scroll at most once per RESIZE_REFRESH_THROTTLE_MS (union-selector.md section 9).
 */
import { autoUpdate, flip, offset, shift, type ReferenceType } from '@floating-ui/react';
import { POSITION_BOUNDARY_PADDING, RESIZE_REFRESH_THROTTLE_MS } from './layout';

export const POPUP_PLACEMENT = 'top-end';

export function popupMiddleware() {
  return [
    offset(4),
    flip({ padding: POSITION_BOUNDARY_PADDING }),
    shift({ padding: POSITION_BOUNDARY_PADDING }),
  ];
}

/** Runs `run` at once, then at most once per `ms`, the last call always run at the end. */
export function throttled(run: () => void, ms: number): { call(): void; cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = Date.now();
    run();
  };
  return {
    call() {
      const wait = last + ms - Date.now();
      if (wait <= 0 && timer === undefined) fire();
      else timer ??= setTimeout(fire, Math.max(0, wait));
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** floating-ui's autoUpdate with its refreshes throttled. */
export function throttledAutoUpdate(
  reference: ReferenceType,
  floating: HTMLElement,
  update: () => void,
): () => void {
  const refresh = throttled(update, RESIZE_REFRESH_THROTTLE_MS);
  const stop = autoUpdate(reference, floating, refresh.call);
  return () => {
    stop();
    refresh.cancel();
  };
}
