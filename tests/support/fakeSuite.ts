/**
 * The fake suite for vitest: `useFakeSuite({ size: 'tiny', seed })` at the top of a test file (or
 * a describe block) starts msw's setupServer with the suite's handlers on 'http://suite.test',
 * resets faults, recorded calls and the default user after each test, and closes after all.
 *
 *   const suite = useFakeSuite({ size: 'tiny' });
 *   it('…', async () => {
 *     suite.setDefaultUser('personal');           // Node sends no cookies
 *     suite.faults.inject('/account/p/auth/check', { status: 401 });
 *     await fetch(`${suite.urls.account}/p/auth/check`, { method: 'POST' });
 *   });
 *
 * Requests to other hosts are errors (onUnhandledRequest: 'error').
 */
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  createFakeSuite,
  DEFAULT_ORIGIN,
  type FakeSuite,
  type FakeSuiteOptions,
} from '../../sandbox/backend/suite';

export { DEFAULT_ORIGIN };
export type { FakeSuite };

/** The suite plus its msw server (for `server.use(...)` overrides, reset after each test). */
export type TestFakeSuite = FakeSuite & { server: SetupServer };

export function useFakeSuite(options: FakeSuiteOptions = {}): TestFakeSuite {
  const suite = createFakeSuite({ size: 'tiny', origin: DEFAULT_ORIGIN, ...options });
  const server = setupServer(...suite.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    suite.reset();
  });
  afterAll(() => server.close());
  return Object.assign(suite, { server });
}
