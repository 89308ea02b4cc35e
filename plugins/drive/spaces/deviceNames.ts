/**
 * The names of the devices the finder has opened (finder.md section 7: GET
 * /api/v5/groups/tmp/devices/{id}/path answers path.dname), one map per kernel: the Device
 * route's loader fetches the open device's name and the breadcrumb shows it after Devices.
 */
import { observable, runInAction, type ObservableMap } from 'mobx';
import { devicePath, type PickerKernel } from '../../../kernel';

const byKernel = new WeakMap<PickerKernel, ObservableMap<string, string>>();

function namesOf(kernel: PickerKernel): ObservableMap<string, string> {
  let names = byKernel.get(kernel);
  if (!names) {
    names = observable.map<string, string>();
    byKernel.set(kernel, names);
  }
  return names;
}

/** The name of a device the finder has loaded, if any. */
export function deviceNameOf(kernel: PickerKernel, deviceId: string | number): string | undefined {
  return namesOf(kernel).get(String(deviceId));
}

/** Fetches and keeps a device's name; a failure rejects (the route shows it). */
export async function loadDeviceName(
  kernel: PickerKernel,
  deviceId: string | number,
  signal?: AbortSignal,
): Promise<string> {
  const [error, data] = await devicePath(kernel.client, deviceId, { signal });
  if (error) throw error;
  const name = String(data?.path?.dname ?? '');
  runInAction(() => namesOf(kernel).set(String(deviceId), name));
  return name;
}
