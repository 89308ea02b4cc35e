/**
 * What the actions read of the finder's state (the enterprise view gives it): a narrow view, so the
 * actions depend on the members they read, not on the stores that hold them.
 */
import type { PickerKernel, Router } from '../../../kernel';
import type { EnterpriseState } from '../enterprise/EnterpriseState';
import type { CompanyRecord } from '../finder-state/driveCalls';
import type { RouteList } from '../finder-state/routeLists';
import type { TeamView } from '../finder-state/teamInfo';
import type { Feature } from '../rules/features';
import type { ResolvedInputs } from '../rules/inputs';

export interface ActionHost {
  readonly kernel: PickerKernel;
  readonly router: Router;
  readonly inputs: ResolvedInputs;
  readonly enterprise: Pick<EnterpriseState, 'restricts'>;
  /** The team a TeamFiles route shows, or null. */
  readonly teamView: TeamView | null;
  /** The company of the current route (0: personal). */
  readonly companyId: number;
  readonly readOnly: boolean;
  readonly companies: readonly CompanyRecord[];
  /** The tips dialog's message, when open. */
  readonly tip: string | null;
  /** The list the current route shows, or null. */
  readonly list: RouteList | null;
  has(feature: Feature): boolean;
  showTip(message: string): void;
}
