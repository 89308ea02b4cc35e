// The devices list of a large drive (230 devices) pages by 200 (finder.md section 9).
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveService } from '../../../sandbox/backend/services/drive';
import { getOk, rows } from './helpers';

describe('devices in a large drive', () => {
  const BASE = 'http://large.test/drive';
  const server = setupServer(
    ...driveService.handlers({ seed: 1, size: 'large', userKind: () => 'plus' }, BASE),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('pages by 200 with a running offset', async () => {
    const first = await getOk(`${BASE}/api/v5/groups/tmp/devices`);
    expect(rows(first, 'devices')).toHaveLength(200);
    expect(first.offset).toBe(200);
    const second = await getOk(`${BASE}/api/v5/groups/tmp/devices?offset=200`);
    expect(rows(second, 'devices')).toHaveLength(30);
    expect(second.offset).toBe(-1);
  }, 30_000);
});
