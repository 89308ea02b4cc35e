/** The directory service (prefix /directory): recent chats, org tree, staff, search, shares. */
import type { SuiteModule } from '../context';
import { directoryOrgHandlers } from './directoryOrg';
import { directoryRecentHandlers } from './directoryRecent';
import { directorySearchHandlers } from './directorySearch';
import { directoryShareHandlers } from './directoryShares';

export const directoryService: SuiteModule = {
  service: 'directory',
  handlers: (ctx, base) => [
    ...directoryRecentHandlers(ctx, base),
    ...directorySearchHandlers(ctx, base),
    ...directoryShareHandlers(ctx, base),
    ...directoryOrgHandlers(ctx, base),
  ],
};
