/**
 * Builds the LoadContext a source receives, and the stand-in client used when the kernel has none.
 */
import { ErrorCodes, PickerError } from '../errors';
import type { PipelineEnv } from './pipelineEnv';
import type { RequestClient } from '../request/types';
import type { LoadContext, LoadMode, PickerItem, SourceDefinition } from '../types';

const NO_CLIENT_MESSAGE =
  'no request client: pass createKernel({ client }) or use a request plugin before loading sources that call the suite';

function noClient(): Promise<never> {
  return Promise.reject(new PickerError(ErrorCodes.OPTIONS_INVALID, NO_CLIENT_MESSAGE));
}

/** A client whose every call rejects with a message saying how to give the kernel one. */
export const missingClient: RequestClient = {
  request: noClient,
  get: noClient,
  post: noClient,
  put: noClient,
  delete: noClient,
};

export interface ContextInput {
  signal: AbortSignal;
  cursor: unknown;
  parent?: PickerItem;
  query?: string;
  mode: LoadMode;
  forceUpdate?: boolean;
  /** What a search is limited to (a folder, a team), from the search scope. */
  scope?: Readonly<Record<string, unknown>>;
}

export function buildLoadContext(
  env: PipelineEnv,
  source: SourceDefinition,
  input: ContextInput,
): LoadContext {
  const ctx: LoadContext = {
    signal: input.signal,
    cursor: input.cursor,
    parent: input.parent,
    query: input.query,
    mode: input.mode,
    pageSize: source.pageSize ?? env.pageSize,
    forceUpdate: input.forceUpdate ?? false,
    client: env.client() ?? missingClient,
    kernel: env.kernel,
  };
  if (input.scope !== undefined) ctx.scope = input.scope;
  return ctx;
}
