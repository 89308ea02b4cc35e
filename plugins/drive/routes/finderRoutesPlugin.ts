/**
 * The finder's routes as a kernel plugin: the route table (finderRoutes.ts) on the kernel's
 * router, and the error page as the router's error route (its message from the result codes).
 * The routes' loaders and guards read the finder's stores through the kernel (enterpriseView).
 */
import type { Plugin } from '../../../kernel';
import { ENTERPRISE_PLUGIN } from '../enterprise/enterpriseKey';
import { enterpriseView } from '../enterprise/enterpriseView';
import { FINDER_PLUGIN } from '../finder-state/finderKeys';
import { SPACES_PLUGIN } from '../spaces/spacesKey';
import { pageErrorMessage } from '../result-codes/finderResultCodes';
import { finderRoutes } from './finderRoutes';

export const FINDER_ROUTES_PLUGIN = 'finder:routes';

export function finderRoutesPlugin(): Plugin {
  return {
    name: FINDER_ROUTES_PLUGIN,
    dependencies: [FINDER_PLUGIN, SPACES_PLUGIN, ENTERPRISE_PLUGIN],
    apply(kernel) {
      kernel.router.addRoutes(finderRoutes(enterpriseView(kernel)));
      kernel.router.setErrorRoute((error) => ({
        name: 'error',
        params: { errorInfo: pageErrorMessage(kernel, error) },
      }));
    },
  };
}
