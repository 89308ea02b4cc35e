/**
 * The oem encrypted mode (finder.md section 7), on Web Crypto. Both ends use these helpers: the
 * client to send and read, the fake suite to read and answer.
 *
 * Wire format of one encrypted call
 * - Each call draws a fresh key of 32 random letters/digits and an IV of 16; their UTF-8 bytes are
 *   the AES-256-CBC key and IV (PKCS#7 padding, as Web Crypto does it).
 * - The call is always `POST` to the original URL without its query string, with headers
 *     X-Uikit_Encryption:     1
 *     Encryption-Algorithm:   AES-256-CBC;RSA-OAEP-SHA256
 *     Encryption-Parameters:  base64(RSA-OAEP-SHA256(UTF-8 JSON {"key": key, "iv": iv}))
 *     API-Parameters:         base64(AES(JSON {"method", "api", "query_string", "schema"}))
 *     Content-Type:           text/plain
 *   `method` is the original method, `api` the original path (what follows the service base URL),
 *   `query_string` the serialised query without `?`, `schema` how the original body was encoded:
 *   "json", "form" (application/x-www-form-urlencoded) or "none".
 * - The body is base64(AES(original body text)), or empty when there was no body.
 * - An encrypted answer carries the header `encryption: 1`; its body is base64(AES(JSON text))
 *   with the key and IV of the request. Any other answer is read as usual.
 * The RSA public key comes from the UI-kit config as base64 SPKI (DER) or PEM.
 */
import { ErrorCodes, PickerError } from '../errors';
import { randomString } from './environment';
import { RequestMessages } from './requestErrors';

export const ENCRYPTION_HEADERS = {
  flag: 'X-Uikit_Encryption',
  algorithm: 'Encryption-Algorithm',
  parameters: 'Encryption-Parameters',
  api: 'API-Parameters',
} as const;
export const ENCRYPTION_ALGORITHM = 'AES-256-CBC;RSA-OAEP-SHA256';
export { ENCRYPTED_RESPONSE_HEADER, ENCRYPTED_RESPONSE_VALUE } from './encryptedAnswer';
export const AES_KEY_LENGTH = 32;
export const AES_IV_LENGTH = 16;

export type BodySchema = 'json' | 'form' | 'none';

export interface ApiParameters {
  method: string;
  api: string;
  query_string: string;
  schema: BodySchema;
}

export interface SessionKey {
  key: string;
  iv: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** DER bytes of a key given as PEM or bare base64. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  return base64ToBytes(key.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''));
}

function aesKey(session: SessionKey, usage: KeyUsage, crypto: Crypto): Promise<CryptoKey> {
  if (session.key.length !== AES_KEY_LENGTH || session.iv.length !== AES_IV_LENGTH) {
    throw new PickerError(ErrorCodes.PARAM_INVALID, 'AES key must be 32 and IV 16 characters');
  }
  return crypto.subtle.importKey('raw', encoder.encode(session.key), 'AES-CBC', false, [usage]);
}

export async function aesEncrypt(
  plain: string,
  session: SessionKey,
  crypto: Crypto = globalThis.crypto,
): Promise<string> {
  const key = await aesKey(session, 'encrypt', crypto);
  const iv = encoder.encode(session.iv);
  const cipher = await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, key, encoder.encode(plain));
  return bytesToBase64(new Uint8Array(cipher));
}

export async function aesDecrypt(
  cipherText: string,
  session: SessionKey,
  crypto: Crypto = globalThis.crypto,
): Promise<string> {
  const key = await aesKey(session, 'decrypt', crypto);
  const iv = encoder.encode(session.iv);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-CBC', iv },
    key,
    base64ToBytes(cipherText),
  );
  return decoder.decode(plain);
}

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** Wraps text with the RSA public key; any failure is 'RSA encrypt failed'. */
export async function rsaEncrypt(
  plain: string,
  publicKey: string,
  crypto: Crypto = globalThis.crypto,
): Promise<string> {
  try {
    const key = await crypto.subtle.importKey('spki', keyBytes(publicKey), RSA, false, ['encrypt']);
    const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, encoder.encode(plain));
    return bytesToBase64(new Uint8Array(cipher));
  } catch (error) {
    throw new PickerError(ErrorCodes.REQUEST_FAILED, RequestMessages.rsaFailed, { cause: error });
  }
}

export async function rsaDecrypt(
  cipherText: string,
  privateKey: string,
  crypto: Crypto = globalThis.crypto,
): Promise<string> {
  const key = await crypto.subtle.importKey('pkcs8', keyBytes(privateKey), RSA, false, ['decrypt']);
  const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, key, base64ToBytes(cipherText));
  return decoder.decode(plain);
}

/** A fresh RSA-2048 pair as base64 DER (public SPKI, private PKCS#8), for the fake suite and tests. */
export async function generateRsaKeyPair(
  crypto: Crypto = globalThis.crypto,
): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await crypto.subtle.generateKey(
    { ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = await crypto.subtle.exportKey('spki', pair.publicKey);
  const pkcs8 = await crypto.subtle.exportKey('pkcs8', pair.privateKey);
  return {
    publicKey: bytesToBase64(new Uint8Array(spki)),
    privateKey: bytesToBase64(new Uint8Array(pkcs8)),
  };
}

export function newSessionKey(crypto: Crypto = globalThis.crypto): SessionKey {
  return { key: randomString(AES_KEY_LENGTH, crypto), iv: randomString(AES_IV_LENGTH, crypto) };
}

export interface EncryptedRequest {
  headers: Record<string, string>;
  body: string;
  session: SessionKey;
}

/** Client side: the headers and body of one encrypted call. */
export async function encryptRequest(
  api: ApiParameters,
  bodyText: string | undefined,
  publicKey: string,
  crypto: Crypto = globalThis.crypto,
): Promise<EncryptedRequest> {
  const session = newSessionKey(crypto);
  const parameters = await rsaEncrypt(JSON.stringify(session), publicKey, crypto);
  return {
    session,
    headers: {
      [ENCRYPTION_HEADERS.flag]: '1',
      [ENCRYPTION_HEADERS.algorithm]: ENCRYPTION_ALGORITHM,
      [ENCRYPTION_HEADERS.parameters]: parameters,
      [ENCRYPTION_HEADERS.api]: await aesEncrypt(JSON.stringify(api), session, crypto),
      'Content-Type': 'text/plain',
    },
    body: bodyText ? await aesEncrypt(bodyText, session, crypto) : '',
  };
}

export interface DecryptedRequest extends ApiParameters {
  session: SessionKey;
  /** The original body text ('' when there was none). */
  body: string;
}

type HeaderSource = Headers | Record<string, string | undefined>;

function header(headers: HeaderSource, name: string): string | null {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name);
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers as Record<string, string | undefined>)) {
    if (key.toLowerCase() === wanted && value !== undefined) return value;
  }
  return null;
}

/** True when a request carries the encrypted-mode flag. */
export function isEncryptedRequest(headers: HeaderSource): boolean {
  return header(headers, ENCRYPTION_HEADERS.flag) === '1';
}

/** Suite side: reads an encrypted call with the RSA private key (base64 PKCS#8 or PEM). */
export async function decryptRequest(
  headers: HeaderSource,
  bodyText: string,
  privateKey: string,
  crypto: Crypto = globalThis.crypto,
): Promise<DecryptedRequest> {
  const wrapped = header(headers, ENCRYPTION_HEADERS.parameters);
  const apiText = header(headers, ENCRYPTION_HEADERS.api);
  if (!wrapped || !apiText) {
    throw new PickerError(ErrorCodes.PARAM_INVALID, 'encrypted call without its parameter headers');
  }
  const session = JSON.parse(await rsaDecrypt(wrapped, privateKey, crypto)) as SessionKey;
  const api = JSON.parse(await aesDecrypt(apiText, session, crypto)) as ApiParameters;
  const body = bodyText ? await aesDecrypt(bodyText, session, crypto) : '';
  return { ...api, session, body };
}

/** Suite side: the body of an encrypted answer (send it with header `encryption: 1`). */
export function encryptResponse(
  payload: unknown,
  session: SessionKey,
  crypto: Crypto = globalThis.crypto,
): Promise<string> {
  return aesEncrypt(JSON.stringify(payload), session, crypto);
}

/** Client side: reads an encrypted answer; JSON when it parses, else the text. */
export async function decryptResponse(
  bodyText: string,
  session: SessionKey,
  crypto: Crypto = globalThis.crypto,
): Promise<unknown> {
  const text = await aesDecrypt(bodyText, session, crypto);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
