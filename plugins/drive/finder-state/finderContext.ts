/**
 * The finder's user context (finder.md section 4, root route): before init the current user is
 * fetched (the account check) and, for a plus user with a company, the workspace company
 * (a failure there is swallowed), asked beside the check and dropped when the check says the user
 * is not one (besideTheCheck.ts). The personal spaces the finder entry loads need neither: they
 * are asked with the account check, beside it (spacesAhead.ts). The member
 * picker's source-config rules do not apply: the finder's sources are its own.
 */
import { STAGE_NORMALISE, isCancelled, type CurrentUser, type Plugin } from '../../../kernel';
import { askBesideTheCheck } from '../../sources/context/besideTheCheck';
import { fetchWorkspaceCompany } from '../../sources/context/companies';
import { fetchCurrentUser } from '../../sources/context/currentUser';
import { kernelScope } from '../../sources/shared/fetch';
import { startPersonalSpaces } from './spacesAhead';

export const FINDER_CONTEXT_PLUGIN = 'finderContext';

export function finderContext(): Plugin {
  return {
    name: FINDER_CONTEXT_PLUGIN,
    apply(kernel) {
      kernel.hooks.beforeInit.tapPromise(
        { name: FINDER_CONTEXT_PLUGIN, stage: STAGE_NORMALISE },
        async () => {
          const scope = kernelScope(kernel);
          const asked = fetchCurrentUser(scope).then((user) => {
            kernel.context.setUser(user);
            return user;
          });
          startPersonalSpaces(kernel, asked);
          const workspaceAhead = askBesideTheCheck(scope, fetchWorkspaceCompany);
          let user: CurrentUser;
          try {
            user = await asked;
          } catch (error) {
            workspaceAhead?.drop();
            throw error;
          }
          if (!kernel.context.isNewCompanyUser) {
            workspaceAhead?.drop();
            return;
          }
          const workspace = await (workspaceAhead?.take() ?? fetchWorkspaceCompany(scope)).catch(
            (error: unknown) => {
              if (isCancelled(error)) throw error;
              return '';
            },
          );
          if (workspace !== '' && !user.isAccountIsolation) {
            kernel.context.setCurrentCompany(workspace);
          }
        },
      );
    },
  };
}
