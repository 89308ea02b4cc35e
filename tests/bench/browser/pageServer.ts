/**
 * The bench's pages: each side bundled by esbuild as a production build (minified, React in its
 * production mode) and served from memory on loopback, with antd's tree data per dataset size.
 */
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { DatasetSize } from '../../../sandbox/backend/types';
import { peerTreeData } from './orgData';

const here = dirname(fileURLToPath(import.meta.url));
export const SIDES = ['ours', 'peer'] as const;
export type Side = (typeof SIDES)[number];

async function bundle(side: Side, minify: boolean): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [join(here, 'pages', `${side}.tsx`)],
    bundle: true,
    write: false,
    minify,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].contents;
}

const html = (side: Side) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench ${side}</title></head>` +
  `<body><div id="root"></div><script type="module" src="/${side}.js"></script></body></html>`;

export interface PageServer {
  origin: string;
  close(): Promise<void>;
}

/** `minify: false` keeps names readable in CPU profiles. */
export async function startPageServer(port: number, minify = true): Promise<PageServer> {
  const scripts = new Map<string, Uint8Array>();
  for (const side of SIDES) scripts.set(`/${side}.js`, await bundle(side, minify));
  const trees = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const side = SIDES.find((name) => path === `/${name}.html`);
    if (side) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html(side));
      return;
    }
    const script = scripts.get(path);
    if (script) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      return;
    }
    const tree = /^\/org-(\w+)\.json$/.exec(path);
    if (tree) {
      const size = tree[1] as DatasetSize;
      if (!trees.has(size)) trees.set(size, JSON.stringify(peerTreeData(size)));
      response.writeHead(200, { 'content-type': 'application/json' }).end(trees.get(size));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
