/**
 * Who may open the private (secret) space (finder.md sections 4 and 9): it needs the secret
 * feature, is never offered in transfer mode, and needs vip_level 20 or more; below that the
 * private-space folder is still shown, flagged as membership expired with a renew link.
 */
import type { FinderStateView } from '../finder-state/finderView';

/** The lowest vip_level that may open the private space. */
export const SECRET_MIN_VIP_LEVEL = 20;

/** 'off': not offered at all; 'expired': shown, flagged, not opened; 'open': usable. */
export type SecretAccess = 'off' | 'expired' | 'open';

export interface SecretAccessInput {
  /** The secret feature is on. */
  feature: boolean;
  /** The picker acts for another user (transfer). */
  transfer: boolean;
  /** The user's vip_level (absent counts as 0). */
  vipLevel: number | undefined;
}

export function secretAccess({ feature, transfer, vipLevel }: SecretAccessInput): SecretAccess {
  if (!feature || transfer) return 'off';
  return (vipLevel ?? 0) >= SECRET_MIN_VIP_LEVEL ? 'open' : 'expired';
}

/** The vip_level the account check answered (the user's raw record), else undefined. */
export function vipLevelOf(user: { raw?: unknown } | null | undefined): number | undefined {
  const raw = user?.raw as { vip_level?: unknown } | undefined;
  const level = Number(raw?.vip_level);
  return Number.isFinite(level) ? level : undefined;
}

/** The private space's access for this finder and its user. */
export function secretAccessOf(
  view: Pick<FinderStateView, 'kernel' | 'has' | 'inputs'>,
): SecretAccess {
  return secretAccess({
    feature: view.has('secret'),
    transfer: Boolean(view.inputs.transfer),
    vipLevel: vipLevelOf(view.kernel.context.user),
  });
}
