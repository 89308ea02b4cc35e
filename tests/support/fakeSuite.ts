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
 * Requests to other hosts are errors (onUnhandledRequest: 'error'). Before it closes, the suite
 * answers the calls the code under test left running (a confirm's recent contacts, sent once the
 * page is idle): closed under them, they would fail and log while the test worker shuts down,
 * which vitest reports as an error of the whole run.
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

/** The real timer, taken before any test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;
const sleep = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

/** How long the suite waits for calls left running (sent late, or still unanswered) at the end. */
const LATE_CALLS_MS = 50;
const LATE_CALLS_CAP_MS = 2000;

export function useFakeSuite(options: FakeSuiteOptions = {}): TestFakeSuite {
  const suite = createFakeSuite({ size: 'tiny', origin: DEFAULT_ORIGIN, ...options });
  const server = setupServer(...suite.handlers);
  const unanswered = new Set<string>();
  server.events.on('request:start', ({ requestId }) => unanswered.add(requestId));
  server.events.on('request:end', ({ requestId }) => unanswered.delete(requestId));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    suite.reset();
  });
  afterAll(async () => {
    await sleep(LATE_CALLS_MS);
    for (let waited = 0; unanswered.size > 0 && waited < LATE_CALLS_CAP_MS; waited += 10) {
      await sleep(10);
    }
    server.close();
  });
  return Object.assign(suite, { server });
}
