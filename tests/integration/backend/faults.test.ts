import { describe, expect, it } from 'vitest';
import { useFakeSuite } from '../../support/fakeSuite';
import { call } from './helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const check = (): string => `${suite.urls.account}/p/auth/check`;
const post = (): Promise<Response> => fetch(check(), { method: 'POST' });

describe('faults', () => {
  it('status: the suite error body with the code for the status', async () => {
    suite.faults.inject('/account/p/auth/check', { status: 401 });
    const res = await call(check(), { method: 'POST' });
    expect(res).toEqual({
      status: 401,
      body: { result: 'userNotLogin', msg: 'Account signed out. Please sign in again.' },
    });
    suite.faults.inject('/account/p/auth/check', { status: 403 });
    expect((await call(check(), { method: 'POST' })).body.result).toBe('permissionDenied');
    suite.faults.inject('/account/p/auth/check', {
      status: 500,
      result: 'QueryPermittedDocumentFaild',
      msg: 'x',
    });
    expect((await call(check(), { method: 'POST' })).body).toEqual({
      result: 'QueryPermittedDocumentFaild',
      msg: 'x',
    });
  });

  it('latency delays the real answer', async () => {
    suite.faults.inject(check(), { latency: 150 });
    const started = Date.now();
    const res = await post();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(res.status).toBe(200);
  });

  it('timeout never answers (the client gives up)', async () => {
    suite.faults.inject('/account/*', { timeout: true });
    await expect(
      fetch(check(), { method: 'POST', signal: AbortSignal.timeout(200) }),
    ).rejects.toThrow();
  });

  it('malformed answers a body that is not JSON', async () => {
    suite.faults.inject('/account/p/auth/check', { malformed: true });
    const res = await post();
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow();
  });

  it('networkError fails the fetch', async () => {
    suite.faults.inject('/account/p/auth/check', { networkError: true });
    await expect(post()).rejects.toThrow(TypeError);
  });

  it('count limits the hits; method narrows; clear removes', async () => {
    suite.faults.inject('/account/p/auth/check', { status: 503, count: 2 });
    expect((await post()).status).toBe(503);
    expect((await post()).status).toBe(503);
    expect((await post()).status).toBe(200);
    suite.faults.inject('/directory/*', { status: 500, method: 'POST' });
    expect((await fetch(`${suite.urls.directory}/svr/v1/users/self/workspace`)).status).toBe(200);
    suite.faults.inject('/directory/*', { status: 500 });
    expect(suite.faults.list()).toHaveLength(1);
    expect((await fetch(`${suite.urls.directory}/svr/v1/users/self/workspace`)).status).toBe(500);
    suite.faults.clear('/directory/*');
    expect((await fetch(`${suite.urls.directory}/svr/v1/users/self/workspace`)).status).toBe(200);
  });

  it('rejects contradictory faults', () => {
    expect(() => suite.faults.inject('/x', { status: 500, timeout: true })).toThrow();
    expect(() => suite.faults.inject('/x', {})).toThrow();
  });

  it('is reset between tests', () => {
    expect(suite.faults.list()).toEqual([]);
  });
});

describe('faults with a body of their own', () => {
  it('body: any JSON with the status (200 when none)', async () => {
    suite.faults.inject('/account/p/auth/check', {
      status: 403,
      body: { result: 'permissionDenied', code: 40300002, msg: 'x', extra: [1] },
    });
    expect(await call(check(), { method: 'POST' })).toEqual({
      status: 403,
      body: { result: 'permissionDenied', code: 40300002, msg: 'x', extra: [1] },
    });
    suite.faults.inject('/account/p/auth/check', { body: { result: 'ok', userid: 'nope' } });
    expect(await call(check(), { method: 'POST' })).toEqual({
      status: 200,
      body: { result: 'ok', userid: 'nope' },
    });
  });

  it('listNotArray: the real 200 answer with its list field turned into an object', async () => {
    const url = `${suite.urls.account}/api/contact/relation/list?page=1&count=20`;
    const real = await call(url);
    const infos = real.body.infos as unknown[];
    expect(infos.length).toBeGreaterThan(0);
    suite.faults.inject('/account/api/contact/relation/list', { listNotArray: 'infos' });
    const broken = await call(url);
    expect(broken.status).toBe(200);
    expect(broken.body.result).toBe('ok');
    expect(broken.body.cnt).toBe(real.body.cnt);
    expect(Array.isArray(broken.body.infos)).toBe(false);
    expect(broken.body.infos).toEqual(Object.fromEntries(infos.map((row, i) => [String(i), row])));
  });

  it('listNotArray: true turns every top-level list of the answer', async () => {
    suite.faults.inject('/drive/api/v5/groups', { listNotArray: true });
    const { status, body } = await call(`${suite.urls.drive}/api/v5/groups`);
    expect(status).toBe(200);
    expect(typeof body.groups).toBe('object');
    expect(Array.isArray(body.groups)).toBe(false);
  });

  it('listNotArray names a field the answer does not have: 500 saying so', async () => {
    suite.faults.inject('/account/p/auth/check', { listNotArray: 'infos' });
    const res = await call(check(), { method: 'POST' });
    expect(res.status).toBe(500);
    expect(String(res.body.msg)).toContain('infos');
  });

  it('rejects a body with another effect', () => {
    expect(() => suite.faults.inject('/x', { body: {}, timeout: true })).toThrow();
    expect(() => suite.faults.inject('/x', { listNotArray: true, status: 500 })).toThrow();
  });
});
