/**
 * Pasting 500 e-mail addresses against a directory of the fake suite's 3,000 staff, each lookup
 * answering after 20 ms as a network round trip would (in memory: the in-process fake suite's
 * own search work would run on the picker's thread and be counted as the picker's):
 * `kernel.paste.paste` (batches of 20, 4 at a time, one selection change) against a one-by-one
 * search of the same entries (`search.setQuery` per address, then its hit picked), the way a user
 * adds them without the paste. Both pick the same 500 people, checked. One run each, and the
 * longest the event loop was blocked while the paste ran (the page's "frozen" time).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createKernel, type LoadContext, type PickerItem, type PickerKernel } from '../../kernel';
import { memberItems } from '../../plugins/sources/member-items';
import { makeItem } from '../../plugins/sources/shared/items';
import { resolvePeople } from '../../plugins/sources/shared/resolvePeople';
import { createFakeSuite } from '../../sandbox/backend/suite';
import { report } from './measure';

const ENTRIES = 500;
const LATENCY_MS = 20;

const staff = createFakeSuite({ size: 'default', seed: 1 }).dataset.homeOrg('plus').staff;
const people: PickerItem[] = staff.map((person) =>
  makeItem({
    id: String(person.userid),
    type: 'user',
    name: person.name,
    sourceKey: 'staff',
    origin: 'staff',
    raw: { email: person.email, phone: person.phone },
  }),
);
const byEmail = new Map(people.map((item) => [(item.raw as { email: string }).email, item]));

/** The directory's answer to one query, after a round trip; an abort rejects. */
function lookup(query: string, signal: AbortSignal): Promise<PickerItem[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const hit = byEmail.get(query.toLowerCase());
      resolve(hit ? [hit] : people.filter((item) => item.name.includes(query)).slice(0, 20));
    }, LATENCY_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

async function picker(): Promise<PickerKernel> {
  const kernel = createKernel({ storage: null, plugins: [memberItems()] });
  kernel.sources.register({
    key: 'staff',
    type: 'staff',
    title: 'Staff',
    tree: false,
    searchable: true,
    config: { type: 'staff' },
    load: async () => ({ items: [], done: true }),
    search: async (ctx: LoadContext & { query: string }) => ({
      items: await lookup(ctx.query, ctx.signal),
      done: true,
    }),
    resolve: resolvePeople((entry, ctx) => lookup(entry.value, ctx.signal)),
  });
  await kernel.init();
  return kernel;
}

const emails = staff.slice(0, ENTRIES).map((person) => person.email);

async function pasteAll(): Promise<{ ms: number; picked: number; blockedMs: number }> {
  const kernel = await picker();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const start = performance.now();
  await kernel.paste.paste(emails.join('\n'));
  const ms = performance.now() - start;
  loop.disable();
  const picked = kernel.selection.count;
  kernel.dispose();
  return { ms, picked, blockedMs: loop.max / 1e6 };
}

async function oneByOne(): Promise<{ ms: number; picked: number }> {
  const kernel = await picker();
  const start = performance.now();
  for (const email of emails) {
    await kernel.search.setQuery(email);
    const hit = kernel.search.rows.find((row) => row.type === 'user');
    if (hit) kernel.selection.select(hit);
  }
  const ms = performance.now() - start;
  const picked = kernel.selection.count;
  kernel.dispose();
  return { ms, picked };
}

const ours = await pasteAll();
const peer = await oneByOne();
if (ours.picked !== ENTRIES || peer.picked !== ENTRIES) {
  throw new Error(`paste-500: picked ${ours.picked} by paste, ${peer.picked} one by one`);
}
report('paste-500-vs-one-by-one-search', ours.ms, peer.ms);
console.log(`bench paste-500-longest-event-loop-block_ms=${Number(ours.blockedMs.toPrecision(3))}`);
