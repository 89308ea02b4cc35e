/**
 * The server of the Vite hosts and of the React 18 server-rendering host: static files from a
 * build folder, pages answered with their own Content-Security-Policy, and the fake suite proxied
 * under /suite so that the products call their own origin (as a host's gateway would).
 *
 * A page is `{ file }` (an HTML file of the build) or `{ render(url) }` (HTML made per request),
 * and `csp`: 'stylesheet' (`script-src 'self'; style-src 'self'`), 'nonce' (`script-src 'self';
 * style-src 'nonce-…'`, a fresh nonce per request, written over __CSP_NONCE__ in the HTML) or none.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The policy of a page kind, with the nonce of this response. */
export function policyOf(csp, nonce) {
  if (csp === 'stylesheet') return "script-src 'self'; style-src 'self'";
  if (csp === 'nonce') return `script-src 'self'; style-src 'nonce-${nonce}'`;
  return null;
}

function proxy(req, res, suitePort) {
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: suitePort,
      path: req.url.slice('/suite'.length) || '/',
      method: req.method,
      headers: { ...req.headers, host: `127.0.0.1:${suitePort}` },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

/** Starts the server on 127.0.0.1:port; resolves with { url, close() }. */
export async function startHostServer({ port, suitePort, root, pages }) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname.startsWith('/suite/')) return proxy(req, res, suitePort);
    const page = pages[url.pathname];
    if (page) {
      const nonce = randomBytes(16).toString('base64');
      const html = (
        page.render ? page.render(url) : readFileSync(join(root, page.file), 'utf8')
      ).replaceAll('__CSP_NONCE__', nonce);
      const policy = policyOf(page.csp, nonce);
      res.writeHead(200, {
        'content-type': TYPES['.html'],
        'cache-control': 'no-store',
        ...(policy ? { 'content-security-policy': policy } : {}),
      });
      res.end(html);
      return;
    }
    const file = join(root, normalize(url.pathname).replace(/^([/\\])+/, ''));
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
