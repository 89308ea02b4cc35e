// Private-deployment discovery (union-selector.md section 7): the page's x-origin header for the
// debugger=1 probe, the entry at {origin}/encryption/wps-private-entry.json (_noencryption=1,
// marked X-Uikit_Encryption: 1), behind the suite's private-deployment switch.
import { describe, expect, it } from 'vitest';
import { discoverServiceEntry, entryServices } from '../../../kernel/request';
import { useFakeSuite } from '../../support/fakeSuite';
import { call } from './helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const entryUrl = (): string => `${suite.origin}/encryption/wps-private-entry.json?_noencryption=1`;
const MARKED = { headers: { 'X-Uikit_Encryption': '1' } };
const SERVICES = ['account', 'team', 'plus', 'directory', 'drive', 'config', 'events'];

describe('private deployment', () => {
  it('off (the default): no x-origin on the probe, no entry at the root', async () => {
    expect(suite.privateDeployment()).toBe(false);
    const probe = await fetch(`${suite.origin}/app/page?debugger=1`);
    expect(probe.status).toBe(200);
    expect(probe.headers.get('x-origin')).toBeNull();
    expect((await call(entryUrl(), MARKED)).status).toBe(404);
  });

  it('on: the probe of any page answers x-origin, the suite origin', async () => {
    suite.setPrivateDeployment(true);
    for (const page of ['/', '/app/page', '/index.html?tab=docs']) {
      const url = `${suite.origin}${page}${page.includes('?') ? '&' : '?'}debugger=1`;
      const probe = await fetch(url);
      expect(probe.status, page).toBe(200);
      expect(probe.headers.get('x-origin'), page).toBe(suite.origin);
    }
    // Without debugger=1 an unknown page is still a 404.
    expect((await fetch(`${suite.origin}/app/page`)).status).toBe(404);
  });

  it('on: the entry answers at the root, marked and _noencryption=1, in plain JSON', async () => {
    suite.setPrivateDeployment(true);
    suite.setEncryption(true);
    const res = await fetch(entryUrl(), MARKED);
    expect(res.status).toBe(200);
    expect(res.headers.get('encryption')).toBeNull();
    const body = (await res.json()) as Record<string, unknown>;
    for (const s of SERVICES) expect(body[s]).toBe(`${suite.origin}/${s}`);
    expect(body.addresses).toEqual(Object.fromEntries(SERVICES.map((s) => [s, body[s]])));
  });

  it('_noencryption=1 lets a marked call through as plain JSON on any path', async () => {
    const url = `${suite.urls.config}/config?version=1&component=x&_noencryption=1`;
    const res = await call(url, MARKED);
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('ok');
    // Marked without the flag, the same call is an encrypted call that cannot be read.
    expect((await call(url.replace('&_noencryption=1', ''), MARKED)).status).toBe(400);
  });

  it('the kernel discovers the private deployment against the suite', async () => {
    suite.setPrivateDeployment(true);
    const found = await discoverServiceEntry({
      pageUrl: `${suite.origin}/app/page`,
      pageHost: new URL(suite.origin).host,
      getWindow: () => undefined,
    });
    expect(found.mode).toBe('private');
    if (found.mode !== 'private') return;
    expect(found.origin).toBe(suite.origin);
    expect(entryServices(found.entry).drive).toBe(`${suite.origin}/drive`);
    suite.setPrivateDeployment(false);
    const domestic = await discoverServiceEntry({
      pageUrl: `${suite.origin}/app/page`,
      getWindow: () => undefined,
    });
    expect(domestic.mode).toBe('domestic');
  });

  it('reset() turns the switch back to the option', () => {
    suite.setPrivateDeployment(true);
    suite.reset();
    expect(suite.privateDeployment()).toBe(false);
  });
});
