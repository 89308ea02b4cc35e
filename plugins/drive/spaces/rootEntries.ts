/**
 * Entries the finder puts at the top of a team's root (finder.md section 2, Team file list):
 * - the root of a company's special team: a devices folder, when enterpriseDevice is on;
 * - the root of the user's own special team: the private-space folder (when the user has one
 *   and secret is on, never in transfer mode; flagged membership expired below vip_level 20) and the personal devices folder (a plus user with
 *   personalDevice on).
 */
import { entryItem, type DriveItem } from '../../sources/shared/driveEntry';
import type { DriveLocation } from '../../sources/shared/driveLocation';
import { finderText } from '../texts/text';
import { finderSpaceText } from '../texts/spaceText';
import { secretAccessOf } from '../private-space/secretAccess';
import type { SpacesView } from './spacesView';

function folder(id: string, name: string, ftype: string, target: DriveItem['entry']['target']) {
  return entryItem(
    {
      id,
      fname: name,
      ftype,
      fsize: 0,
      groupid: 0,
      corpid: 0,
      linkgroupid: 0,
      ext: '',
      mtime: 0,
      isFile: false,
      isFolder: true,
      tag: ftype === 'secretfolder' ? 'Secret' : 'Devices',
      target,
    },
    { sourceKey: 'driveTeamFiles', origin: 'finder' },
  );
}

export function rootEntries(store: SpacesView) {
  return (location: DriveLocation): DriveItem[] => {
    const { kernel, spaces } = store;
    const tid = Number(location.tid);
    const cid = Number(location.cid ?? 0);
    const devices = () =>
      folder('devices', finderText(kernel, 'devicesFolder'), 'devices', {
        name: 'Devices',
        params: {},
      });
    if (cid > 0) {
      const company = store.companies.find((c) => c.id === cid);
      const corpSpecial = company?.corpspecial?.id;
      return corpSpecial === tid && store.has('enterpriseDevice') ? [devices()] : [];
    }
    if (!spaces.special || tid !== spaces.special.id) return [];
    const entries: DriveItem[] = [];
    const secret = secretAccessOf(store);
    if (spaces.secret?.name && secret !== 'off') {
      const entry = folder('secret', spaces.secret.name, 'secretfolder', {
        name: 'Secret',
        params: {},
      });
      // Below vip_level 20 the folder is flagged; opening it shows the renew link.
      if (secret === 'expired')
        entry.entry.description = finderSpaceText(kernel, 'membershipExpired');
      entries.push(entry);
    }
    if (kernel.context.isNewCompanyUser && store.has('personalDevice')) entries.push(devices());
    return entries;
  };
}
