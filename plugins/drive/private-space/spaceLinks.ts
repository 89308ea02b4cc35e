/**
 * Where the private space's links go: 'forgot password' on the unlock form, 'renew' when the
 * membership expired. The host passes them (`secretLinks`); by default they are pages of the
 * account service (`/secret/forgot-password`, `/vip/renew`) when the request client can tell
 * its address.
 */
import {
  defineExtension,
  type PickerKernel,
  type Plugin,
  type RequestClient,
} from '../../../kernel';

export interface SecretLinks {
  forgotPassword?: string;
  renew?: string;
}

export const DEFAULT_LINK_PATHS = {
  forgotPassword: '/secret/forgot-password',
  renew: '/vip/renew',
} as const;

export const PRIVATE_SPACE_PLUGIN = 'finder:private-space';

/** The private space's store: its links, made once from the plugin's options. */
export interface PrivateSpace {
  readonly links: SecretLinks;
}

export const PRIVATE_SPACE = defineExtension<PrivateSpace>('private space', PRIVATE_SPACE_PLUGIN);

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

/** The links to show: the host's, else the account service's pages; only http(s) or relative. */
export function resolveSecretLinks(
  given: SecretLinks | undefined,
  client: RequestClient | null,
): SecretLinks {
  const page = (path: string) => (client ? accountPage(client, path) : undefined);
  return {
    forgotPassword: safeHref(given?.forgotPassword ?? page(DEFAULT_LINK_PATHS.forgotPassword)),
    renew: safeHref(given?.renew ?? page(DEFAULT_LINK_PATHS.renew)),
  };
}

export interface PrivateSpaceOptions {
  /** The 'forgot password' and 'renew' pages (default: the account service's). */
  secretLinks?: SecretLinks;
}

/** The private space as a kernel plugin: its links, resolved against the kernel's client. */
export function privateSpacePlugin(options: PrivateSpaceOptions = {}): Plugin {
  return {
    name: PRIVATE_SPACE_PLUGIN,
    apply(kernel) {
      const client = kernel.hasClient ? kernel.client : null;
      kernel.extensions.provide(PRIVATE_SPACE, {
        links: resolveSecretLinks(options.secretLinks, client),
      });
    },
  };
}

/** The private space's links on this finder's kernel (none without the plugin). */
export function secretLinksOf(view: { readonly kernel: PickerKernel }): SecretLinks {
  return view.kernel.extensions.find(PRIVATE_SPACE)?.links ?? {};
}
