/**
 * Calls the suite for a source: the load's signal and the source's own base URL go with every call,
 * an `[error, data]` failure is thrown (the kernel turns it into the error state) and a
 * cancellation passes through as the client threw it.
 */
import type {
  HttpMethod,
  LoadContext,
  PickerKernel,
  RequestClient,
  RequestOptions,
  ServiceName,
} from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { callKey, type EarlyCalls } from './earlyCalls';

/** What a call needs: the client, the signal of the load, and the source config (base URL). */
export interface CallScope {
  client: RequestClient;
  signal?: AbortSignal;
  config?: MemberSourceConfig;
  /** Calls asked ahead of this load (earlyCalls.ts): kept while init runs, taken after. */
  early?: EarlyCalls;
}

export function scopeOf(ctx: LoadContext, config: MemberSourceConfig): CallScope {
  return { client: ctx.client, signal: ctx.signal, config };
}

/** A scope outside a load (init work, after confirm): the kernel's client, no signal. */
export function kernelScope(kernel: PickerKernel, signal?: AbortSignal): CallScope {
  return { client: kernel.client, signal };
}

export function call<T>(
  scope: CallScope,
  method: HttpMethod,
  service: ServiceName,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const baseURL = options.baseURL ?? scope.config?.baseURL;
  const send = async (signal: AbortSignal | undefined): Promise<T> => {
    const [error, data] = await scope.client.request<T>(method, service, path, {
      ...options,
      signal,
      ...(baseURL === undefined ? {} : { baseURL }),
    });
    if (error) throw error;
    return data as T;
  };
  const signal = options.signal ?? scope.signal;
  // A base URL given as a function or per service has no key: such a call is always sent.
  if (!scope.early || (baseURL !== undefined && typeof baseURL !== 'string')) return send(signal);
  const key = () => callKey(method, service, path, options.params, options.data, baseURL);
  return scope.early.share(key, send, signal);
}

export function get<T>(
  scope: CallScope,
  service: ServiceName,
  path: string,
  params?: Record<string, unknown>,
): Promise<T> {
  return call<T>(scope, 'GET', service, path, params ? { params } : {});
}

export function post<T>(
  scope: CallScope,
  service: ServiceName,
  path: string,
  data?: unknown,
): Promise<T> {
  return call<T>(scope, 'POST', service, path, { data });
}
