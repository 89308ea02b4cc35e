/**
 * The UI-kit configuration (member-picker.md section 7, Other; finder.md section 7): GET /config
 * with `version` and `component`, 4 s timeout, cached in storage until the response's `expiry`
 * (seconds, default 24 hours). Stored configuration is reused unless a load is forced; otherwise it
 * is fetched and stored, except on failure. A failure is logged and the minimal config (no
 * addresses) is used; the client turns it into `entryFail` before a drive call.
 *
 * The fields the client reads (the spec shows only `expiry`):
 *   { expiry?: seconds, addresses?: { [service]: baseURL }, encryption?: { enabled, publicKey } }
 */
import type { Logger, StorageLike } from './environment';
import type { Result } from './types';

export const CONFIG_TIMEOUT_MS = 4000;
export const DEFAULT_CONFIG_EXPIRY_S = 24 * 60 * 60;
export const CONFIG_PATH = '/config';

export interface UikitEncryptionConfig {
  /** The oem encrypted mode is on (it applies only to the oem release). */
  enabled?: boolean;
  /** RSA public key, base64 SPKI (DER) or PEM. */
  publicKey?: string;
}

export interface UikitConfig {
  expiry?: number;
  /** Base URLs per service; the host's `services` option wins over these. */
  addresses: Partial<Record<string, string>>;
  encryption?: UikitEncryptionConfig;
  [extra: string]: unknown;
}

export function minimalUikitConfig(): UikitConfig {
  return { addresses: {} };
}

export interface UikitConfigOptions {
  version: string;
  component: string;
  /** Storage key; default `pickerkit:uikit-config:{component}:{version}`. */
  storageKey?: string;
}

export type ConfigFetcher = (params: {
  version: string;
  component: string;
}) => Promise<Result<unknown>>;

export interface ConfigState {
  config: UikitConfig;
  /** False when the config could not be loaded and the minimal one is in use. */
  ok: boolean;
  from: 'storage' | 'network' | 'fallback';
}

interface StoredConfig {
  expiresAt: number;
  config: UikitConfig;
}

function normalise(body: unknown): UikitConfig | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const record = body as Record<string, unknown>;
  const addresses: Record<string, string> = {};
  if (typeof record.addresses === 'object' && record.addresses !== null) {
    for (const [key, value] of Object.entries(record.addresses)) {
      if (typeof value === 'string') addresses[key] = value;
    }
  }
  return { ...record, addresses } as UikitConfig;
}

function expirySeconds(config: UikitConfig): number {
  const { expiry } = config;
  return typeof expiry === 'number' && Number.isFinite(expiry) && expiry > 0
    ? expiry
    : DEFAULT_CONFIG_EXPIRY_S;
}

export class UikitConfigStore {
  private state: ConfigState | null = null;
  private pending: Promise<ConfigState> | null = null;
  readonly storageKey: string;

  constructor(
    private readonly fetcher: ConfigFetcher,
    private readonly options: UikitConfigOptions,
    private readonly env: { storage: StorageLike | null; now: () => number; logger: Logger },
  ) {
    this.storageKey =
      options.storageKey ?? `pickerkit:uikit-config:${options.component}:${options.version}`;
  }

  /** The config in use, once loaded. */
  get current(): UikitConfig | null {
    return this.state?.config ?? null;
  }

  /** Loads once; later calls reuse a success. After a failure the next call tries again. */
  ensure(): Promise<ConfigState> {
    if (this.state?.ok) return Promise.resolve(this.state);
    if (!this.pending) {
      this.pending = this.load(false).finally(() => {
        this.pending = null;
      });
    }
    return this.pending;
  }

  /** Reuses the stored config unless forced; otherwise fetches and stores it (not on failure). */
  async load(force = false): Promise<ConfigState> {
    const stored = force ? null : this.readStored();
    if (stored) return this.settle({ config: stored, ok: true, from: 'storage' });
    const { version, component } = this.options;
    let failure: unknown;
    try {
      const [error, body] = await this.fetcher({ version, component });
      const config = error ? null : normalise(body);
      if (config) {
        this.writeStored(config);
        return this.settle({ config, ok: true, from: 'network' });
      }
      failure = error ?? new Error('the config response is not an object');
    } catch (error) {
      // A cancellation or an unexpected throw: the config stays unloaded either way.
      failure = error;
    }
    this.env.logger.error(
      '[pickerkit] UI-kit config load failed; using the minimal config:',
      failure,
    );
    return this.settle({ config: minimalUikitConfig(), ok: false, from: 'fallback' });
  }

  private settle(state: ConfigState): ConfigState {
    this.state = state;
    return state;
  }

  private readStored(): UikitConfig | null {
    const { storage } = this.env;
    if (!storage) return null;
    try {
      const text = storage.getItem(this.storageKey);
      if (!text) return null;
      const stored = JSON.parse(text) as StoredConfig;
      if (typeof stored?.expiresAt !== 'number' || stored.expiresAt <= this.env.now()) {
        storage.removeItem(this.storageKey);
        return null;
      }
      return normalise(stored.config);
    } catch {
      // Unreadable storage or a corrupt entry: fetch instead.
      return null;
    }
  }

  private writeStored(config: UikitConfig): void {
    const { storage } = this.env;
    if (!storage) return;
    const stored: StoredConfig = {
      expiresAt: this.env.now() + expirySeconds(config) * 1000,
      config,
    };
    try {
      storage.setItem(this.storageKey, JSON.stringify(stored));
    } catch (error) {
      this.env.logger.warn('[pickerkit] could not store the UI-kit config:', error);
    }
  }
}
