/**
 * pickerkit/drive/spaces: the drive's spaces: the special, tmp and secret teams and the user's
 * companies in a small store on the kernel (spacesPlugin(), DRIVE_SPACES), the team roots' extra
 * entries (the private space, the devices), entering a team (its guard), and the drive source
 * plugins with their configurations for a file picker.
 */
export { driveSourcePlugins, driveSourceConfigs } from './driveSetup';
export { SPACES_PLUGIN, DRIVE_SPACES } from './spacesKey';
export { spacesPlugin } from './spacesPlugin';
export { SpacesStore, type FinderSpaces } from './SpacesStore';
export { spacesView, type SpacesView } from './spacesView';
export { rootEntries } from './rootEntries';
export { teamEntry, teamEntryGuard, type TeamEntry } from './teamEntry';
export { secretAccessOf } from '../private-space/secretAccess';
export { deviceNameOf, loadDeviceName } from './deviceNames';
