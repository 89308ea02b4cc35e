/**
 * pickerkit/drive/routes: a file picker's routes on the kernel's router (the spaces, the tabs'
 * lists, the companies and teams, search, unlock, cert and the error page) as a kernel plugin.
 */
export { FINDER_ROUTES_PLUGIN, finderRoutesPlugin } from './finderRoutesPlugin';
export { finderRoutes } from './finderRoutes';
