/**
 * The request layer's contract. Sources and presets depend on this interface only; the axios
 * implementation lives beside it in kernel/request/.
 */
import type { PickerError } from '../errors';

/** A base URL: a string, a function of the service name, or a map by service. */
export type BaseUrlOption = string | ((service: string) => string) | Record<string, string>;

/** The suite's services, each with its own base URL set by the host. */
export type ServiceName = 'account' | 'team' | 'plus' | 'directory' | 'drive' | 'config' | 'events';
export const SERVICE_NAMES: readonly ServiceName[] = [
  'account',
  'team',
  'plus',
  'directory',
  'drive',
  'config',
  'events',
];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every call answers with an error-and-data pair. A cancellation is thrown, never returned. */
export type Result<T> = [PickerError, undefined] | [null, T];

export interface RequestOptions {
  /** Query parameters; arrays are repeated (`a=1&a=2`). */
  params?: Record<string, unknown>;
  /** The body of POST and PUT. */
  data?: unknown;
  /** Send the body as application/x-www-form-urlencoded (CSRF then goes in the body). */
  form?: boolean;
  signal?: AbortSignal;
  /** Milliseconds; defaults per service (10 s, drive 5 s, config 4 s). */
  timeout?: number;
  /** Overrides the service base URL for this call (a source's own base URL). */
  baseURL?: BaseUrlOption;
  headers?: Record<string, string>;
  /** Retry a failed call (only where a spec asks, e.g. the company switch: 6 times, 300 ms). */
  retry?: { times: number; delayMs: number };
}

export interface RequestClient {
  request<T>(
    method: HttpMethod,
    service: ServiceName,
    path: string,
    options?: RequestOptions,
  ): Promise<Result<T>>;
  get<T>(service: ServiceName, path: string, options?: RequestOptions): Promise<Result<T>>;
  post<T>(service: ServiceName, path: string, options?: RequestOptions): Promise<Result<T>>;
  put<T>(service: ServiceName, path: string, options?: RequestOptions): Promise<Result<T>>;
  delete<T>(service: ServiceName, path: string, options?: RequestOptions): Promise<Result<T>>;
}
