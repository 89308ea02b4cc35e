/**
 * `npm start` as a plugin author runs it: the fake suite and the sandbox's Vite dev server. The
 * browser suite runs on the built sandbox (`--built`), so this is what keeps the dev server itself
 * working: the page, the app's entry transformed on request, and the suite through its proxy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PORT = 5480;
const SUITE_PORT = 4480;
const SANDBOX = `http://127.0.0.1:${PORT}`;
let child: ChildProcess;

beforeAll(async () => {
  child = spawn(
    process.execPath,
    ['scripts/start.mjs', '--port', String(PORT), '--backend-port', String(SUITE_PORT)],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`npm start did not start: ${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(`pickerkit sandbox: ${SANDBOX}/`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm start exited ${code}: ${out}`)));
  });
  // The address is printed as Vite starts: wait until it listens.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${SANDBOX}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nothing answers on ${SANDBOX}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 100_000);

afterAll(() => {
  // The whole group: start.mjs, the fake suite and Vite.
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
});

describe('npm start (the dev server)', () => {
  it('serves the sandbox page, transforms its entry on request and proxies the suite', async () => {
    const page = await fetch(`${SANDBOX}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/src/main.tsx');
    const entry = await fetch(`${SANDBOX}/src/main.tsx`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toContain('javascript');
    // TypeScript and JSX compiled away by the dev server.
    expect(await entry.text()).not.toMatch(/:\s*(string|number)\s*[,)=]/);
    const dataset = await fetch(`${SANDBOX}/suite/__dataset`);
    expect(await dataset.json()).toEqual({ size: 'default', seed: 1 });
  }, 30_000);
});
