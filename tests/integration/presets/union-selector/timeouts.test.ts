/**
 * Time-outs per product: every call of the union selector waits 10 s (union-selector.md sections 7
 * and 9), its drive calls (documents tab, file search) and its config included; the finder's
 * drive calls keep 5 s (finder.md), the client's default for the drive service.
 */
import { describe, expect, it } from 'vitest';
import type { PickerRequestClient } from '../../../../kernel/request';
import { createRequestClient, SERVICE_TIMEOUTS_MS } from '../../../../kernel/request';
import { createUnionSelectorKernel } from '../../../../presets/union-selector';
import { useFakeSuite } from '../../../support/fakeSuite';
import { testEnv } from '../../request/helpers';

const suite = useFakeSuite({ size: 'default', seed: 1 });

/** The timeout each request left with, by URL path. */
function recordTimeouts(client: PickerRequestClient): Array<{ url: string; timeout?: number }> {
  const sent: Array<{ url: string; timeout?: number }> = [];
  client.axios.interceptors.request.use((config) => {
    const service = new URL(config.baseURL ?? 'http://x').pathname;
    sent.push({ url: `${service}${config.url ?? ''}`, timeout: config.timeout });
    return config;
  });
  return sent;
}

describe('request time-outs per product', () => {
  it('the union selector sends every call, the drive ones included, with a 10 s timeout', async () => {
    const kernel = createUnionSelectorKernel({ fid: 8000001, services: suite.urls });
    const sent = recordTimeouts(kernel.client as PickerRequestClient);
    await kernel.init();
    await kernel.tabs.setActive('docs');
    await kernel.search.setQuery('Plan');
    const drive = sent.filter((call) => call.url.startsWith('/drive/'));
    expect(drive.map((call) => call.url)).toEqual(
      expect.arrayContaining(['/drive/api/v5/roaming', '/drive/api/v5/search/files']),
    );
    expect(sent.length).toBeGreaterThan(drive.length);
    expect(new Set(sent.map((call) => call.timeout))).toEqual(new Set([10000]));
    kernel.dispose();
  });

  it('a client given timeouts.config waits that long for its config (the union selector: 10 s)', async () => {
    const client = createRequestClient({
      services: suite.urls,
      env: testEnv(),
      uikitConfig: { version: '1.3.13', component: 'picker' },
      timeouts: { config: 10000 },
    });
    const sent = recordTimeouts(client);
    await client.get('account', '/api/contact/relation/list');
    expect(sent.find((call) => call.url === '/config/config')?.timeout).toBe(10000);
  });

  it('the drive service defaults to 5 s for the finder', () => {
    expect(SERVICE_TIMEOUTS_MS.drive).toBe(5000);
  });
});
