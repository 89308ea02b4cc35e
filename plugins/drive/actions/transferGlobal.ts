/**
 * The transfer global (finder.md sections 1 and 4): while a transfer finder lives, the window
 * carries whom it acts for ({userId, companyId}), which the request layer adds to the suite's
 * GET calls; on teardown it is cleared. A setting the host put there before is given back, and
 * one another finder put there since is left alone.
 */
import { TRANSFER_WINDOW_PROPERTY, type TransferSetting } from '../../../kernel/request';

type TransferWindow = { [TRANSFER_WINDOW_PROPERTY]?: TransferSetting | null };

function transferWindow(): TransferWindow | null {
  return typeof window === 'undefined' ? null : (window as unknown as TransferWindow);
}

/** Puts the setting on the window; returns what clears it. */
export function installTransferGlobal(
  setting: TransferSetting,
  target: TransferWindow | null = transferWindow(),
): () => void {
  if (!target) return () => undefined;
  const before = target[TRANSFER_WINDOW_PROPERTY];
  const mine: TransferSetting = { userId: setting.userId, companyId: setting.companyId };
  target[TRANSFER_WINDOW_PROPERTY] = mine;
  return () => {
    if (target[TRANSFER_WINDOW_PROPERTY] !== mine) return;
    if (before) target[TRANSFER_WINDOW_PROPERTY] = before;
    else delete target[TRANSFER_WINDOW_PROPERTY];
  };
}
