/**
 * pickerContext(): the init work of the member picker (member-picker.md section 4, lifecycle).
 * - beforeInit: the current user (cached per client) and, for a new-company user, the joined
 *   companies and the current workspace, both from the workspaces call (a failure swallowed),
 *   asked beside the check when a configured source works inside a company (besideTheCheck.ts),
 *   and written to the context when modifySourceConfigs runs (loadContext says why);
 * - the company switch: `switchCompany` in the kernel slot COMPANY_SWITCH_SLOT, which the
 *   company switcher calls (the retried workspace fetch, then the company it decides);
 * - modifySourceConfigs: those writes, then normalisation (normaliseConfigs.ts);
 * - validateSourceConfigs: every rule of sections 5 and 8 (validateConfigs.ts);
 * - afterConfirm: the chosen users become recent contacts, once the page is idle after a paint
 *   (the confirm does not wait; a failure is only logged);
 * - onSearch: the phone/e-mail probe when a search found nobody.
 */
import { runInAction } from 'mobx';
import type { CurrentUser, Plugin, PickerKernel } from '../../../kernel';
import { STAGE_DEFAULT, STAGE_NORMALISE, isNewCompanyUser } from '../../../kernel';
import { registerMemberItems } from '../member-items';
import { kernelScope } from '../shared/fetch';
import { askBesideTheCheck } from './besideTheCheck';
import { joinedCompaniesOrNone, requestJoinedCompanies, switchCompany } from './companies';
import { fetchCurrentUser } from './currentUser';
import { COMPANY_SCOPED, normaliseConfigs } from './normaliseConfigs';
import {
  DEFAULT_COMPANY_FIELDS,
  DEFAULT_ISOLATION_DROPPED,
  DEFAULT_RECENT_SOURCE,
  type PickerContextOptions,
} from './pickerContext.types';
import { addRecentContactsLater } from './recentContacts';
import { USER_NOT_FOUND_SLOT, UserNotFoundPrompt } from './userNotFoundPrompt';
import { probeUnknownUser } from './userProbe';
import { validateConfigs } from './validateConfigs';

export const PICKER_CONTEXT_PLUGIN = 'pickerContext';

/** The kernel slot holding the company switch: `(companyId, signal?) => Promise<shown id>`. */
export const COMPANY_SWITCH_SLOT = 'switchCompany';
export type CompanySwitch = (companyId: string, signal?: AbortSignal) => Promise<string>;

/** What init loaded, written to the kernel's context in one action. */
type ContextWrites = () => void;

/**
 * The user, then for a new-company user the joined companies and the current workspace. Nothing
 * is written here: the writes are returned and made when init goes on to normalise the configs,
 * in the task that then builds the tabs and sends the first list's requests. Written at the end
 * of this tap, they made React render what observes the context (the company switcher, the
 * shell) in a microtask before init went on, and the first list's request waited for that render.
 */
async function loadContext(
  kernel: PickerKernel,
  options: PickerContextOptions,
): Promise<ContextWrites> {
  const scope = kernelScope(kernel);
  const fields = options.companyFields ?? DEFAULT_COMPANY_FIELDS;
  // With a source inside a company, the first list waits for the company: the workspaces call
  // goes beside the check (besideTheCheck.ts), not a round trip after it. Without one, a
  // personal user is as likely as not and nothing waits, so it is asked for a company user only.
  const companiesAhead =
    options.loadCompanies !== false && hasCompanySource(kernel)
      ? askBesideTheCheck(scope, (ahead) => requestJoinedCompanies(ahead, fields))
      : null;
  let user: CurrentUser;
  try {
    user = await fetchCurrentUser(scope);
  } catch (error) {
    companiesAhead?.drop();
    throw error;
  }
  const writeUser = () => kernel.context.setUser(user);
  if (!isNewCompanyUser(user) || options.loadCompanies === false) {
    companiesAhead?.drop();
    return writeUser;
  }
  const { companies, workspace } = await joinedCompaniesOrNone(
    companiesAhead?.take() ?? requestJoinedCompanies(scope, fields),
  );
  return () => {
    writeUser();
    kernel.context.setCompanies(companies);
    if (workspace !== '' && !user.isAccountIsolation) kernel.context.setCurrentCompany(workspace);
  };
}

/** Whether a configured source works inside a company (the company tree, staff, teams of one). */
function hasCompanySource(kernel: PickerKernel): boolean {
  // Checked at creation, so each config is an object with a known type.
  return (kernel.options.sources ?? []).some((config) => COMPANY_SCOPED.has(config.type));
}

export function pickerContext(options: PickerContextOptions = {}): Plugin {
  return {
    name: PICKER_CONTEXT_PLUGIN,
    apply(kernel) {
      registerMemberItems(kernel);
      const companySwitch: CompanySwitch = (companyId, signal) =>
        switchCompany(kernel, companyId, signal);
      kernel.slots.set(COMPANY_SWITCH_SLOT, companySwitch);
      let loaded: ContextWrites | null = null;
      kernel.hooks.beforeInit.tapPromise(
        { name: PICKER_CONTEXT_PLUGIN, stage: STAGE_NORMALISE },
        async () => {
          loaded = await loadContext(kernel, options);
        },
      );
      kernel.hooks.modifySourceConfigs.tap(
        { name: PICKER_CONTEXT_PLUGIN, stage: STAGE_NORMALISE },
        (configs) => {
          // What beforeInit loaded, written now (loadContext says why), before anything reads it.
          const write = loaded;
          loaded = null;
          if (write) runInAction(write);
          return normaliseConfigs(
            configs,
            kernel.context.user,
            options.isolationDroppedTypes ?? DEFAULT_ISOLATION_DROPPED,
          );
        },
      );
      kernel.hooks.validateSourceConfigs.tap(
        { name: PICKER_CONTEXT_PLUGIN, stage: STAGE_NORMALISE },
        (configs) => validateConfigs(configs, kernel),
      );
      if (options.addToRecent !== false) {
        kernel.hooks.afterConfirm.tap(
          { name: PICKER_CONTEXT_PLUGIN, stage: STAGE_DEFAULT },
          (payload) =>
            addRecentContactsLater(kernel, payload, options.recentSource ?? DEFAULT_RECENT_SOURCE),
        );
      }
      if (options.probeUnknownUsers !== false) {
        const notify = options.onUserNotFound;
        const prompt = new UserNotFoundPrompt((info) => notify?.(info));
        kernel.slots.set(USER_NOT_FOUND_SLOT, prompt);
        kernel.hooks.onQueryChange.tap(PICKER_CONTEXT_PLUGIN, () => prompt.clear());
        kernel.hooks.onSearch.tap(PICKER_CONTEXT_PLUGIN, (query, resultCount) => {
          if (resultCount > 0 || !notify) return;
          void probeUnknownUser(kernel, query)
            .then((info) => {
              if (!info) return;
              // Shown only while the search it answers is still the one on screen.
              if (kernel.search.query.trim() === info.query) prompt.show(info);
              notify({ ...info, trigger: 'probe' });
            })
            .catch((error: unknown) => {
              console.warn('[pickerkit] user probe failed:', (error as Error).message);
            });
        });
      }
      return () => {
        if (kernel.slots.get(COMPANY_SWITCH_SLOT) === companySwitch) {
          kernel.slots.delete(COMPANY_SWITCH_SLOT);
        }
      };
    },
  };
}
