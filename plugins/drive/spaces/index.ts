/**
 * pickerkit/drive/spaces: the drive's spaces as sources: the special, tmp and secret teams and
 * the devices as root lists, entering a team (its guard), and the drive source plugins with
 * their configurations for a file picker.
 */
export { driveSourcePlugins, driveSourceConfigs } from './driveSetup';
export { rootEntries } from './rootEntries';
export { teamEntry, teamEntryGuard, secretAccessOf, type TeamEntry } from './teamEntry';
export { deviceNameOf, loadDeviceName } from './deviceNames';
