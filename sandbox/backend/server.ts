/**
 * `npm run backend -- --port 4010 --size default|large|tiny --seed 1 [--cors-origin URL]
 * [--encryption] [--private]`: the fake suite on http://127.0.0.1:PORT (port 0 picks a free one).
 * `--encryption` advertises the oem encrypted mode on every config answer; `--private` makes it a
 * private deployment (x-origin on the debugger=1 page probe, /encryption/wps-private-entry.json). The CORS origin defaults to
 * $SANDBOX_ORIGIN, else http://127.0.0.1:5173. Stops cleanly on SIGINT and SIGTERM.
 */
import { startSuiteServer } from './server/app';
import { DATASET_SIZES, type DatasetSize } from './types';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  const value = i > -1 ? process.argv[i + 1] : undefined;
  return value !== undefined && !value.startsWith('--') ? value : fallback;
}

async function main(): Promise<void> {
  const port = Number(option('port', '4010'));
  const size = option('size', 'default') as DatasetSize;
  const seed = Number(option('seed', '1'));
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0-65535`);
  if (!DATASET_SIZES.includes(size))
    throw new Error(`--size must be one of ${DATASET_SIZES.join(', ')}`);
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  const corsOrigin = option('cors-origin', process.env.SANDBOX_ORIGIN ?? 'http://127.0.0.1:5173');
  const encryption = process.argv.includes('--encryption');
  const privateDeployment = process.argv.includes('--private');
  const server = await startSuiteServer({
    port,
    size,
    seed,
    corsOrigin,
    encryption,
    privateDeployment,
  });
  console.log(
    `fake suite listening on ${server.url} (size ${size}, seed ${seed}, CORS ${corsOrigin}${
      encryption ? ', oem encryption advertised' : ''
    }${privateDeployment ? ', private deployment' : ''})`,
  );
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
