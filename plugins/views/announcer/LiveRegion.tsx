/**
 * The polite live region of a picker: visually hidden, present from the start (screen readers
 * only speak changes of a region they already know), its text written directly, once per
 * announcement. The same text twice in a row alternates a trailing no-break space, so it is a
 * change and is spoken again (two searches with the same count, say).
 */
import { useEffect, useRef } from 'react';
import { useInjectedStyles } from '../components/styles/useInjectedStyles';
import { usePreloadAfterPaint } from '../shared/usePreloadAfterPaint';
import type { AnnouncerChannel } from './AnnouncerChannel';

const NBSP = '\u00a0';

const nothing = () => undefined;

/** `warm`: run once the browser is idle after the region's first paint (work an answer would pay). */
export function LiveRegion({
  channel,
  warm = nothing,
}: {
  channel: AnnouncerChannel;
  warm?: () => void;
}) {
  useInjectedStyles();
  usePreloadAfterPaint(warm);
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(
    () =>
      channel.listen((text) => {
        const region = ref.current;
        if (!region) return;
        const before = region.textContent ?? '';
        region.textContent = before === text ? text + NBSP : text;
      }),
    [channel],
  );
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pk-visually-hidden"
      data-pk-announcer=""
    />
  );
}
