/**
 * driveDeviceFiles: the files of one device (finder.md Device). GET drive
 * /api/v5/groups/tmp/devices/{deviceId}/files with count and offset; reads `files`. Paging by a
 * running count (done below a page or at offset -1). The device id comes from the location.
 */
import { ErrorCodes, PickerError, type LoadContext, type SourceConfig } from '../../../kernel';
import { path } from '../../../kernel/request/paths';
import { offsetCursor } from '../../../kernel/sources/cursors';
import { driveFileItem, type DriveFileRecord } from '../shared/driveEntry';
import { locationOf } from '../shared/driveLocation';
import { runningCountStep } from '../shared/driveRunningCount';
import { driveGet, driveSourcePlugin } from '../shared/driveSource';
import type { Provenance } from '../shared/items';
import { listAnswer } from '../shared/values';

export interface DeviceFilesPage {
  files?: DriveFileRecord[];
  offset?: number;
}

function createDeviceFiles(config: SourceConfig, from: Provenance) {
  return {
    tree: false,
    searchable: false,
    async load(ctx: LoadContext) {
      const { deviceid } = locationOf(ctx);
      if (!deviceid) {
        throw new PickerError(ErrorCodes.PARAM_INVALID, 'driveDeviceFiles needs a device id');
      }
      const cursor = ctx.cursor as number | undefined;
      const data = await driveGet<DeviceFilesPage>(
        ctx,
        config,
        path`/api/v5/groups/tmp/devices/${deviceid}/files`,
        { count: ctx.pageSize, offset: offsetCursor.current(cursor) },
      );
      const records = listAnswer(data.files);
      return {
        items: records.map((record) => driveFileItem(record, from, 'Device')),
        ...runningCountStep(cursor, records.length, ctx.pageSize, data.offset),
      };
    },
  };
}

/** The device files source (type `driveDeviceFiles`). */
export function driveDeviceFilesSource() {
  return driveSourcePlugin({
    name: 'source:drive-device-files',
    type: 'driveDeviceFiles',
    create: (config, _kernel, from) => createDeviceFiles(config, from),
  });
}
