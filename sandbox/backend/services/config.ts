/**
 * The config service (prefix /config): GET /config/config?version=&component= answers the UI-kit
 * configuration `{ expiry (seconds), addresses, zoneGroup, version, component, encryption? }`;
 * `encryption` (`{ enabled: true, publicKey, … }`, the suite's RSA public key) is present for
 * `release=oem`, or on every answer while the suite advertises the mode (the client's config call
 * names no release). GET /config/encryption/wps-private-entry.json
 * is the private-deployment entry.
 */
import { http, type HttpHandler } from 'msw';
import type { SuiteContext, SuiteModule } from '../context';
import { encryptionConfig } from '../encryption';
import { handle, ok } from '../http/errors';
import { Query } from '../http/params';
import type { SuiteServiceName } from '../types';

export const CONFIG_EXPIRY_SECONDS = 86_400;
export const SUITE_SERVICES: readonly SuiteServiceName[] = [
  'account',
  'team',
  'plus',
  'directory',
  'drive',
  'config',
  'events',
];

/** Every service's base URL on a suite origin. */
export function serviceAddresses(origin: string): Record<string, string> {
  return Object.fromEntries(SUITE_SERVICES.map((s) => [s, `${origin}/${s}`]));
}

function addresses(ctx: SuiteContext): Record<string, string> {
  return serviceAddresses(ctx.origin);
}

function handlers(ctx: SuiteContext, base: string): HttpHandler[] {
  return [
    http.get(`${base}/config`, ({ request }) =>
      handle(async () => {
        const q = new Query(request);
        const body: Record<string, unknown> = {
          expiry: CONFIG_EXPIRY_SECONDS,
          version: q.required('version'),
          component: q.required('component'),
          zoneGroup: 'DEFAULT',
          addresses: addresses(ctx),
          applications: { events: { app_key: 'pickerkit' } },
        };
        if (q.str('release') === 'oem' || ctx.encryption.advertised()) {
          body.encryption = await encryptionConfig(ctx.encryption);
        }
        return ok(body);
      }),
    ),
    http.get(`${base}/encryption/wps-private-entry.json`, () => ok({ addresses: addresses(ctx) })),
  ];
}

export const configService: SuiteModule = { service: 'config', handlers };
