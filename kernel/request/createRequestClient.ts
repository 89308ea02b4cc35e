/**
 * The request client: one axios instance per client, credentials sent, per-service timeouts, GETs
 * cancellable, every call answered with an `[error, data]` pair. A cancellation is thrown.
 */
import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import { CancelledError, ErrorCodes, PickerError, isCancelled } from '../errors';
import type { Release } from '../types';
import type { RequestClientOptions } from './clientOptions';
import {
  DEFAULT_TIMEOUT_MS,
  SERVICE_TIMEOUTS_MS,
  checkRequestClientOptions,
} from './clientOptions';
import type { SessionKey } from './crypto';
import { ENCRYPTED_RESPONSE_HEADER, ENCRYPTED_RESPONSE_VALUE } from './encryptedAnswer';
import type { ResolvedEnvironment } from './environment';
import { resolveEnvironment } from './environment';
import { assertRelativePath, joinUrl, originOf, resolveBaseUrl } from './paths';
import type { PreparedRequest } from './prepare';
import { bodyText, pageOrigin, prepareRequest, serializeParams } from './prepare';
import { ENTRY_FAIL, RequestMessages, statusError, toRequestError } from './requestErrors';
import { withRetry } from './retry';
import type { HttpMethod, RequestClient, RequestOptions, Result, ServiceName } from './types';
import { CONFIG_PATH, CONFIG_TIMEOUT_MS, UikitConfigStore, type UikitConfig } from './uikitConfig';

/**
 * The oem encryption, loaded on the first encrypted call: only the oem release encrypts, so every
 * other release never downloads it (bundlers split a dynamic import into its own chunk).
 */
const loadEncryption = () => import('./crypto');

export interface PickerRequestClient extends RequestClient {
  readonly release: Release;
  /** The axios instance of this client (interceptors may be added by the host). */
  readonly axios: AxiosInstance;
  /** The UI-kit config store, when the client was given `uikitConfig`. */
  readonly uikitConfig: UikitConfigStore | null;
  /** The full URL a call would use, without its query (for links); throws on a bad path. */
  url(service: ServiceName, path: string, options?: Pick<RequestOptions, 'baseURL'>): string;
}

/** Internal switches: the config call itself neither waits for the config nor is encrypted. */
interface CallFlags {
  internal?: boolean;
}

/**
 * Where an answer leads, as an origin: the URL a browser's request finally answered from after
 * following redirects itself (XMLHttpRequest's responseURL), or the Location of a redirect that
 * was handed over unfollowed. Null when neither is known.
 */
function finalUrlOf(response: AxiosResponse<unknown>, page: string): string | null {
  const request = response.request as { responseURL?: unknown } | undefined;
  const url = request?.responseURL;
  if (typeof url === 'string' && url !== '') return originOf(url, page);
  const location = response.headers?.location as unknown;
  if (response.status >= 300 && response.status < 400 && typeof location === 'string') {
    return originOf(location, page);
  }
  return null;
}

function failure(error: PickerError): Result<never> {
  return [error, undefined];
}

export function createRequestClient(options: RequestClientOptions = {}): PickerRequestClient {
  const env: ResolvedEnvironment = resolveEnvironment(options?.env);
  const release = checkRequestClientOptions(options, env.logger);
  const services: Partial<Record<string, string>> = { ...(options.services ?? {}) };
  const instance = axios.create({
    withCredentials: true,
    timeout: DEFAULT_TIMEOUT_MS,
    transitional: { clarifyTimeoutError: true },
    paramsSerializer: { serialize: (params) => serializeParams(params as Record<string, unknown>) },
    // Status is judged by the client itself so that every answer's body can be read.
    validateStatus: () => true,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const timeoutOf = (service: ServiceName, callTimeout?: number): number =>
    callTimeout ??
    options.timeouts?.[service] ??
    SERVICE_TIMEOUTS_MS[service] ??
    DEFAULT_TIMEOUT_MS;

  const configStore = options.uikitConfig
    ? new UikitConfigStore(
        (params) =>
          send(
            'GET',
            'config',
            CONFIG_PATH,
            { params, timeout: options.timeouts?.config ?? CONFIG_TIMEOUT_MS },
            { internal: true },
          ),
        options.uikitConfig,
        env,
      )
    : null;

  const addresses = (): Partial<Record<string, string>> => configStore?.current?.addresses ?? {};

  function encryptionKey(config: UikitConfig | null | undefined): string | null {
    if (release !== 'oem' || !config?.encryption?.enabled) return null;
    return config.encryption.publicKey ?? '';
  }

  async function send<T>(
    method: HttpMethod,
    service: ServiceName,
    requestPath: string,
    callOptions: RequestOptions = {},
    flags: CallFlags = {},
  ): Promise<Result<T>> {
    // Only GETs are cancellable: a mutation, once asked for, is sent and awaited.
    const signal = method === 'GET' ? callOptions.signal : undefined;
    if (signal?.aborted) throw new CancelledError('request cancelled');

    let config: UikitConfig | null = null;
    if (configStore && !flags.internal) {
      const state = await configStore.ensure();
      if (signal?.aborted) throw new CancelledError('request cancelled');
      if (!state.ok && service === 'drive') {
        return failure(
          new PickerError(ErrorCodes.REQUEST_FAILED, RequestMessages.configLoadFailed, {
            status: 500,
            result: ENTRY_FAIL,
          }),
        );
      }
      config = state.config;
    }

    let prepared: PreparedRequest;
    try {
      assertRelativePath(requestPath);
      const baseURL = resolveBaseUrl(service, callOptions.baseURL, services, config?.addresses);
      prepared = prepareRequest({
        release,
        env,
        serviceUrls: [...Object.values(services), ...Object.values(config?.addresses ?? {})],
        baseURL,
        method,
        path: requestPath,
        options: callOptions,
      });
    } catch (error) {
      if (error instanceof PickerError) return failure(error);
      throw error;
    }

    const timeoutMs = timeoutOf(service, callOptions.timeout);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });

    // A redirect may not leave the origin the call was made to: Node's adapter is stopped before
    // it follows one; a browser follows redirects itself, so its final URL is checked instead.
    const page = pageOrigin(env);
    const origin = originOf(joinUrl(prepared.baseURL, prepared.path), page);
    let redirectedTo: string | null = null;
    const beforeRedirect = (next: { href?: string }) => {
      const target = next.href ? originOf(next.href, page) : null;
      if (target === origin) return;
      redirectedTo = target ?? String(next.href);
      throw new Error(RequestMessages.redirectRefused(String(origin), redirectedTo));
    };
    const refused = (to: string) =>
      failure(
        new PickerError(
          ErrorCodes.REQUEST_FAILED,
          RequestMessages.redirectRefused(String(origin), to),
        ),
      );

    let session: SessionKey | null = null;
    try {
      const publicKey = flags.internal ? null : encryptionKey(config);
      let response: AxiosResponse<unknown>;
      if (publicKey !== null) {
        const { encryptRequest } = await loadEncryption();
        const encrypted = await encryptRequest(
          {
            method,
            api: prepared.path,
            query_string: serializeParams(prepared.params),
            schema: prepared.schema,
          },
          bodyText(prepared),
          publicKey,
          env.crypto,
        );
        session = encrypted.session;
        response = await instance.request({
          method: 'POST',
          baseURL: prepared.baseURL,
          url: prepared.path,
          headers: { ...prepared.headers, ...encrypted.headers },
          data: encrypted.body,
          responseType: 'text',
          transformResponse: [(raw: unknown) => raw],
          timeout: timeoutMs,
          signal: controller.signal,
          beforeRedirect,
        });
      } else {
        response = await instance.request({
          method,
          baseURL: prepared.baseURL,
          url: prepared.path,
          params: prepared.params,
          headers: prepared.headers,
          data: prepared.data,
          timeout: timeoutMs,
          signal: controller.signal,
          beforeRedirect,
        });
      }
      const finalOrigin = finalUrlOf(response, page);
      if (finalOrigin !== null && finalOrigin !== origin) return refused(finalOrigin);
      const { data, malformed } = await readBody(response, session);
      if (signal?.aborted) throw new CancelledError('request cancelled');
      if (response.status < 200 || response.status > 299) {
        // The answer stays reachable as the cause, so a caller can show the server's own msg.
        return failure(
          statusError(response.status, data, { response: { status: response.status, data } }),
        );
      }
      if (malformed) {
        return failure(
          new PickerError(ErrorCodes.REQUEST_FAILED, RequestMessages.malformed, {
            status: response.status,
          }),
        );
      }
      return [null, data as T];
    } catch (error) {
      if (redirectedTo !== null) return refused(redirectedTo);
      const mapped = toRequestError(error, {
        timeoutMs,
        timedOut,
        cancelled: Boolean(signal?.aborted) && !timedOut,
      });
      if (isCancelled(mapped)) throw mapped;
      return failure(mapped);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * The answer's body: decrypted when it is an encrypted answer, JSON-parsed when it is JSON.
   * `malformed` marks a body that says it is JSON (content type, or the encrypted wire format)
   * but does not parse; axios itself hands such a body over as its text.
   */
  async function readBody(
    response: AxiosResponse<unknown>,
    session: SessionKey | null,
  ): Promise<{ data: unknown; malformed: boolean }> {
    const raw = response.data;
    const header = response.headers?.[ENCRYPTED_RESPONSE_HEADER] as unknown;
    const encrypted = session && String(header) === ENCRYPTED_RESPONSE_VALUE;
    const text =
      encrypted && typeof raw === 'string'
        ? await (await loadEncryption()).aesDecrypt(raw, session, env.crypto)
        : raw;
    if (typeof text !== 'string' || text.trim() === '') return { data: text, malformed: false };
    const declaredJson =
      Boolean(encrypted) || /json/i.test(String(response.headers?.['content-type'] ?? ''));
    if (!session && !declaredJson) return { data: text, malformed: false };
    try {
      return { data: JSON.parse(text) as unknown, malformed: false };
    } catch {
      return { data: text, malformed: declaredJson };
    }
  }

  function request<T>(
    method: HttpMethod,
    service: ServiceName,
    requestPath: string,
    callOptions: RequestOptions = {},
  ): Promise<Result<T>> {
    const attempt = () => send<T>(method, service, requestPath, callOptions);
    if (!callOptions.retry) return attempt();
    return withRetry(attempt, callOptions.retry, callOptions.signal);
  }

  return {
    release,
    axios: instance,
    uikitConfig: configStore,
    request,
    get: (service, requestPath, callOptions) => request('GET', service, requestPath, callOptions),
    post: (service, requestPath, callOptions) => request('POST', service, requestPath, callOptions),
    put: (service, requestPath, callOptions) => request('PUT', service, requestPath, callOptions),
    delete: (service, requestPath, callOptions) =>
      request('DELETE', service, requestPath, callOptions),
    url(service, requestPath, callOptions = {}) {
      assertRelativePath(requestPath);
      const base = resolveBaseUrl(service, callOptions.baseURL, services, addresses());
      return joinUrl(base, requestPath);
    },
  };
}
