/**
 * Private-deployment discovery (union-selector.md section 7), behind the suite's switch:
 * - the page probe: a GET of any page (a path under no service) with `debugger=1` answers a
 *   small HTML page; while the switch is on it carries `x-origin: <suite origin>`, the origin of
 *   the private deployment;
 * - the entry: GET {origin}/encryption/wps-private-entry.json (asked with `_noencryption=1` and
 *   marked `X-Uikit_Encryption: 1`; the front handler lets such calls through unencrypted)
 *   answers the service addresses, each at the top level and under `addresses`; 404 while off.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { fail, ok } from './http/errors';
import type { SuiteServiceName } from './types';

export const PRIVATE_ENTRY_PATH = '/encryption/wps-private-entry.json';
export const X_ORIGIN_HEADER = 'x-origin';
const PROBE_PAGE = '<!doctype html><title>pickerkit fake suite</title>';

export interface PrivateDeploymentSwitch {
  enabled(): boolean;
  set(on: boolean): void;
}

export function createPrivateDeploymentSwitch(initial: boolean): PrivateDeploymentSwitch {
  let on = initial;
  return {
    enabled: () => on,
    set(value) {
      on = value;
    },
  };
}

/** Whether a path is a page (no service, control or entry prefix): what the probe may ask. */
function isPagePath(pathname: string, services: readonly string[]): boolean {
  const first = pathname.split('/')[1] ?? '';
  return !services.includes(first) && !first.startsWith('__') && first !== 'encryption';
}

export function privateDeploymentHandlers(opts: {
  origin: string;
  services: readonly SuiteServiceName[];
  addresses: () => Record<string, string>;
  deployment: PrivateDeploymentSwitch;
}): HttpHandler[] {
  const { origin, services, addresses, deployment } = opts;
  return [
    http.get(`${origin}${PRIVATE_ENTRY_PATH}`, () => {
      if (!deployment.enabled()) {
        return fail(404, 'notFound', 'This suite is not a private deployment.');
      }
      const all = addresses();
      return ok({ ...all, addresses: all });
    }),
    http.get(`${origin}/*`, ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('debugger') !== '1') return undefined;
      if (!isPagePath(url.pathname, services)) return undefined;
      const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
      if (deployment.enabled()) headers[X_ORIGIN_HEADER] = origin;
      return new HttpResponse(PROBE_PAGE, { status: 200, headers });
    }),
  ];
}
