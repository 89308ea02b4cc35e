/**
 * The oem encrypted mode on the suite's side (finder.md section 7; wire format in
 * kernel/request/crypto.ts). One RSA key pair per suite, made on first use. The config service
 * advertises the public key; the front handler below records every request, and for a request
 * flagged `X-Uikit_Encryption: 1` it decrypts the call with the private key, runs the call it
 * carried (original method, path, query and body) through the suite's other handlers, faults
 * included, and encrypts the answer back with the call's key, header `encryption: 1`.
 */
import { getResponse, http, type HttpHandler } from 'msw';
import {
  AES_IV_LENGTH,
  AES_KEY_LENGTH,
  ENCRYPTED_RESPONSE_HEADER,
  ENCRYPTED_RESPONSE_VALUE,
  ENCRYPTION_ALGORITHM,
  ENCRYPTION_HEADERS,
  aesEncrypt,
  decryptRequest,
  encryptResponse,
  generateRsaKeyPair,
  isEncryptedRequest,
  type DecryptedRequest,
  type SessionKey,
} from '../../kernel/request/crypto';
import { fail } from './http/errors';
import { queryOf, recordRequest, type RecordedRequest } from './recorder';

export interface RsaKeyPair {
  /** base64 SPKI (DER), as the client reads it from the config. */
  publicKey: string;
  /** base64 PKCS#8 (DER). */
  privateKey: string;
}

export interface SuiteEncryption {
  /** The suite's key pair, generated once (on first use). */
  keys(): Promise<RsaKeyPair>;
  /** Whether every config answer advertises the mode (not only those asked with release=oem). */
  advertised(): boolean;
  setAdvertised(on: boolean): void;
}

/** `keys` shares a pair made elsewhere (the HTTP server keeps its pair across dataset switches). */
export function createEncryption(advertise = false, keys?: Promise<RsaKeyPair>): SuiteEncryption {
  let pending: Promise<RsaKeyPair> | null = keys ?? null;
  let on = advertise;
  return {
    keys() {
      pending ??= generateRsaKeyPair();
      return pending;
    },
    advertised: () => on,
    setAdvertised(value) {
      on = value;
    },
  };
}

/** The `encryption` field of the UI-kit config: what the client reads, plus descriptive fields. */
export async function encryptionConfig(
  encryption: SuiteEncryption,
): Promise<Record<string, unknown>> {
  return {
    enabled: true,
    publicKey: (await encryption.keys()).publicKey,
    algorithm: ENCRYPTION_ALGORITHM,
    keyLength: AES_KEY_LENGTH,
    ivLength: AES_IV_LENGTH,
  };
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD']);
const BODY_TYPES: Record<string, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
};

/** The call an encrypted request carried, as a plain Request on the same URL path. */
export function originalRequest(wire: Request, plain: DecryptedRequest): Request {
  const method = plain.method.toUpperCase();
  const url = new URL(wire.url);
  url.search = plain.query_string;
  const headers = new Headers(wire.headers);
  for (const name of [...Object.values(ENCRYPTION_HEADERS), 'content-type', 'content-length']) {
    headers.delete(name);
  }
  const contentType = BODY_TYPES[plain.schema];
  const hasBody = method !== 'GET' && method !== 'HEAD' && contentType !== undefined;
  if (hasBody) headers.set('content-type', contentType);
  return new Request(url, { method, headers, body: hasBody ? plain.body : undefined });
}

/** Encrypts an answer with the call's key; a network error goes through as it is. */
export async function encryptAnswer(answer: Response, session: SessionKey): Promise<Response> {
  if (answer.type === 'error') return answer;
  const text = await answer.text();
  let payload: { json: unknown } | null = null;
  try {
    payload = { json: JSON.parse(text) as unknown };
  } catch {
    // Not JSON (a malformed-body fault, an empty answer): the text itself is encrypted.
  }
  const cipher = payload
    ? await encryptResponse(payload.json, session)
    : await aesEncrypt(text, session);
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  headers.set('content-type', 'text/plain');
  headers.set(ENCRYPTED_RESPONSE_HEADER, ENCRYPTED_RESPONSE_VALUE);
  return new Response(cipher, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * `_noencryption=1`: a call marked `X-Uikit_Encryption: 1` whose body and answer stay plain (the
 * private-deployment entry is asked so, before any key is known).
 */
export function isPlainMarked(request: Request): boolean {
  return new URL(request.url).searchParams.get('_noencryption') === '1';
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface FrontOptions {
  origin: string;
  encryption: SuiteEncryption;
  /** Where requests are recorded. */
  log: RecordedRequest[];
  /** The handlers a decrypted call runs through (faults, modules, the 404 catch-all). */
  inner: () => HttpHandler[];
}

/** The first handler: records the request; answers an encrypted one, passes the rest on. */
export function frontHandler(opts: FrontOptions): HttpHandler {
  return http.all(`${opts.origin}/*`, async ({ request }) => {
    const entry = await recordRequest(opts.log, request);
    if (!isEncryptedRequest(request.headers) || isPlainMarked(request)) return undefined;
    let plain: DecryptedRequest;
    try {
      const { privateKey } = await opts.encryption.keys();
      plain = await decryptRequest(request.headers, await request.text(), privateKey);
      if (!METHODS.has(plain.method.toUpperCase())) throw new Error(`method "${plain.method}"`);
    } catch (error) {
      return fail(400, 'InvalidArgument', `Could not decrypt the call: ${message(error)}`);
    }
    const original = originalRequest(request, plain);
    const url = new URL(original.url);
    entry.decrypted = {
      method: original.method,
      path: url.pathname,
      query: queryOf(url.searchParams),
      schema: plain.schema,
      body: plain.body,
    };
    const answer =
      (await getResponse(opts.inner(), original)) ??
      fail(404, 'notFound', `No such path in the fake suite: ${original.method} ${url.pathname}`);
    return encryptAnswer(answer, plain.session);
  });
}
