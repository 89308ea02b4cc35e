/**
 * The finder's routes as a kernel plugin: the route table (finderRoutes.ts) on the kernel's
 * router, and the error page as the router's error route (its message from the result codes).
 */
import type { Plugin } from '../../../kernel';
import type { FinderStore } from '../finder-state/FinderStore';
import { pageErrorMessage } from '../result-codes/finderResultCodes';
import { finderRoutes } from './finderRoutes';

export const FINDER_ROUTES_PLUGIN = 'finder:routes';

export function finderRoutesPlugin(store: FinderStore): Plugin {
  return {
    name: FINDER_ROUTES_PLUGIN,
    apply(kernel) {
      kernel.router.addRoutes(finderRoutes(store));
      kernel.router.setErrorRoute((error) => ({
        name: 'error',
        params: { errorInfo: pageErrorMessage(kernel, error) },
      }));
    },
  };
}
