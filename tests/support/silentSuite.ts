/**
 * A suite client that never answers: a picker made with it stays loading and logs nothing, which
 * is what the server-rendering and hydration tests compare.
 */
import type { RequestClient } from '../../kernel';

const pending = () => new Promise<never>(() => undefined);

export const silentSuite: RequestClient = {
  request: pending,
  get: pending,
  post: pending,
  put: pending,
  delete: pending,
};
