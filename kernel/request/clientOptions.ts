/** Options of createRequestClient, checked at creation. */
import type { AxiosAdapter } from 'axios';
import { ErrorCodes, PickerError } from '../errors';
import type { Release } from '../types';
import { RELEASES } from '../types';
import type { Logger, RequestEnvironment } from './environment';
import type { UikitConfigOptions } from './uikitConfig';
import type { ServiceName } from './types';

export const DEFAULT_TIMEOUT_MS = 10000;
export const SERVICE_TIMEOUTS_MS: Readonly<Partial<Record<ServiceName, number>>> = Object.freeze({
  drive: 5000,
  config: 4000,
});

export interface RequestClientOptions {
  /** default (domestic), oversea or oem; anything else throws. */
  release?: Release;
  /** Base URL per service (host supplied). */
  services?: Partial<Record<ServiceName, string>>;
  /**
   * Timeout per service in ms, over the defaults (10 s; drive 5 s, finder.md; config 4 s). A
   * product whose spec gives one timeout for every call passes it for each service (the union
   * selector: 10 s, union-selector.md section 7).
   */
  timeouts?: Partial<Record<ServiceName, number>>;
  /** Load the UI-kit config first (GET /config on the config service); off when absent. */
  uikitConfig?: UikitConfigOptions;
  /** Analytics caller tags: a warning is logged when one is given empty or "none". */
  _from?: string;
  _function?: string;
  /** Page-side dependencies (cookies, storage, window, crypto, logger, clock). */
  env?: RequestEnvironment;
  /** The axios adapter (default: axios's own choice: xhr in a page, http in Node). */
  adapter?: AxiosAdapter;
}

export function checkRequestClientOptions(options: RequestClientOptions, logger: Logger): Release {
  if (typeof options !== 'object' || options === null) {
    throw new PickerError(
      ErrorCodes.OPTIONS_INVALID,
      'createRequestClient(options): options must be an object, e.g. { services: { account: "..." } }',
    );
  }
  const release = options.release ?? 'default';
  if (!RELEASES.includes(release)) {
    throw new PickerError(
      ErrorCodes.OPTIONS_INVALID,
      `release "${String(release)}" is not valid: use "default", "oversea" or "oem"`,
    );
  }
  for (const [service, ms] of Object.entries(options.timeouts ?? {})) {
    if (typeof ms !== 'number' || !(ms > 0)) {
      throw new PickerError(
        ErrorCodes.OPTIONS_INVALID,
        `timeouts.${service} must be a positive number of milliseconds`,
      );
    }
  }
  const config = options.uikitConfig;
  if (config !== undefined && (!config?.version || !config?.component)) {
    throw new PickerError(
      ErrorCodes.OPTIONS_INVALID,
      'uikitConfig needs a version and a component, e.g. { version: "1.3.13", component: "picker" }',
    );
  }
  for (const tag of ['_from', '_function'] as const) {
    if (!(tag in options)) continue;
    const value = options[tag];
    if (!value || value === 'none') {
      logger.warn(
        `[pickerkit] ${tag} must be set by the caller (got ${JSON.stringify(value ?? '')})`,
      );
    }
  }
  return release;
}
