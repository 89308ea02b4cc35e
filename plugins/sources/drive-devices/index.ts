/** pickerkit/sources/drive-devices: the user's devices, 200 a page. */
export { driveDevicesSource, deviceToItem, DEVICES_PAGE_SIZE } from './driveDevicesSource';
export type { DeviceRecord, DevicesPage } from './driveDevicesSource';
