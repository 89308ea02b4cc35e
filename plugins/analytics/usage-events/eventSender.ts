/**
 * What the usage plugins share: the app-key check of their factories, and fire-and-forget
 * sending to the event service — a client that throws, rejects or answers an error never reaches
 * the hook that called send, so the picker carries on as if analytics were off (the failure is
 * logged at debug level and dropped).
 */
import type { PickerKernel } from '../../../kernel';

/** Throws a TypeError naming the factory when the app key is missing or blank. */
export function requireAppKey(factory: string, options: { appKey?: unknown } | undefined): void {
  if (!options || typeof options.appKey !== 'string' || options.appKey.trim() === '') {
    throw new TypeError(
      `${factory}({ appKey }): appKey is required, e.g. ${factory}({ appKey: "kdocs-share" })`,
    );
  }
}

export function eventSender(
  kernel: PickerKernel,
  path: string,
  what = 'usage event',
): (event: Record<string, unknown>) => void {
  const dropped = (reason: unknown) =>
    console.debug(
      `[pickerkit] ${what} not sent:`,
      reason instanceof Error ? reason.message : String(reason),
    );
  return (event) => {
    try {
      kernel.client.post('events', path, { data: event }).then(([error]) => {
        if (error) dropped(error);
      }, dropped);
    } catch (error) {
      dropped(error);
    }
  };
}
