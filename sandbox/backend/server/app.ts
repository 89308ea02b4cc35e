/**
 * The fake suite as a real HTTP server on 127.0.0.1: each request becomes a Fetch Request, runs
 * through the suite's msw handlers (getResponse) and is written back; CORS with credentials for
 * one sandbox origin; control endpoints under /__ (control.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { createFakeSuite, type FakeSuite } from '../suite';
import type { DatasetSize } from '../types';
import { control } from './control';
import { toFetchRequest, writeResponse } from './nodeBridge';

export interface SuiteServerOptions {
  port: number;
  size: DatasetSize;
  seed: number;
  /** The sandbox origin allowed to call with credentials. */
  corsOrigin: string;
  /** Advertise the oem encrypted mode on every config answer (see FakeSuiteOptions.encryption). */
  encryption?: boolean;
  /** Start as a private deployment (see FakeSuiteOptions.privateDeployment). */
  privateDeployment?: boolean;
}

export interface SuiteServer {
  url: string;
  suite(): FakeSuite;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

function setCors(req: IncomingMessage, res: ServerResponse, allowed: string): void {
  const origin = req.headers.origin;
  if (origin === undefined || origin !== allowed) return;
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('vary', 'Origin');
  res.setHeader('access-control-expose-headers', 'x-origin, encryption');
}

export async function startSuiteServer(opts: SuiteServerOptions): Promise<SuiteServer> {
  let suite: FakeSuite | undefined;
  let origin = '';
  const host = {
    suite: () => suite as FakeSuite,
    switchDataset(size: DatasetSize, seed: number) {
      // The key pair survives a switch (a page may hold the public key in its cached config).
      suite = createFakeSuite({
        size,
        seed,
        origin,
        encryption: opts.encryption ?? false,
        privateDeployment: suite?.privateDeployment() ?? opts.privateDeployment ?? false,
        encryptionKeys: suite?.encryptionKeys(),
      });
    },
  };
  const server = createServer((req, res) => {
    setCors(req, res, opts.corsOrigin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    void (async () => {
      try {
        const request = await toFetchRequest(req, origin);
        const response =
          (await control(host, request.clone())) ??
          (await getResponse(host.suite().handlers, request));
        await writeResponse(res, response ?? new Response('Not found', { status: 404 }));
      } catch (err) {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            result: 'ServerError',
            msg: err instanceof Error ? err.message : String(err),
          }),
        );
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${HOST}:${port}`;
  host.switchDataset(opts.size, opts.seed);
  return {
    url: origin,
    suite: host.suite,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
