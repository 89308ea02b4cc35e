/** pickerkit/sources/drive-device-files: the files of one device, by running count. */
export { driveDeviceFilesSource } from './driveDeviceFilesSource';
export type { DeviceFilesPage } from './driveDeviceFilesSource';
