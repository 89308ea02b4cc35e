/**
 * The bench's pages: each side of each preset bundled by esbuild as a production build (minified,
 * React in its production mode) and served from memory on loopback, with the peers' data per
 * dataset size (`/<name>-<size>.json`).
 */
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { DATASET_SIZES, type DatasetSize } from '../../../sandbox/backend/types';
import { finderPeerData } from './finderData';
import { peerTreeData } from './orgData';
import { unionPeerData } from './unionData';

const here = dirname(fileURLToPath(import.meta.url));
export const SIDES = ['ours', 'peer'] as const;
export type Side = (typeof SIDES)[number];
/** The member picker's pages are `ours` and `peer`; the other presets' are `<preset>-<side>`. */
export const PRESETS = ['member', 'union', 'finder'] as const;
export type Preset = (typeof PRESETS)[number];

export const pageName = (preset: Preset, side: Side): string =>
  preset === 'member' ? side : `${preset}-${side}`;
const PAGES = PRESETS.flatMap((preset) => SIDES.map((side) => pageName(preset, side)));

const PEER_DATA: Record<string, (size: DatasetSize) => unknown> = {
  org: peerTreeData,
  union: unionPeerData,
  finder: finderPeerData,
};

async function bundle(page: string, minify: boolean): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [join(here, 'pages', `${page}.tsx`)],
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

const html = (page: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench ${page}</title></head>` +
  `<body><div id="root"></div><script type="module" src="/${page}.js"></script></body></html>`;

export interface PageServer {
  origin: string;
  close(): Promise<void>;
}

/** `minify: false` keeps names readable in CPU profiles. */
export async function startPageServer(port: number, minify = true): Promise<PageServer> {
  const scripts = new Map<string, Uint8Array>();
  const built = await Promise.all(PAGES.map((page) => bundle(page, minify)));
  PAGES.forEach((page, index) => scripts.set(`/${page}.js`, built[index]));
  const data = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const page = PAGES.find((name) => path === `/${name}.html`);
    if (page) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html(page));
      return;
    }
    const script = scripts.get(path);
    if (script) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      return;
    }
    const asked = /^\/(\w+)-(\w+)\.json$/.exec(path);
    const of = asked ? PEER_DATA[asked[1]] : undefined;
    if (asked && of && DATASET_SIZES.includes(asked[2] as DatasetSize)) {
      if (!data.has(path)) data.set(path, JSON.stringify(of(asked[2] as DatasetSize)));
      response.writeHead(200, { 'content-type': 'application/json' }).end(data.get(path));
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
