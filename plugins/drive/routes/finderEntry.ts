/**
 * The finder route's loader (finder.md section 4, Finder entry): the user's tmp and special
 * spaces and the secret space, the enterprise list (a plus user with wps+ on), the latest
 * folders (when enabled and not in transfer). The oem release skips the personal spaces. A
 * failure throws: the router shows the error page with the server's message. The secret space
 * may be refused (membership below the level it needs): the finder then has none.
 */
import { isCancelled } from '../../../kernel';
import { loadCompanies, loadCompanyRestrictions } from '../enterprise/enterpriseEntry';
import { takeSpace } from '../finder-state/spacesAhead';
import { LATEST_FOLDERS } from '../latest-folders/latestFoldersKey';
import type { GroupRecord } from '../finder-state/driveCalls';
import type { EnterpriseView } from '../enterprise/enterpriseView';

async function optional(load: Promise<GroupRecord>): Promise<GroupRecord | null> {
  try {
    return await load;
  } catch (error) {
    if (isCancelled(error)) throw error;
    return null;
  }
}

export async function loadFinderEntry(store: EnterpriseView, signal: AbortSignal): Promise<void> {
  const { kernel, inputs } = store;
  const personal = kernel.options.release !== 'oem';
  const wantsCompanies = kernel.context.isNewCompanyUser && store.has('wps+');
  const wantsLatestFolders = store.has('isLatestUseFolder') && !inputs.transfer;
  // The spaces were asked as soon as the user was known (spacesAhead.ts): taken, not asked again.
  const [special, tmp, secret, companies] = await Promise.all([
    personal ? takeSpace(kernel, 'special', signal) : Promise.resolve(null),
    personal ? takeSpace(kernel, 'tmp', signal) : Promise.resolve(null),
    personal && store.has('secret') ? optional(takeSpace(kernel, 'secret', signal)) : null,
    wantsCompanies ? loadCompanies(store, signal) : Promise.resolve([]),
    wantsLatestFolders ? kernel.extensions.get(LATEST_FOLDERS).load(signal) : undefined,
  ]);
  store.setSpaces({ special, tmp, secret });
  store.setCompanies(companies);
  await loadCompanyRestrictions(store, companies, signal);
}
