/**
 * The fake suite's module contract. Each service module turns a context into msw handlers under
 * its own prefix (`/account`, `/team`, `/plus`, `/directory`, `/drive`, `/config`, `/events`).
 * Faults, latency and the signed-in user are handled around the modules, not inside them.
 */
import type { HttpHandler } from 'msw';

export type DatasetSize = 'tiny' | 'default' | 'large';
export const DATASET_SIZES: readonly DatasetSize[] = ['tiny', 'default', 'large'];

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
}

export interface ServiceModule {
  service: SuiteServiceName;
  /** `base` is the absolute URL prefix of the service, e.g. `http://127.0.0.1:4010/drive`. */
  handlers(ctx: ServiceContext, base: string): HttpHandler[];
}
