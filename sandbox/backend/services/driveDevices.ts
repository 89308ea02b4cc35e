/** Personal devices (the tmp space): device list, a device's files, a device's path. */
import { http, type HttpHandler } from 'msw';
import { fail, ok, readPaging, slicePage } from './driveHttp';
import type { DriveStore, DriveView } from './driveStore';
import { sortFiles, withExt } from './driveFiles';

export const DEVICES_PAGE_SIZE = 200;

function deviceOf(view: DriveView, raw: string | readonly string[] | undefined) {
  const id = Array.isArray(raw) ? raw[0] : raw;
  return view.ds.devices().find((d) => d.id === id);
}

export function deviceHandlers(store: DriveStore, base: string): HttpHandler[] {
  return [
    http.get(`${base}/api/v5/groups/tmp/devices`, ({ request }) => {
      const view = store.view(request);
      const paging = readPaging(
        new URL(request.url),
        'devices',
        DEVICES_PAGE_SIZE,
        DEVICES_PAGE_SIZE,
      );
      if (!paging) return fail('InvalidArgument');
      const page = slicePage(view.ds.devices(), paging.offset, paging.count);
      return ok({ devices: page.items, offset: page.next });
    }),

    http.get(`${base}/api/v5/groups/tmp/devices/:deviceId/files`, ({ request, params }) => {
      const view = store.view(request);
      const device = deviceOf(view, params.deviceId);
      if (!device) return fail('fileNotExists', 'The device does not exist.');
      const paging = readPaging(new URL(request.url), `device:${device.id}`, 20);
      if (!paging) return fail('InvalidArgument');
      const files = sortFiles(
        view.children(view.ds.own.tmp.id, Number(device.id)),
        'mtime',
        true,
        false,
      );
      const page = slicePage(files, paging.offset, paging.count);
      return ok({ files: page.items.map((f) => withExt(f, base)), offset: page.next });
    }),

    http.get(`${base}/api/v5/groups/tmp/devices/:deviceId/path`, ({ request, params }) => {
      const view = store.view(request);
      const device = deviceOf(view, params.deviceId);
      if (!device) return fail('fileNotExists', 'The device does not exist.');
      return ok({ path: { dname: device.name, id: device.id, type: device.type } });
    }),
  ];
}
