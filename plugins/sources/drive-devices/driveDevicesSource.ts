/**
 * driveDevices: the user's devices (finder.md Devices). GET drive /api/v5/groups/tmp/devices with
 * count 200 and offset; reads `devices`. Paging by a running count (done below a page or at
 * offset -1). A device opens the Device route with its id.
 */
import type { LoadContext, SourceConfig } from '../../../kernel';
import { offsetCursor } from '../../../kernel/sources/cursors';
import { entryItem, type DriveItem } from '../shared/driveEntry';
import { runningCountStep } from '../shared/driveRunningCount';
import { driveGet, driveSourcePlugin } from '../shared/driveSource';
import type { Provenance } from '../shared/items';
import { listAnswer } from '../shared/values';

/** finder.md section 9: devices list count 200. */
export const DEVICES_PAGE_SIZE = 200;

export interface DeviceRecord {
  id: string | number;
  name: string;
  type?: string;
  mtime?: number;
}

export interface DevicesPage {
  devices?: DeviceRecord[];
  offset?: number;
}

export function deviceToItem(record: DeviceRecord, from: Provenance): DriveItem {
  const id = String(record.id);
  return entryItem(
    {
      id: `device:${id}`,
      fname: record.name,
      ftype: 'device',
      fsize: 0,
      groupid: 0,
      corpid: 0,
      linkgroupid: 0,
      ext: '',
      mtime: Number(record.mtime) || 0,
      isFile: false,
      isFolder: true,
      tag: 'Devices',
      target: { name: 'Device', params: { deviceid: id } },
    },
    from,
    record,
  );
}

function createDevices(config: SourceConfig, from: Provenance) {
  return {
    tree: false,
    searchable: false,
    pageSize: DEVICES_PAGE_SIZE,
    async load(ctx: LoadContext) {
      const cursor = ctx.cursor as number | undefined;
      const data = await driveGet<DevicesPage>(ctx, config, '/api/v5/groups/tmp/devices', {
        count: DEVICES_PAGE_SIZE,
        offset: offsetCursor.current(cursor),
      });
      const records = listAnswer(data.devices);
      return {
        items: records.map((record) => deviceToItem(record, from)),
        ...runningCountStep(cursor, records.length, DEVICES_PAGE_SIZE, data.offset),
      };
    },
  };
}

/** The devices source (type `driveDevices`). */
export function driveDevicesSource() {
  return driveSourcePlugin({
    name: 'source:drive-devices',
    type: 'driveDevices',
    create: (config, _kernel, from) => createDevices(config, from),
  });
}
