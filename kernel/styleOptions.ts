/**
 * How the products' CSS reaches the page, a kernel option so that every view of a kernel reads
 * the same answer (the views' style hooks get it through the KernelProvider):
 * - `injectStyles` (default true): the views put their CSS into `<style>` elements in the head.
 *   False injects nothing; the host loads `pickerkit/styles.css` instead (a page whose
 *   Content-Security-Policy allows `style-src 'self'` only).
 * - `nonce`: set as the `nonce` attribute of every style element the views inject, for a page
 *   whose policy allows `style-src 'nonce-…'`.
 */
import { ErrorCodes, PickerError } from './errors';

export interface StyleOptions {
  /** Inject the CSS as `<style>` elements (default true); false: the host loads pickerkit/styles.css. */
  injectStyles?: boolean;
  /** The page's CSP nonce, set on every injected `<style>` element. */
  nonce?: string;
}

/** A CSP nonce is a base64 or base64url value (CSP Level 3, `nonce-source`). */
const NONCE = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * Throws a PickerError (OPTIONS_INVALID) when `injectStyles` or `nonce` has the wrong type;
 * `prefix` names the factory (e.g. `createUnionSelector:`).
 */
export function checkStyleOptions(options: object, prefix = ''): void {
  function fail(message: string): never {
    throw new PickerError(ErrorCodes.OPTIONS_INVALID, prefix ? `${prefix} ${message}` : message);
  }
  const { injectStyles, nonce } = options as { injectStyles?: unknown; nonce?: unknown };
  if (injectStyles !== undefined && typeof injectStyles !== 'boolean') {
    fail(
      `injectStyles must be true or false (got ${JSON.stringify(injectStyles)}): false injects no style element, then load pickerkit/styles.css`,
    );
  }
  if (nonce === undefined) return;
  if (typeof nonce !== 'string') {
    fail(
      `nonce must be a string, the nonce of the page's style-src 'nonce-…' (got ${typeof nonce})`,
    );
  }
  if (!NONCE.test(nonce)) {
    fail(
      `nonce ${JSON.stringify(nonce)} is not a CSP nonce: use the base64 value of the page's style-src 'nonce-…'`,
    );
  }
}
