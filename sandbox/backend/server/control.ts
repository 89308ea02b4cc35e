/**
 * The control endpoints of the HTTP server, for the sandbox and browser tests:
 *   GET    /__faults              → { faults: [{ path, spec, hits }] }
 *   POST   /__faults  { path, ...FaultSpec }  inject (e.g. { "path": "/account/p/auth/check", "status": 401 })
 *   DELETE /__faults[?path=/x]    clear one or all
 *   GET    /__dataset             → { size, seed }
 *   POST   /__dataset { size, seed? }  switch the dataset without a restart (faults and records reset)
 *   POST   /__user    { kind }    the default signed-in user (requests without the pk_user cookie)
 *   GET    /__settings            → { settings } the signed-in user's settings over the seeded ones
 *   POST   /__settings { vipLevel?, companyAccount?, role?, unlockAttempts? }  replace them
 *          ({} goes back to the seeded user; userSettings.ts)
 *   POST   /__reset               clear faults, settings,, recorded requests, events and last_add, default user plus
 *   POST   /__encryption { enabled }  advertise the oem encrypted mode on every config answer, or not
 *   POST   /__private { enabled }  act as a private deployment (x-origin on the page probe, the root entry)
 *   GET    /__requests            → { requests: RecordedRequest[] } (what the suite received)
 *   DELETE /__requests            clear the recorded requests
 */
import { DATASET_SIZES, type DatasetSize } from '../types';
import type { FakeSuite } from '../suite';
import type { FaultSpec } from '../faults';
import { isUserKind } from '../users';
import { parseUserSettings } from '../userSettings';

export interface ControlHost {
  suite(): FakeSuite;
  switchDataset(size: DatasetSize, seed: number): void;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('body must be an object');
  return parsed as Record<string, unknown>;
}

export async function control(host: ControlHost, request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/__')) return undefined;
  try {
    const suite = host.suite();
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case 'GET /__faults':
        return json(200, { faults: suite.faults.list() });
      case 'POST /__faults': {
        const { path, ...spec } = await bodyOf(request);
        if (typeof path !== 'string')
          return json(400, { result: 'InvalidArgument', msg: 'path is required' });
        suite.faults.inject(path, spec as FaultSpec);
        return json(200, { result: 'ok', faults: suite.faults.list() });
      }
      case 'DELETE /__faults':
        suite.faults.clear(url.searchParams.get('path') ?? undefined);
        return json(200, { result: 'ok' });
      case 'GET /__dataset':
        return json(200, { size: suite.size, seed: suite.seed });
      case 'POST /__dataset': {
        const body = await bodyOf(request);
        const size = body.size ?? suite.size;
        const seed = body.seed ?? suite.seed;
        if (!DATASET_SIZES.includes(size as DatasetSize) || typeof seed !== 'number') {
          return json(400, {
            result: 'InvalidArgument',
            msg: `size must be one of ${DATASET_SIZES.join(', ')}`,
          });
        }
        host.switchDataset(size as DatasetSize, seed);
        return json(200, { result: 'ok', size, seed });
      }
      case 'POST /__user': {
        const { kind } = await bodyOf(request);
        if (!isUserKind(kind))
          return json(400, {
            result: 'InvalidArgument',
            msg: 'kind is personal, plus or isolated',
          });
        suite.setDefaultUser(kind);
        return json(200, { result: 'ok', kind });
      }
      case 'GET /__settings':
        return json(200, { settings: suite.userSettings() });
      case 'POST /__settings': {
        const settings = parseUserSettings(await bodyOf(request));
        suite.setUserSettings(settings);
        return json(200, { result: 'ok', settings });
      }
      case 'POST /__encryption': {
        const { enabled } = await bodyOf(request);
        if (typeof enabled !== 'boolean')
          return json(400, { result: 'InvalidArgument', msg: 'enabled is true or false' });
        suite.setEncryption(enabled);
        return json(200, { result: 'ok', enabled });
      }
      case 'POST /__private': {
        const { enabled } = await bodyOf(request);
        if (typeof enabled !== 'boolean')
          return json(400, { result: 'InvalidArgument', msg: 'enabled is true or false' });
        suite.setPrivateDeployment(enabled);
        return json(200, { result: 'ok', enabled });
      }
      case 'GET /__private':
        return json(200, { enabled: suite.privateDeployment() });
      case 'GET /__requests':
        return json(200, { requests: suite.recorded.requests });
      case 'DELETE /__requests':
        suite.recorded.requests.length = 0;
        return json(200, { result: 'ok' });
      case 'POST /__reset':
        suite.reset();
        return json(200, { result: 'ok' });
      default:
        return json(404, { result: 'notFound', msg: `No control endpoint ${route}` });
    }
  } catch (err) {
    return json(400, {
      result: 'InvalidArgument',
      msg: err instanceof Error ? err.message : String(err),
    });
  }
}
