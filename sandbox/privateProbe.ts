/**
 * The sandbox server's side of private-deployment discovery: the page it serves is what the
 * union selector probes with `debugger=1` for an `x-origin` header. The dev server asks the fake
 * suite the same probe and passes its `x-origin` on (present only while the suite acts as a
 * private deployment: `npm run backend -- --private`, `POST /__private`, the sandbox's suite
 * controls). The entry itself, `/encryption/wps-private-entry.json`, is proxied to the suite.
 */
import type { Connect, Plugin } from 'vite';

export const X_ORIGIN = 'x-origin';

/** The suite's x-origin for the probe of `pageUrl` (path and query of the page), or null. */
export async function probeXOrigin(
  backend: string,
  pageUrl: string,
  doFetch: typeof fetch = fetch,
): Promise<string | null> {
  const url = new URL(pageUrl, backend);
  url.searchParams.set('debugger', '1');
  try {
    const res = await doFetch(new URL(`${url.pathname}${url.search}`, backend));
    await res.body?.cancel();
    return res.headers.get(X_ORIGIN);
  } catch {
    return null;
  }
}

/** Whether a dev-server request is the debugger=1 probe of a page (not a proxied suite call). */
export function isPageProbe(method: string | undefined, rawUrl: string | undefined): boolean {
  if (method !== 'GET' || !rawUrl) return false;
  const url = new URL(rawUrl, 'http://sandbox.invalid');
  if (url.searchParams.get('debugger') !== '1') return false;
  return !url.pathname.startsWith('/suite/') && !url.pathname.startsWith('/encryption/');
}

export function privateProbePlugin(backend: string): Plugin {
  const probe: Connect.NextHandleFunction = (req, res, next) => {
    if (!isPageProbe(req.method, req.url)) {
      next();
      return;
    }
    void probeXOrigin(backend, req.url ?? '/').then((origin) => {
      if (origin) res.setHeader(X_ORIGIN, origin);
      next();
    });
  };
  return {
    name: 'pickerkit-private-probe',
    // The dev server (`npm start`) and the built sandbox's preview server (`--built`) alike.
    configureServer(server) {
      server.middlewares.use(probe);
    },
    configurePreviewServer(server) {
      server.middlewares.use(probe);
    },
  };
}
