/**
 * The drive sources of the finder: their plugins, and their configs with what the finder adds
 * (team roots' extra entries, the search's directories-only mode and its one-team limit).
 */
import type { PickerKernel, Plugin, SourceConfig } from '../../../kernel';
import { driveDeviceFilesSource } from '../../sources/drive-device-files';
import { driveDevicesSource } from '../../sources/drive-devices';
import { driveEnterpriseTeamsSource } from '../../sources/drive-enterprise-teams';
import { driveFavoriteSource } from '../../sources/drive-favorite';
import { driveLatestSource } from '../../sources/drive-latest';
import { driveMyTeamsSource } from '../../sources/drive-my-teams';
import { driveSearchSource } from '../../sources/drive-search';
import { driveShareSource } from '../../sources/drive-share';
import { driveStarSource } from '../../sources/drive-star';
import { driveTeamFilesSource } from '../../sources/drive-team-files';
import type { ResolvedInputs } from '../rules/inputs';
import type { DriveLocation } from '../../sources/shared/driveLocation';
import { rootEntries } from './rootEntries';
import { DRIVE_SPACES } from './spacesKey';
import { spacesView } from './spacesView';

export function driveSourcePlugins(): Plugin[] {
  return [
    driveTeamFilesSource(),
    driveLatestSource(),
    driveStarSource(),
    driveFavoriteSource(),
    driveShareSource(),
    driveMyTeamsSource(),
    driveDevicesSource(),
    driveDeviceFilesSource(),
    driveEnterpriseTeamsSource(),
    driveSearchSource(),
  ];
}

/**
 * The configs for one finder's kernel (the spaces plugin adds them at init): the team roots'
 * extra entries and the search's one-team limit read the kernel's spaces when they load.
 */
export function driveSourceConfigs(inputs: ResolvedInputs, kernel: PickerKernel): SourceConfig[] {
  const view = spacesView(kernel);
  const { tabs } = inputs.featureSet;
  const onlyMyDocs = tabs.length === 1 && tabs[0] === 'MyDocs';
  return [
    {
      type: 'driveTeamFiles',
      key: 'driveTeamFiles',
      rootEntries: (location: DriveLocation) => rootEntries(view)(location),
    },
    { type: 'driveLatest', key: 'driveLatest' },
    { type: 'driveStar', key: 'driveStar' },
    { type: 'driveFavorite', key: 'driveFavorite' },
    { type: 'driveShare', key: 'driveShare' },
    { type: 'driveMyTeams', key: 'driveMyTeams' },
    { type: 'driveDevices', key: 'driveDevices' },
    { type: 'driveDeviceFiles', key: 'driveDeviceFiles' },
    { type: 'driveEnterpriseTeams', key: 'driveEnterpriseTeams' },
    {
      type: 'driveSearch',
      key: 'driveSearch',
      dirOnly: inputs.mode === 'dir',
      groupid: () =>
        onlyMyDocs ? kernel.extensions.get(DRIVE_SPACES).spaces.special?.id : undefined,
    },
  ];
}
