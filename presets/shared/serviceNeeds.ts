/**
 * The services a preset calls, and the check at creation that the host can reach them: a request
 * client, or `services` with a base URL for every service the preset will call. Each preset lists
 * what it calls each service for (its own serviceNeeds module); a missing one fails at creation
 * with the service's name and what it is for, instead of failing at init behind the retry panel.
 * A client is taken as it is: where it sends each service is its own business.
 */
import {
  isHttpUrlOrPath,
  pickBaseUrl,
  SERVICE_NAMES,
  type BaseUrlOption,
  type ServiceName,
} from '../../kernel';

/** What a preset calls each service for, in the order the needs were found. */
export type ServiceNeeds = Map<ServiceName, string[]>;

/** Whether a source's or a tab's own base URL option names `service` (its calls go there). */
function coveredBy(option: BaseUrlOption | undefined, service: ServiceName): boolean {
  try {
    const base = pickBaseUrl(option, service);
    return typeof base === 'string' && base !== '';
  } catch {
    return false;
  }
}

/**
 * Adds a reason to call `service`, once; not when `ownBaseUrl` (a source's or a tab's baseURL)
 * already says where that service is.
 */
export function addNeed(
  needs: ServiceNeeds,
  service: ServiceName,
  reason: string,
  ownBaseUrl?: BaseUrlOption,
): void {
  if (coveredBy(ownBaseUrl, service)) return;
  const reasons = needs.get(service) ?? [];
  if (!reasons.includes(reason)) reasons.push(reason);
  needs.set(service, reasons);
}

/** `drive (files, the documents tab), plus (…)`: each service with what it is for. */
export function describeNeeds(needs: ServiceNeeds, only?: readonly ServiceName[]): string {
  return [...needs]
    .filter(([service]) => !only || only.includes(service))
    .map(([service, reasons]) => `${service} (${reasons.join('; ')})`)
    .join(', ');
}

/** `services={{ account: '…', drive: '…' }}`: the option a host would write. */
function servicesExample(services: readonly ServiceName[]): string {
  return `services={{ ${services.map((service) => `${service}: '…'`).join(', ')} }}`;
}

const CLIENT_METHODS = ['request', 'get', 'post', 'put', 'delete'] as const;

function isRequestClient(client: unknown): boolean {
  return (
    typeof client === 'object' &&
    client !== null &&
    CLIENT_METHODS.every(
      (method) => typeof (client as Record<string, unknown>)[method] === 'function',
    )
  );
}

export interface ConnectionOptions {
  services?: unknown;
  client?: unknown;
}

/**
 * Throws (through `fail`, which adds the preset's prefix) when the preset could not reach the
 * suite: a client that is not one, no services and no client, services that are not an object of
 * http(s) base URLs by service name, or services without a service the preset calls.
 */
export function checkConnection(
  options: ConnectionOptions,
  needs: ServiceNeeds,
  fail: (message: string) => never,
): void {
  const { client, services } = options;
  const needed = [...needs.keys()];
  if (client !== undefined) {
    if (!isRequestClient(client)) {
      fail(
        `client must be a request client (with ${CLIENT_METHODS.join(', ')}): pass ` +
          'createRequestClient({ services }) or omit it and pass services',
      );
    }
    return;
  }
  if (services === undefined || services === null) {
    fail(
      'no way to reach the suite: pass services (a base URL per service) or a client; ' +
        `it calls ${describeNeeds(needs)}, e.g. ${servicesExample(needed)}`,
    );
  }
  if (typeof services !== 'object' || Array.isArray(services)) {
    fail(
      `services must be an object of base URLs by service name, e.g. ${servicesExample(needed)} ` +
        `(got ${JSON.stringify(services)})`,
    );
  }
  for (const [name, url] of Object.entries(services)) {
    if (!(SERVICE_NAMES as readonly string[]).includes(name)) {
      fail(`services.${name} is not a service: use ${SERVICE_NAMES.join(', ')}`);
    }
    if (typeof url !== 'string' || url === '') {
      fail(`services.${name} must be a base URL string`);
    }
    if (!isHttpUrlOrPath(url)) {
      fail(`services.${name} ${JSON.stringify(url)} must be an http: or https: URL or a path`);
    }
  }
  const given = services as Partial<Record<ServiceName, string>>;
  const missing = needed.filter((service) => given[service] === undefined);
  if (missing.length > 0) {
    fail(
      `missing services: ${describeNeeds(needs, missing)}. Pass ` +
        `${servicesExample([...needed])} or a client`,
    );
  }
}
