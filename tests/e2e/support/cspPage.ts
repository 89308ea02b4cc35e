/**
 * The test pages for the built package. A page served with `Content-Security-Policy: script-src 'self'` (no 'unsafe-eval', no inline
 * script) that runs the BUILT package: dist/ is built when missing, csp-page/main.mjs is bundled
 * by esbuild with its dependencies as they are, and the fake suite is reached through `/suite`
 * on the same origin (proxied to the backend the Playwright web server started).
 *
 * Two more pages forbid inline styles as well, one for each way a strict host loads the CSS:
 * `style-src 'self'` with `<link rel="stylesheet" href="/pickerkit/styles.css">` (the built
 * dist/styles.css) and the pickers' `injectStyles: false`; and `style-src 'nonce-…'` with a fresh
 * nonce per response, which the page script reads from a meta element and passes as `nonce`.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { build } from 'esbuild';

export const CSP = "script-src 'self'";
/** Scripts and styles from the page's origin only: no inline <style> at all. */
export const STYLE_SELF_CSP = "script-src 'self'; style-src 'self'";
/** Scripts from the origin; styles only in elements that carry the response's nonce. */
export const styleNonceCsp = (nonce: string) => `script-src 'self'; style-src 'nonce-${nonce}'`;

const ROOT = join(import.meta.dirname, '../../..');
const BUILT_ENTRY = join(ROOT, 'dist/esm/presets/member-picker/index.js');
const BUILT_STYLESHEET = join(ROOT, 'dist/styles.css');

function html(head = ''): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>pickerkit under a strict CSP</title>${head}</head>
  <body>
    <button id="open" type="button">Open member picker</button>
    <button id="open-union" type="button">Open union selector</button>
    <button id="open-finder" type="button">Open finder</button>
    <output id="result"></output>
    <script type="module" src="/app.js"></script>
  </body>
</html>`;
}
const HTML = html();

/**
 * Builds dist/ when it is missing (npm run build), then bundles the page script with its dynamic
 * imports split into chunks, as a host's bundler does: the languages the picker loads on demand
 * then arrive as scripts of their own, under the page's policy. Answers each file by its URL path.
 */
async function bundle(): Promise<Map<string, string>> {
  if (!existsSync(BUILT_ENTRY) || !existsSync(BUILT_STYLESHEET)) {
    execFileSync('npx', ['rollup', '-c'], { cwd: ROOT, stdio: 'inherit' });
  }
  const result = await build({
    entryPoints: { app: join(import.meta.dirname, 'csp-page/main.mjs') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    outdir: mkdtempSync(join(tmpdir(), 'pickerkit-csp-')),
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return new Map(result.outputFiles.map((file) => [`/${basename(file.path)}`, file.text]));
}

export interface CspPage {
  /** The page with `script-src 'self'`. */
  url: string;
  /** `style-src 'self'` too: the page links pickerkit/styles.css, the pickers inject nothing. */
  styleSelfUrl: string;
  /** `style-src 'nonce-…'` too (a new nonce per response): the pickers get the nonce. */
  styleNonceUrl: string;
  /** The same page with no policy at all (for the XSS corpus and hostile storage). */
  plainUrl: string;
  close(): Promise<void>;
}

export async function serveCspPage(port: number, backendPort: number): Promise<CspPage> {
  const scripts = await bundle();
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/suite/')) {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: backendPort,
          path: url.slice('/suite'.length),
          method: req.method,
          headers: { ...req.headers, host: `127.0.0.1:${backendPort}` },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const script = scripts.get(url);
    if (script !== undefined) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(script);
      return;
    }
    if (url === '/pickerkit/styles.css') {
      res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' });
      res.end(readFileSync(BUILT_STYLESHEET));
      return;
    }
    if (url === '/style-self' || url.startsWith('/style-self?')) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': STYLE_SELF_CSP,
      });
      res.end(html('<link rel="stylesheet" href="/pickerkit/styles.css" />'));
      return;
    }
    if (url === '/style-nonce' || url.startsWith('/style-nonce?')) {
      const nonce = randomBytes(16).toString('base64');
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': styleNonceCsp(nonce),
      });
      res.end(html(`<meta name="pk-style-nonce" content="${nonce}" />`));
      return;
    }
    if (url === '/' || url.startsWith('/?')) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': CSP,
      });
      res.end(HTML);
      return;
    }
    // The same page without any policy: hostile strings must stay inert on their own merits.
    if (url === '/plain' || url.startsWith('/plain?')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(HTML);
      return;
    }
    res.writeHead(url === '/favicon.ico' ? 204 : 404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  // Port 0 asks the system for a free one.
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}/`,
    styleSelfUrl: `http://127.0.0.1:${listening}/style-self`,
    styleNonceUrl: `http://127.0.0.1:${listening}/style-nonce`,
    plainUrl: `http://127.0.0.1:${listening}/plain`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
