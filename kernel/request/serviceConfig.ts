/**
 * The service config of union-selector.md sections 3 and 7: where each service lives, for the
 * release in use. Built from service-entry discovery (serviceEntry.ts): `{ zoneGroup, region,
 * addresses, applications, releaseShieldConfig, proto, props: { release, basePath }, version }`
 * with zone group DEFAULT, region sg and version 1.3.13 unless the entry says otherwise.
 *
 * Release detection reuses the stored config unless forced; otherwise it discovers and stores
 * it, except on failure: a failure is logged and the minimal config (empty addresses) is used,
 * and nothing is stored, so the next load tries again.
 */
import { isCancelled } from '../errors';
import type { Release } from '../types';
import type { Logger, StorageLike } from './environment';
import {
  discoverServiceEntry,
  entryServices,
  type ServiceEntry,
  type ServiceEntryOptions,
} from './serviceEntry';

export const SERVICE_CONFIG_VERSION = '1.3.13';
export const DEFAULT_ZONE_GROUP = 'DEFAULT';
export const DEFAULT_REGION = 'sg';
export const SERVICE_CONFIG_STORAGE_KEY = `pickerkit:service-config:${SERVICE_CONFIG_VERSION}`;

export interface ServiceConfig {
  zoneGroup: string;
  region: string;
  /** Base URL per service name; empty in the minimal config. */
  addresses: Partial<Record<string, string>>;
  applications: Record<string, unknown>;
  releaseShieldConfig: Record<string, unknown>;
  /** The protocol the services are reached with ('https:'). */
  proto: string;
  props: { release: Release; basePath: string };
  version: string;
  /** How it was found: the discovery mode, or 'fallback' for the minimal config. */
  mode: ServiceEntry['mode'] | 'fallback';
}

export interface ServiceConfigOptions extends ServiceEntryOptions {
  release?: Release;
  basePath?: string;
  storage?: StorageLike | null;
  logger?: Logger;
  /** Discover again even when a config is stored. */
  force?: boolean;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value !== '' ? value : fallback;

export function minimalServiceConfig(release: Release = 'default', basePath = ''): ServiceConfig {
  return {
    zoneGroup: DEFAULT_ZONE_GROUP,
    region: DEFAULT_REGION,
    addresses: {},
    applications: {},
    releaseShieldConfig: {},
    proto: 'https:',
    props: { release, basePath },
    version: SERVICE_CONFIG_VERSION,
    mode: 'fallback',
  };
}

/** The config an entry describes: its addresses (an `addresses` object, else top-level names). */
export function serviceConfigOf(
  discovered: ServiceEntry,
  release: Release = 'default',
  basePath = '',
): ServiceConfig {
  const entry = discovered.mode === 'domestic' ? {} : discovered.entry;
  const nested = record(entry.addresses);
  const addresses = Object.keys(nested).length
    ? Object.fromEntries(Object.entries(nested).filter(([, url]) => typeof url === 'string'))
    : entryServices(entry);
  const origin = discovered.mode === 'private' ? discovered.origin : undefined;
  return {
    ...minimalServiceConfig(release, basePath),
    zoneGroup: text(entry.zoneGroup, DEFAULT_ZONE_GROUP),
    region: text(entry.region, DEFAULT_REGION),
    addresses: addresses as Partial<Record<string, string>>,
    applications: record(entry.applications),
    releaseShieldConfig: record(entry.releaseShieldConfig),
    proto: text(entry.proto, origin?.startsWith('http://') ? 'http:' : 'https:'),
    mode: discovered.mode,
  };
}

function readStored(storage: StorageLike | null | undefined): ServiceConfig | null {
  try {
    const stored = storage?.getItem(SERVICE_CONFIG_STORAGE_KEY);
    if (!stored) return null;
    const config = JSON.parse(stored) as ServiceConfig;
    return config?.version === SERVICE_CONFIG_VERSION ? config : null;
  } catch {
    return null;
  }
}

/** Loads the service config: stored unless forced, else discovered and stored (not on failure). */
export async function loadServiceConfig(
  options: ServiceConfigOptions = {},
): Promise<ServiceConfig> {
  const { release = 'default', basePath = '', storage, force = false } = options;
  const logger = options.logger ?? console;
  const stored = force ? null : readStored(storage);
  if (stored) return stored;
  try {
    const discovered = await discoverServiceEntry(options);
    if (discovered.failed) throw new Error(`the ${discovered.mode} service entry failed to load`);
    const config = serviceConfigOf(discovered, release, basePath);
    try {
      storage?.setItem(SERVICE_CONFIG_STORAGE_KEY, JSON.stringify(config));
    } catch (error) {
      logger.warn('[pickerkit] could not store the service config:', error);
    }
    return config;
  } catch (error) {
    if (isCancelled(error)) throw error;
    logger.error('[pickerkit] service config load failed; using the minimal config:', error);
    return minimalServiceConfig(release, basePath);
  }
}
