/**
 * The enterprise rules as a kernel plugin (finder.md section 4): it makes the enterprise state
 * (ENTERPRISE_STATE) from the finder's action and restrict feature, and:
 * - with restriction on, navigating to Share, Latest, Star or Favorite is refused and the limit
 *   tip of the action shows;
 * - a user's navigation to a disabled enterprise (IP-forbidden or restricted) is refused;
 * - arriving at a route other than Device or Devices in copy, move or save turns restriction off
 *   when the company there has none.
 */
import { STAGE_DEFAULT, type Plugin } from '../../../kernel';
import { FINDER_PLUGIN, FINDER_SETTINGS } from '../finder-state/finderKeys';
import { SPACES_PLUGIN } from '../spaces/spacesKey';
import { ENTERPRISE_PLUGIN, ENTERPRISE_STATE } from './enterpriseKey';
import { EnterpriseState } from './EnterpriseState';
import { addEnterpriseStrings, enterpriseText } from './enterpriseTexts';
import { enterpriseView, type EnterpriseView } from './enterpriseView';
import { initialRestriction, isTabLimited, leavingTurnsOff, limitTipKey } from './restrictionRules';
import { workspacesOf } from './workspaces';

export { ENTERPRISE_PLUGIN };

const COMPANY_ROUTES = ['EnterpriseIndex', 'EnterpriseTeams', 'EnterpriseTeamFiles'];

function companyOf(store: EnterpriseView, params: Readonly<Record<string, unknown>>): number {
  const value = Number(params.cid ?? store.kernel.context.currentCompanyId ?? 0);
  return Number.isFinite(value) ? value : 0;
}

export function enterprisePlugin(): Plugin {
  return {
    name: ENTERPRISE_PLUGIN,
    dependencies: [FINDER_PLUGIN, SPACES_PLUGIN],
    apply(kernel) {
      addEnterpriseStrings(kernel);
      const { inputs } = kernel.extensions.get(FINDER_SETTINGS);
      const state = new EnterpriseState(
        initialRestriction(inputs.action, inputs.featureSet.restrict),
      );
      kernel.extensions.provide(ENTERPRISE_STATE, state);
      const store = enterpriseView(kernel);
      const tap = { name: ENTERPRISE_PLUGIN, stage: STAGE_DEFAULT };
      kernel.hooks.shouldNavigate.tap(tap, ({ from, to }) => {
        const { enterprise, inputs } = store;
        if (isTabLimited(enterprise.restrictionOn, to.name)) {
          store.showTip(enterpriseText(kernel, limitTipKey(inputs.action)));
          return false;
        }
        if (from && COMPANY_ROUTES.includes(to.name)) {
          const cid = Number(to.params.cid);
          const entry = workspacesOf(store).find((w) => w.id === cid);
          if (entry?.disabled) return false;
        }
        return undefined;
      });
      kernel.hooks.onRouteChange.tap(tap, ({ to }) => {
        const { enterprise, inputs } = store;
        if (!enterprise.restrictionOn) return;
        const cid = companyOf(store, to.params);
        if (leavingTurnsOff(inputs.action, to.name, enterprise.restricts(cid))) {
          enterprise.turnRestrictionOff();
        }
      });
    },
  };
}
