/**
 * What the request layer reads from the page, behind small interfaces so it runs in Node as well:
 * the cookie jar, the storage of the config cache, the window (transfer setting, location) and
 * Web Crypto. Nothing here touches window or document at import time; the defaults look them up
 * when first used.
 */

/** The cookies the client reads (csrf, lang) and writes (csrf). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
}

/** The part of Web Storage the config cache uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The cross-account transfer setting a host page puts on the window. */
export interface TransferSetting {
  userId: string | number;
  companyId: string | number;
}

/** The property of the window that carries the transfer setting. */
export const TRANSFER_WINDOW_PROPERTY = '__PICKERKIT_TRANSFER__';

/** The part of the window the client reads. */
export interface WindowLike {
  location?: { origin?: string; host?: string; href?: string; protocol?: string };
  [TRANSFER_WINDOW_PROPERTY]?: TransferSetting | null;
}

export interface Logger {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** Everything injectable; each field defaults to the page's own. */
export interface RequestEnvironment {
  cookies?: CookieJar;
  /** Storage of the config cache; null turns caching off. Default: localStorage when present. */
  storage?: StorageLike | null;
  getWindow?: () => WindowLike | undefined;
  crypto?: Crypto;
  logger?: Logger;
  /** Clock in milliseconds (for the config expiry). */
  now?: () => number;
}

export interface ResolvedEnvironment {
  cookies: CookieJar;
  storage: StorageLike | null;
  getWindow: () => WindowLike | undefined;
  crypto: Crypto;
  logger: Logger;
  now: () => number;
}

/** A jar over an in-memory map (Node, tests). */
export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar & {
  readonly values: Map<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value) => {
      values.set(name, value);
    },
  };
}

/** A jar over document.cookie, looked up on each use. */
export function documentCookieJar(getDocument: () => Document | undefined): CookieJar {
  return {
    get(name) {
      const cookie = getDocument()?.cookie ?? '';
      for (const part of cookie.split(';')) {
        const index = part.indexOf('=');
        if (index < 0) continue;
        if (part.slice(0, index).trim() === name) {
          return decodeURIComponent(part.slice(index + 1).trim());
        }
      }
      return undefined;
    },
    set(name, value) {
      const doc = getDocument();
      if (doc) doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
    },
  };
}

function defaultCookies(): CookieJar {
  const fallback = memoryCookieJar();
  const page = documentCookieJar(() =>
    typeof document === 'undefined' ? undefined : (document as Document),
  );
  const usePage = () => typeof document !== 'undefined';
  return {
    get: (name) => (usePage() ? page.get(name) : fallback.get(name)),
    set: (name, value) => (usePage() ? page.set(name, value) : fallback.set(name, value)),
  };
}

function defaultStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access to localStorage throws when storage is blocked for the page.
    return null;
  }
}

function defaultWindow(): WindowLike | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as WindowLike);
}

export function resolveEnvironment(env: RequestEnvironment = {}): ResolvedEnvironment {
  const crypto = env.crypto ?? globalThis.crypto;
  return {
    cookies: env.cookies ?? defaultCookies(),
    storage: env.storage === undefined ? defaultStorage() : env.storage,
    getWindow: env.getWindow ?? defaultWindow,
    crypto,
    logger: env.logger ?? console,
    now: env.now ?? Date.now,
  };
}

/** The transfer setting of the window, when it carries a usable one. */
export function readTransfer(win: WindowLike | undefined): TransferSetting | null {
  const setting = win?.[TRANSFER_WINDOW_PROPERTY];
  if (!setting || typeof setting !== 'object') return null;
  const { userId, companyId } = setting;
  if (userId === undefined || userId === null || userId === '') return null;
  if (companyId === undefined || companyId === null || companyId === '') return null;
  return { userId, companyId };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string of letters and digits, from the Web Crypto random source (no modulo bias). */
export function randomString(length: number, crypto: Crypto = globalThis.crypto): string {
  const limit = 256 - (256 % ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}
