/** The account service (prefix /account): user, recent contacts, contacts, groups, avatars. */
import type { SuiteModule } from '../context';
import { accountContactHandlers } from './accountContacts';
import { accountGroupHandlers } from './accountGroups';
import { accountPhoneHandlers } from './accountPhone';
import { avatarHandler } from './avatars';

export const accountService: SuiteModule = {
  service: 'account',
  handlers: (ctx, base) => [
    ...accountContactHandlers(ctx, base),
    ...accountGroupHandlers(ctx, base),
    ...accountPhoneHandlers(ctx, base),
    avatarHandler(`${base}/avatar/:name.png`),
  ],
};
