/**
 * Where the private space's links go: 'forgot password' on the unlock form, 'renew' when the
 * membership expired. The host passes them (`secretLinks`); by default they are pages of the
 * account service (`/secret/forgot-password`, `/vip/renew`) when the request client can tell
 * its address.
 */
import type { RequestClient } from '../../../kernel';
import type { FinderStore } from '../finder-state/FinderStore';

export interface SecretLinks {
  forgotPassword?: string;
  renew?: string;
}

export const DEFAULT_LINK_PATHS = {
  forgotPassword: '/secret/forgot-password',
  renew: '/vip/renew',
} as const;

const links = new WeakMap<FinderStore, SecretLinks>();

function accountPage(client: RequestClient, path: string): string | undefined {
  const url = (client as { url?: (service: 'account', path: string) => string }).url;
  if (typeof url !== 'function') return undefined;
  try {
    return url.call(client, 'account', path);
  } catch {
    return undefined;
  }
}

/** An http(s) or relative address; anything else (javascript:, data:) is dropped. */
export function safeHref(href: string | undefined): string | undefined {
  if (typeof href !== 'string' || href.trim() === '') return undefined;
  try {
    const parsed = new URL(href, 'http://relative.invalid/');
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? href : undefined;
  } catch {
    return undefined;
  }
}

export function setSecretLinks(
  store: FinderStore,
  given: SecretLinks | undefined,
  client: RequestClient,
): void {
  links.set(store, {
    forgotPassword: safeHref(
      given?.forgotPassword ?? accountPage(client, DEFAULT_LINK_PATHS.forgotPassword),
    ),
    renew: safeHref(given?.renew ?? accountPage(client, DEFAULT_LINK_PATHS.renew)),
  });
}

export function secretLinksOf(store: FinderStore): SecretLinks {
  return links.get(store) ?? {};
}
