/** aria-checked of a tri-state status: 0 false, 1 mixed, 2 true. */
import type { CheckStatus } from './surface';

export function ariaChecked(status: CheckStatus): 'true' | 'false' | 'mixed' {
  if (status === 2) return 'true';
  if (status === 1) return 'mixed';
  return 'false';
}
