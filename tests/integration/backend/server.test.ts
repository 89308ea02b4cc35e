import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPageProbe, probeXOrigin } from '../../../sandbox/privateProbe';

const SANDBOX = 'http://127.0.0.1:5999';
let child: ChildProcess;
let url = '';

beforeAll(async () => {
  child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'sandbox/backend/server.ts',
      '--port',
      '0',
      '--size',
      'tiny',
      '--seed',
      '1',
      '--cors-origin',
      SANDBOX,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}, 30_000);

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
});

describe('server.ts on loopback', () => {
  it('answers a service path with CORS for the sandbox origin and honours the cookie', async () => {
    const res = await fetch(`${url}/account/p/auth/check`, {
      method: 'POST',
      headers: { origin: SANDBOX, cookie: 'pk_user=personal' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SANDBOX);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await res.json()).toMatchObject({ userid: 1000001 });
    const pre = await fetch(`${url}/directory/api/v1/search/members`, {
      method: 'OPTIONS',
      headers: { origin: SANDBOX, 'access-control-request-method': 'GET' },
    });
    expect(pre.status).toBe(204);
    const other = await fetch(`${url}/account/p/auth/check`, {
      method: 'POST',
      headers: { origin: 'http://evil.test' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('control endpoints inject faults, switch the dataset and the default user', async () => {
    const inject = await fetch(`${url}/__faults`, {
      method: 'POST',
      body: JSON.stringify({
        path: '/directory/svr/v1/users/self/workspace',
        status: 401,
        count: 1,
      }),
    });
    expect(inject.status).toBe(200);
    expect((await fetch(`${url}/directory/svr/v1/users/self/workspace`)).status).toBe(401);
    expect((await fetch(`${url}/directory/svr/v1/users/self/workspace`)).status).toBe(200);
    await fetch(`${url}/__faults`, {
      method: 'POST',
      body: JSON.stringify({ path: '/account/*', networkError: true }),
    });
    await expect(fetch(`${url}/account/p/auth/check`, { method: 'POST' })).rejects.toThrow();
    await fetch(`${url}/__faults`, { method: 'DELETE' });
    expect((await (await fetch(`${url}/__faults`)).json()) as unknown).toEqual({ faults: [] });
    await fetch(`${url}/__user`, { method: 'POST', body: JSON.stringify({ kind: 'isolated' }) });
    expect(
      await (await fetch(`${url}/account/p/auth/check`, { method: 'POST' })).json(),
    ).toMatchObject({ userid: 1000003 });
    const sw = await fetch(`${url}/__dataset`, {
      method: 'POST',
      body: JSON.stringify({ size: 'default' }),
    });
    expect(await sw.json()).toMatchObject({ size: 'default', seed: 1 });
    const org = (await (
      await fetch(`${url}/directory/api/v1/companies/8800001/department/org`)
    ).json()) as { depts: unknown[] };
    expect(org.depts).toHaveLength(60);
  });

  it('POST /__private makes the suite a private deployment; the dev server passes x-origin on', async () => {
    const probe = `${url}/member-picker?debugger=1`;
    expect((await fetch(probe)).headers.get('x-origin')).toBeNull();
    expect(await probeXOrigin(url, '/member-picker?tab=1')).toBeNull();
    const on = await fetch(`${url}/__private`, {
      method: 'POST',
      body: JSON.stringify({ enabled: true }),
    });
    expect(await on.json()).toEqual({ result: 'ok', enabled: true });
    const res = await fetch(probe, { headers: { origin: SANDBOX } });
    expect(res.headers.get('x-origin')).toBe(url);
    expect(res.headers.get('access-control-expose-headers')).toContain('x-origin');
    expect(await probeXOrigin(url, '/member-picker?tab=1')).toBe(url);
    const entry = await fetch(`${url}/encryption/wps-private-entry.json?_noencryption=1`, {
      headers: { origin: SANDBOX, 'X-Uikit_Encryption': '1' },
    });
    expect(entry.status).toBe(200);
    expect(((await entry.json()) as { drive: string }).drive).toBe(`${url}/drive`);
    expect(isPageProbe('GET', '/union?debugger=1')).toBe(true);
    expect(isPageProbe('GET', '/suite/account/x?debugger=1')).toBe(false);
    expect(isPageProbe('GET', '/union')).toBe(false);
    await fetch(`${url}/__private`, { method: 'POST', body: JSON.stringify({ enabled: false }) });
    expect((await fetch(probe)).headers.get('x-origin')).toBeNull();
  });

  it('POST /__settings lays user settings over the seeded user until reset', async () => {
    const asPlus = { headers: { cookie: 'pk_user=plus' } };
    const authCheck = async () =>
      (await (
        await fetch(`${url}/account/p/auth/check`, { method: 'POST', ...asPlus })
      ).json()) as { vip_level: number; is_company_account: boolean };
    const roles = async () =>
      (
        (await (await fetch(`${url}/drive/api/v5/companies`, asPlus)).json()) as {
          companies: Array<{ role: string }>;
        }
      ).companies.map((c) => c.role);
    const remaining = async () =>
      (
        (await (await fetch(`${url}/drive/api/v3/groups/secret/lock`, asPlus)).json()) as {
          remaining: number;
        }
      ).remaining;
    const seeded = await authCheck();
    expect(seeded.vip_level).toBe(30);
    expect(await roles()).toContain('administrator');
    expect(await remaining()).toBe(7);

    const set = await fetch(`${url}/__settings`, {
      method: 'POST',
      body: JSON.stringify({
        vipLevel: 10,
        companyAccount: true,
        role: 'member',
        unlockAttempts: 1,
      }),
    });
    expect(set.status).toBe(200);
    expect(await authCheck()).toMatchObject({ vip_level: 10, is_company_account: true });
    expect(new Set(await roles())).toEqual(new Set(['member']));
    expect(await remaining()).toBe(1);
    const unlock = await fetch(`${url}/drive/api/v3/groups/secret/unlock`, {
      method: 'PUT',
      ...asPlus,
      body: JSON.stringify({ password: 'wrong' }),
    });
    expect(unlock.status).toBe(403);
    expect(((await unlock.json()) as { result: string }).result).toBe('MembershipExpired');

    const bad = await fetch(`${url}/__settings`, {
      method: 'POST',
      body: JSON.stringify({ role: 'owner' }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { msg: string }).msg).toContain('role is one of');

    await fetch(`${url}/__reset`, { method: 'POST' });
    expect(await authCheck()).toMatchObject({ vip_level: 30, is_company_account: false });
    expect(await remaining()).toBe(7);
  });

  it('exits cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
