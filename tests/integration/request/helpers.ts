/** Helpers of the request-layer tests against the fake suite: a Node client on the suite's URLs. */
import type { Mock } from 'vitest';
import {
  createRequestClient,
  memoryCookieJar,
  type PickerRequestClient,
  type RequestClientOptions,
  type RequestEnvironment,
  type WindowLike,
} from '../../../kernel/request';
import type { FakeSuite } from '../../../sandbox/backend/suite';
import type { RecordedRequest } from '../../../sandbox/backend/recorder';

type LogFn = (...args: unknown[]) => void;

export interface TestEnv extends RequestEnvironment {
  cookies: ReturnType<typeof memoryCookieJar>;
  window: WindowLike;
  logger: { warn: Mock<LogFn>; error: Mock<LogFn> };
}

/** Memory cookies, no storage, a window of the client's own (no transfer), a silent logger. */
export function testEnv(extra: Partial<TestEnv> = {}): TestEnv {
  const window: WindowLike = extra.window ?? { location: { origin: 'http://page.test' } };
  return {
    storage: null,
    ...extra,
    window,
    getWindow: () => window,
    cookies: extra.cookies ?? memoryCookieJar(),
    logger: extra.logger ?? { warn: vi.fn<LogFn>(), error: vi.fn<LogFn>() },
  };
}

export function suiteClient(
  suite: FakeSuite,
  options: Omit<RequestClientOptions, 'services'> = {},
): PickerRequestClient {
  return createRequestClient({ services: suite.urls, env: testEnv(), ...options });
}

/** The recorded requests to one path on the suite origin. */
export function requestsTo(suite: FakeSuite, path: string): RecordedRequest[] {
  return suite.recorded.requests.filter((r) => r.path === path);
}
