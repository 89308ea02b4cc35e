/**
 * What the suite's own service modules get: the shared ServiceContext plus the dataset, the
 * mutable state and helpers. Other modules (drive) receive the same object typed as
 * ServiceContext.
 */
import type { HttpHandler } from 'msw';
import type { Dataset } from './data/dataset';
import { IDENTITIES, type SuiteIdentity } from './data/identities';
import type { SuiteEncryption } from './encryption';
import type { Org } from './data/org';
import { fail, IP_FORBIDDEN_RESULT } from './http/errors';
import type { ServiceContext, SuiteServiceName, SuiteUserKind } from './types';
import { transferTarget } from './users';
import type { UserSettings } from './userSettings';

export interface RecordedEvent {
  path: string;
  user: SuiteUserKind;
  body: unknown;
  at: number;
}

export interface SuiteState {
  /** User ids recorded by POST last_add, newest first, per user kind. */
  lastAdded: Map<SuiteUserKind, number[]>;
  /** Usage events received by the events service. */
  events: RecordedEvent[];
  /** What modules do on reset (drive: created folders, the secret lock and attempts). */
  resets: Array<() => void>;
  /** The signed-in user's settings over the seeded identities (POST /__settings). */
  userSettings: UserSettings;
}

export function createState(): SuiteState {
  return { lastAdded: new Map(), events: [], resets: [], userSettings: {} };
}

export interface SuiteContext extends ServiceContext {
  origin: string;
  dataset: Dataset;
  state: SuiteState;
  /** The oem encrypted mode: the suite's key pair and whether config always advertises it. */
  encryption: SuiteEncryption;
  identity(request: Request): SuiteIdentity;
  /** An absolute URL for a path on the suite origin (avatars, logos). */
  abs(path: string): string;
  /**
   * The org of a company the caller may read, or an error response: unknown company 404
   * notFound, not a member 403 permissionDenied, IP policy 403 IpForbidden.
   */
  companyFor(request: Request, compId: number): Org | Response;
}

export interface SuiteModule {
  service: SuiteServiceName;
  handlers(ctx: SuiteContext, base: string): HttpHandler[];
}

export function createContext(opts: {
  origin: string;
  dataset: Dataset;
  state: SuiteState;
  encryption: SuiteEncryption;
  userKind: (request: Request) => SuiteUserKind;
}): SuiteContext {
  const { origin, dataset, state, encryption, userKind } = opts;
  // A transfer's x-kso-su-company is the workspace company of the answer.
  const identity = (request: Request): SuiteIdentity => {
    const { vipLevel, companyAccount } = state.userSettings;
    const who = {
      ...IDENTITIES[userKind(request)],
      ...(vipLevel === undefined ? {} : { vip_level: vipLevel }),
      ...(companyAccount === undefined ? {} : { is_company_account: companyAccount }),
    };
    const company = transferTarget(request).companyid;
    return company === undefined ? who : { ...who, companyid: company };
  };
  return {
    seed: dataset.seed,
    size: dataset.size,
    userKind,
    origin,
    dataset,
    state,
    encryption,
    identity,
    userSettings: () => state.userSettings,
    onReset: (listener) => {
      state.resets.push(listener);
    },
    abs: (path) => (path.startsWith('/') ? `${origin}${path}` : path),
    companyFor(request, compId) {
      const org = dataset.org(compId);
      if (!org) return fail(404, 'notFound', `Company ${compId} does not exist.`);
      if (!identity(request).companyIds.includes(compId)) {
        return fail(403, 'permissionDenied', `Not a member of company ${compId}.`);
      }
      if (org.company.ipForbidden) {
        return fail(
          403,
          IP_FORBIDDEN_RESULT,
          'Access from this IP address is forbidden by the company.',
        );
      }
      return org;
    },
  };
}
