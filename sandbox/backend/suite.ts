/**
 * createFakeSuite: the fake suite's handlers over one seeded dataset, with per-path faults, the
 * signed-in user, recorded calls and the oem encrypted mode. The same handlers run in process
 * (msw setupServer) and behind the loopback HTTP server (server.ts).
 */
import { http, type HttpHandler } from 'msw';
import { createContext, createState, type RecordedEvent, type SuiteContext } from './context';
import type { UserSettings } from './userSettings';
import { getDataset, type Dataset } from './data/dataset';
import { createEncryption, frontHandler, type RsaKeyPair } from './encryption';
import { createFaults, type Faults } from './faults';
import { createPrivateDeploymentSwitch, privateDeploymentHandlers } from './privateDeployment';
import { serviceAddresses, SUITE_SERVICES } from './services/config';
import { fail } from './http/errors';
import { SUITE_MODULES } from './modules';
import type { RecordedRequest } from './recorder';
import type { DatasetSize, SuiteServiceName, SuiteUserKind } from './types';
import { isUserKind, signedOutHandler, transferHandler, userKindOf } from './users';

export interface FakeSuiteOptions {
  size?: DatasetSize;
  seed?: number;
  /** Where the suite answers, without a trailing slash. Default 'http://suite.test'. */
  origin?: string;
  /** Who answers when the request has no pk_user cookie. Default 'plus'. */
  defaultUser?: SuiteUserKind;
  /**
   * Advertise the oem encrypted mode on every config answer, not only on `release=oem` (the
   * client's config call names no release). Default false; `setEncryption` changes it.
   */
  encryption?: boolean;
  /**
   * Act as a private deployment: the page probe (`debugger=1`) answers `x-origin` and
   * `/encryption/wps-private-entry.json` answers at the root. Default false; `setPrivateDeployment`
   * changes it.
   */
  privateDeployment?: boolean;
  /** A key pair to use instead of generating one (shared between suites, e.g. across a dataset switch). */
  encryptionKeys?: Promise<RsaKeyPair>;
}

export interface FakeSuite {
  origin: string;
  size: DatasetSize;
  seed: number;
  handlers: HttpHandler[];
  /** Base URL per service: origin + '/account', '/team', … */
  urls: Record<SuiteServiceName, string>;
  faults: Faults;
  /** Who is signed in for requests without a pk_user cookie (in-process tests send none). */
  setDefaultUser(kind: SuiteUserKind): void;
  defaultUser(): SuiteUserKind;
  /** Read access to the generated data (lazy; large parts build on first use). */
  dataset: Dataset;
  /**
   * What the suite recorded: every request received (as on the wire; an encrypted call with what
   * it carried under `decrypted`), usage events and recent contacts added by last_add.
   */
  recorded: {
    requests: RecordedRequest[];
    events: RecordedEvent[];
    lastAdded(kind: SuiteUserKind): number[];
  };
  /** The signed-in user's settings over the seeded identities (userSettings.ts); reset clears. */
  userSettings(): UserSettings;
  setUserSettings(settings: UserSettings): void;
  /** Advertise the oem encrypted mode on every config answer (on) or only for release=oem. */
  setEncryption(on: boolean): void;
  /** Act as a private deployment (x-origin on the page probe, the root entry) or not. */
  setPrivateDeployment(on: boolean): void;
  privateDeployment(): boolean;
  /** The suite's RSA key pair of the encrypted mode (generated once, on first use). */
  encryptionKeys(): Promise<RsaKeyPair>;
  /**
   * Clears faults and recorded state, makes `plus` (or the option) the default user again and
   * the encryption and private-deployment switches the options'. The key pair stays.
   */
  reset(): void;
}

export const DEFAULT_ORIGIN = 'http://suite.test';
const SERVICES = SUITE_SERVICES;

export function createFakeSuite(options: FakeSuiteOptions = {}): FakeSuite {
  const size = options.size ?? 'default';
  const seed = options.seed ?? 1;
  const origin = (options.origin ?? DEFAULT_ORIGIN).replace(/\/+$/, '');
  const initialUser = options.defaultUser ?? 'plus';
  if (!isUserKind(initialUser)) throw new Error(`Unknown user kind "${String(initialUser)}"`);
  let defaultUser: SuiteUserKind = initialUser;
  const dataset = getDataset(size, seed);
  const state = createState();
  const requests: RecordedRequest[] = [];
  const initialEncryption = options.encryption ?? false;
  const encryption = createEncryption(initialEncryption, options.encryptionKeys);
  const { faults, handler: faultHandler } = createFaults();
  const initialPrivate = options.privateDeployment ?? false;
  const deployment = createPrivateDeploymentSwitch(initialPrivate);
  const urls = Object.fromEntries(SERVICES.map((s) => [s, `${origin}/${s}`])) as Record<
    SuiteServiceName,
    string
  >;
  const ctx: SuiteContext = createContext({
    origin,
    dataset,
    state,
    encryption,
    userKind: (request) => userKindOf(request, defaultUser),
  });
  // What a decrypted call runs through: faults, the signed-out check, the modules and the 404
  // catch-all.
  const modules: HttpHandler[] = [
    signedOutHandler(origin),
    transferHandler(origin, () => defaultUser),
    ...SUITE_MODULES.flatMap((m) => m.handlers(ctx, urls[m.service])),
    ...privateDeploymentHandlers({
      origin,
      services: SERVICES,
      addresses: () => serviceAddresses(origin),
      deployment,
    }),
    http.all(`${origin}/*`, ({ request }) =>
      fail(
        404,
        'notFound',
        `No such path in the fake suite: ${request.method} ${new URL(request.url).pathname}`,
      ),
    ),
  ];
  const inner: HttpHandler[] = [faultHandler(origin, () => modules), ...modules];
  const handlers: HttpHandler[] = [
    frontHandler({ origin, encryption, log: requests, inner: () => inner }),
    ...inner,
  ];
  return {
    origin,
    size,
    seed,
    handlers,
    urls,
    faults,
    setDefaultUser(kind) {
      if (!isUserKind(kind)) throw new Error(`Unknown user kind "${String(kind)}"`);
      defaultUser = kind;
    },
    defaultUser: () => defaultUser,
    dataset,
    recorded: {
      requests,
      events: state.events,
      lastAdded: (kind) => [...(state.lastAdded.get(kind) ?? [])],
    },
    userSettings: () => ({ ...state.userSettings }),
    setUserSettings(settings) {
      state.userSettings = { ...settings };
    },
    setEncryption: (on) => encryption.setAdvertised(on),
    setPrivateDeployment: (on) => deployment.set(on),
    privateDeployment: () => deployment.enabled(),
    encryptionKeys: () => encryption.keys(),
    reset() {
      faults.clear();
      requests.length = 0;
      encryption.setAdvertised(initialEncryption);
      deployment.set(initialPrivate);
      state.events.length = 0;
      state.lastAdded.clear();
      state.userSettings = {};
      for (const listener of state.resets) listener();
      defaultUser = initialUser;
    },
  };
}
