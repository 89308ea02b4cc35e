/**
 * The sandbox's handle on the fake suite: service URLs through the dev-server proxy, and the
 * controls for who is signed in, the dataset size and injected faults.
 */
import type { ServiceName } from '../../kernel';
import { SERVICE_NAMES } from '../../kernel';

export const SUITE_PREFIX = '/suite';

export function suiteServices(): Record<ServiceName, string> {
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return Object.fromEntries(
    SERVICE_NAMES.map((name) => [name, `${origin}${SUITE_PREFIX}/${name}`]),
  ) as Record<ServiceName, string>;
}

export type SuiteUser = 'personal' | 'plus' | 'isolated';
export type DatasetSize = 'default' | 'large';

export function currentUser(): SuiteUser {
  const match = /(?:^|;\s*)pk_user=([^;]+)/.exec(document.cookie);
  const value = match?.[1];
  return value === 'personal' || value === 'isolated' ? value : 'plus';
}

export function signInAs(user: SuiteUser): void {
  document.cookie = `pk_user=${user}; path=/; SameSite=Lax`;
}

async function control(path: string, body: unknown, method = 'POST'): Promise<void> {
  const response = await fetch(`${SUITE_PREFIX}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'DELETE' ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

/** The size the suite serves now (it outlives page reloads), or null when it does not answer. */
export async function getDatasetSize(): Promise<DatasetSize | null> {
  try {
    const response = await fetch(`${SUITE_PREFIX}/__dataset`);
    if (!response.ok) return null;
    const { size } = (await response.json()) as { size?: unknown };
    return size === 'large' || size === 'default' ? size : null;
  } catch {
    return null;
  }
}

export function setDatasetSize(size: DatasetSize): Promise<void> {
  return control('/__dataset', { size });
}

export interface FaultSetting {
  /** A path of the suite, exact or a prefix ending in `*`, e.g. `/account/p/auth/check`. */
  path: string;
  latency?: number;
  status?: number;
  timeout?: boolean;
  networkError?: boolean;
  malformed?: boolean;
  /** The result code of the error body a `status` answers with (default per status). */
  result?: string;
  /** Answer this JSON body (with `status`, 200 when none). */
  body?: unknown;
  /** The real 200 answer with its list field(s) turned into an object. */
  listNotArray?: true | string;
}

export function setFault(fault: FaultSetting): Promise<void> {
  return control('/__faults', fault);
}

export function clearFaults(): Promise<void> {
  return control('/__faults', null, 'DELETE');
}

/** Make the suite a private deployment (x-origin on the page probe, the root entry), or not. */
export function setPrivateDeployment(enabled: boolean): Promise<void> {
  return control('/__private', { enabled });
}

/** The signed-in user's settings over the fake suite's seeded ones; unset keys keep the seed. */
export interface SuiteUserSettings {
  vipLevel?: number;
  companyAccount?: boolean;
  role?: 'administrator' | 'member';
  unlockAttempts?: number;
}

/** Replaces the suite's user settings ({} gives the seeded user back). */
export function setUserSettings(settings: SuiteUserSettings): Promise<void> {
  return control('/__settings', settings);
}
