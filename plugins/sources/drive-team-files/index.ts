/** pickerkit/sources/drive-team-files: the files of a team folder (next_offset / next_filter). */
export { driveTeamFilesSource, teamFilesPath } from './driveTeamFilesSource';
export type { TeamFilesConfig, TeamFilesPage } from './driveTeamFilesSource';
export { locationItem, locationKey, type DriveLocation } from '../shared/driveLocation';
export {
  entryOf,
  type DriveEntry,
  type DriveItem,
  type DriveFileRecord,
  type DriveTeamRecord,
} from '../shared/driveEntry';
