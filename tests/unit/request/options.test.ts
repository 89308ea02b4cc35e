import { ErrorCodes, PickerError } from '../../../kernel/errors';
import { createRequestClient } from '../../../kernel/request';
import type { Release } from '../../../kernel/types';
import { services, testEnv } from '../../support/requestTestServer';

describe('createRequestClient options', () => {
  it.each(['default', 'oversea', 'oem'] as const)('accepts the release %s', (release) => {
    expect(createRequestClient({ release, services, env: testEnv() }).release).toBe(release);
  });

  it('throws at creation for any other release', () => {
    const create = () =>
      createRequestClient({ release: 'intl' as Release, services, env: testEnv() });
    expect(create).toThrow(PickerError);
    expect(create).toThrow('release "intl" is not valid: use "default", "oversea" or "oem"');
    try {
      create();
    } catch (error) {
      expect((error as PickerError).code).toBe(ErrorCodes.OPTIONS_INVALID);
    }
  });

  it('warns when _from or _function is given empty or "none", not when absent or set', () => {
    const env = testEnv();
    createRequestClient({ services, env, _from: '', _function: 'none' });
    expect(env.logger.warn).toHaveBeenCalledTimes(2);
    expect(env.logger.warn.mock.calls[0][0]).toContain('_from');
    expect(env.logger.warn.mock.calls[1][0]).toContain('_function');

    const quiet = testEnv();
    createRequestClient({ services, env: quiet });
    createRequestClient({ services, env: quiet, _from: 'docs', _function: 'share' });
    expect(quiet.logger.warn).not.toHaveBeenCalled();
  });

  it('makes one axios instance per client that sends credentials', () => {
    const a = createRequestClient({ services, env: testEnv() });
    const b = createRequestClient({ services, env: testEnv() });
    expect(a.axios).not.toBe(b.axios);
    expect(a.axios.defaults.withCredentials).toBe(true);
  });

  it('refuses a uikitConfig without version or component, and bad timeouts', () => {
    expect(() =>
      createRequestClient({
        services,
        env: testEnv(),
        uikitConfig: { version: '', component: 'x' },
      }),
    ).toThrow(/version and a component/);
    expect(() => createRequestClient({ services, env: testEnv(), timeouts: { drive: 0 } })).toThrow(
      /timeouts.drive/,
    );
  });
});

describe('importing the request layer', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).window;
    delete (globalThis as Record<string, unknown>).document;
  });

  it('touches neither window nor document', async () => {
    const touched: string[] = [];
    for (const name of ['window', 'document']) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          return undefined;
        },
      });
    }
    vi.resetModules();
    const module = await import('../../../kernel/request');
    expect(typeof module.createRequestClient).toBe('function');
    expect(touched).toEqual([]);
  });
});
