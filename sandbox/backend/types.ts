/**
 * The fake suite's module contract. Each service module turns a context into msw handlers under
 * its own prefix (`/account`, `/team`, `/plus`, `/directory`, `/drive`, `/config`, `/events`).
 * Faults, latency and the signed-in user are handled around the modules, not inside them.
 */
import type { UserSettings } from './userSettings';
import type { HttpHandler } from 'msw';

/** org1k and org10k: the large org's shape with 1,000 and 10,000 staff (the browser bench's DOM counts). */
export type DatasetSize = 'tiny' | 'default' | 'large' | 'org1k' | 'org10k';
export const DATASET_SIZES: readonly DatasetSize[] = [
  'tiny',
  'default',
  'large',
  'org1k',
  'org10k',
];

/** Who is signed in: the cookie `pk_user` (`plus` when absent). */
export type SuiteUserKind = 'personal' | 'plus' | 'isolated';
export const SUITE_USER_KINDS: readonly SuiteUserKind[] = ['personal', 'plus', 'isolated'];

export type SuiteServiceName =
  'account' | 'team' | 'plus' | 'directory' | 'drive' | 'config' | 'events';

export interface ServiceContext {
  seed: number;
  size: DatasetSize;
  /** The user a request is made as (cookie pk_user, else the suite's default user). */
  userKind(request: Request): SuiteUserKind;
  /** Registers what a module does when the suite is reset (state its requests changed). */
  onReset?(listener: () => void): void;
  /** The signed-in user's settings laid over the seeded identities (userSettings.ts). */
  userSettings?(): UserSettings;
}

export interface ServiceModule {
  service: SuiteServiceName;
  /** `base` is the absolute URL prefix of the service, e.g. `http://127.0.0.1:4010/drive`. */
  handlers(ctx: ServiceContext, base: string): HttpHandler[];
}
