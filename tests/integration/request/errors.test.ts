/**
 * The client's error texts (member-picker.md section 8, union-selector.md section 8) produced by
 * the fake suite's fault injection, and cancellation.
 */
import { CancelledError, ErrorCodes, PickerError } from '../../../kernel/errors';
import { useFakeSuite } from '../../support/fakeSuite';
import { suiteClient } from './helpers';

const suite = useFakeSuite({ size: 'tiny' });
const CHECK = '/account/p/auth/check';
const LIST = '/account/api/contact/relation/list';

describe('request errors from suite faults', () => {
  it('a plain call answers [null, data]', async () => {
    const [error, data] = await suiteClient(suite).post<{ result: string; userid: number }>(
      'account',
      '/p/auth/check',
    );
    expect(error).toBeNull();
    expect(data).toMatchObject({ result: 'ok', userid: 1000002 });
  });

  it('status 500: "Request failed with status code 500" with the suite result code', async () => {
    suite.faults.inject(CHECK, { status: 500 });
    const [error, data] = await suiteClient(suite).post('account', '/p/auth/check');
    expect(data).toBeUndefined();
    expect(error).toBeInstanceOf(PickerError);
    expect(error).toMatchObject({
      code: ErrorCodes.REQUEST_FAILED,
      message: 'Request failed with status code 500',
      status: 500,
      result: 'ServerError',
    });
  });

  it('status 500 with a named result keeps that code', async () => {
    suite.faults.inject(LIST, { status: 500, result: 'QueryPermittedDocumentFaild' });
    const [error] = await suiteClient(suite).get('account', '/api/contact/relation/list');
    expect(error).toMatchObject({ status: 500, result: 'QueryPermittedDocumentFaild' });
  });

  it('401: result userNotLogin', async () => {
    suite.faults.inject(CHECK, { status: 401 });
    const [error] = await suiteClient(suite).post('account', '/p/auth/check');
    expect(error).toMatchObject({
      message: 'Request failed with status code 401',
      status: 401,
      result: 'userNotLogin',
    });
  });

  it('network error: "Network Error", no status', async () => {
    suite.faults.inject(LIST, { networkError: true });
    const [error] = await suiteClient(suite).get('account', '/api/contact/relation/list');
    expect(error).toMatchObject({ code: ErrorCodes.REQUEST_FAILED, message: 'Network Error' });
    expect(error?.status).toBeUndefined();
  });

  it('a timeout fault with a 200 ms client timeout: "timeout of 200ms exceeded"', async () => {
    suite.faults.inject(LIST, { timeout: true });
    const client = suiteClient(suite, { timeouts: { account: 200 } });
    const started = Date.now();
    const [error] = await client.get('account', '/api/contact/relation/list');
    expect(error).toMatchObject({ message: 'timeout of 200ms exceeded' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a call timeout wins over the service timeout', async () => {
    suite.faults.inject(LIST, { latency: 1000 });
    const client = suiteClient(suite, { timeouts: { account: 5000 } });
    const [error] = await client.get('account', '/api/contact/relation/list', { timeout: 100 });
    expect(error?.message).toBe('timeout of 100ms exceeded');
  });

  it('a malformed 200 JSON body: "Malformed JSON response" with the status', async () => {
    suite.faults.inject(LIST, { malformed: true });
    const [error, data] = await suiteClient(suite).get('account', '/api/contact/relation/list');
    expect(data).toBeUndefined();
    expect(error).toMatchObject({
      code: ErrorCodes.REQUEST_FAILED,
      message: 'Malformed JSON response',
      status: 200,
    });
    expect(error?.result).toBeUndefined();
  });

  it('an error status keeps its text whatever the body; the result code is read from JSON', async () => {
    suite.faults.inject('/account/api/contact/relation/search', { status: 503 });
    const [error] = await suiteClient(suite).get('account', '/api/contact/relation/search');
    expect(error).toMatchObject({
      message: 'Request failed with status code 503',
      status: 503,
      result: 'errServerException',
    });
  });
});

describe('cancellation', () => {
  it('aborting a GET during a latency fault throws CancelledError', async () => {
    suite.faults.inject(LIST, { latency: 2000 });
    const controller = new AbortController();
    const pending = suiteClient(suite).get('account', '/api/contact/relation/list', {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('an already aborted signal throws at once and nothing reaches the suite', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      suiteClient(suite).get('account', '/api/contact/relation/list', {
        signal: controller.signal,
      }),
    ).rejects.toBeInstanceOf(CancelledError);
    expect(suite.recorded.requests).toHaveLength(0);
  });

  it('a POST ignores the signal: it is sent and answered', async () => {
    suite.faults.inject(CHECK, { latency: 100 });
    const controller = new AbortController();
    const pending = suiteClient(suite).post('account', '/p/auth/check', {
      signal: controller.signal,
    });
    controller.abort();
    const [error, data] = await pending;
    expect(error).toBeNull();
    expect(data).toMatchObject({ result: 'ok' });
  });
});
