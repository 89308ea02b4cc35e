/**
 * A small msw server for the request-layer tests: each test adds its own handlers. The hosts are
 * fictitious; nothing leaves the process.
 */
import { setupServer } from 'msw/node';
import type { Mock } from 'vitest';
import { memoryCookieJar, type RequestEnvironment } from '../../kernel/request';

export const ACCOUNT = 'https://account.suite.test';
export const DRIVE = 'https://drive.suite.test';
export const CONFIG = 'https://config.suite.test';
export const PLUS = 'https://plus.suite.test';
export const FOREIGN = 'https://elsewhere.example';

export const services = { account: ACCOUNT, drive: DRIVE, config: CONFIG, plus: PLUS };

export const server = setupServer();

/** Starts the server for the calling test file, failing on any call no handler answers. */
export function useRequestServer(): typeof server {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A Node-side environment: memory cookies, no storage, no window, a silent logger. */
export function testEnv(extra: RequestEnvironment = {}): RequestEnvironment & {
  cookies: ReturnType<typeof memoryCookieJar>;
  logger: { warn: Mock<(...args: unknown[]) => void>; error: Mock<(...args: unknown[]) => void> };
} {
  return {
    storage: null,
    getWindow: () => undefined,
    ...extra,
    cookies: (extra.cookies as ReturnType<typeof memoryCookieJar>) ?? memoryCookieJar(),
    logger: {
      warn: vi.fn<(...args: unknown[]) => void>(),
      error: vi.fn<(...args: unknown[]) => void>(),
    },
  };
}
