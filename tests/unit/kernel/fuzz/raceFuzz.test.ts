/**
 * A seeded race fuzz of the kernel: random sequences of tab switches, company switches,
 * load-more, retry, queries and search retries, while the answers of every request (browse,
 * background refresh, search) arrive in random order, some failing. After every step no list and
 * no search result may hold a person of a company other than the current one, nor anything a
 * superseded query asked for. Prints `fuzz race sequences=… steps=… stale=0`.
 */
import { describe, expect, it } from 'vitest';
import { createKernel, isCancelled } from '../../../../kernel';
import type { LoadContext, LoadResult, PickerItem, SourceDefinition } from '../../../../kernel';
import { flush } from '../sources/fakes';
import { prng, pick } from './random';

const SEQUENCES = 1000;
const STEPS = 30;
const SOURCES = ['a', 'b', 'c'];
const COMPANIES = ['c1', 'c2', 'c3'];
const QUERIES = ['', 'ann', 'bob'];

interface Pending {
  answer(ok: boolean): void;
}

function person(company: string, source: string, tag: string, n: number): PickerItem {
  const id = `${company}|${source}|${tag}|${n}`;
  return {
    key: `user_${id}`,
    id,
    type: 'user',
    origin: 'fuzz',
    sourceKey: source,
    name: id,
    raw: {},
  };
}

/** A source whose every request waits for the fuzzer; the answer says whom it was fetched for. */
function heldSource(key: string, pending: Pending[]): SourceDefinition {
  const request = (ctx: LoadContext, tag: string): Promise<LoadResult> => {
    const company = ctx.kernel.context.currentCompanyId ?? 'none';
    const offset = typeof ctx.cursor === 'number' ? ctx.cursor : 0;
    return new Promise<LoadResult>((resolve, reject) => {
      pending.push({
        answer(ok) {
          if (!ok) {
            reject(new Error('network down'));
            return;
          }
          const items = [0, 1].map((n) => person(company, key, tag, offset + n));
          resolve({ items, cursor: offset + 2, done: offset >= 6 });
        },
      });
    });
  };
  return {
    key,
    type: 'latest',
    title: key,
    tree: false,
    searchable: true,
    config: { type: 'latest', key },
    load: (ctx) => request(ctx, 'browse'),
    search: (ctx) => request(ctx, `q=${ctx.query}`),
  };
}

/** What the screen may not show: another company's people, or hits of another query. */
function staleItems(kernel: ReturnType<typeof createKernel>): string[] {
  const company = kernel.context.currentCompanyId;
  const wrong: string[] = [];
  for (const key of SOURCES) {
    for (const item of kernel.sources.state(key).items) {
      const [itemCompany, , tag] = item.id.split('|');
      if (itemCompany !== company || tag !== 'browse') wrong.push(item.id);
    }
  }
  const query = kernel.search.query.trim();
  for (const item of kernel.search.rows) {
    if (!item.id.includes('|')) continue;
    const [itemCompany, , tag] = item.id.split('|');
    if (itemCompany !== company || tag !== `q=${query}`) wrong.push(item.id);
  }
  return wrong;
}

async function runSequence(
  seed: number,
): Promise<{ steps: number; stale: number; errors: unknown[] }> {
  const random = prng(seed);
  const pending: Pending[] = [];
  const errors: unknown[] = [];
  const kernel = createKernel({ storage: null });
  for (const key of SOURCES) kernel.sources.register(heldSource(key, pending));
  kernel.context.setCurrentCompany('c1');
  const watch = (work: Promise<unknown>) =>
    work.catch((error: unknown) => {
      if (!isCancelled(error)) errors.push(error);
    });
  await kernel.init();
  let stale = 0;
  let steps = 0;
  for (let step = 0; step < STEPS; step += 1) {
    const active = kernel.tabs.active?.sourceKey ?? 'a';
    const roll = random();
    if (roll < 0.45 && pending.length > 0) {
      const index = Math.floor(random() * pending.length);
      pending.splice(index, 1)[0].answer(random() < 0.8);
    } else if (roll < 0.6) {
      watch(kernel.tabs.setActive(pick(random, SOURCES)));
    } else if (roll < 0.7) {
      kernel.changeCompany(pick(random, COMPANIES));
    } else if (roll < 0.8) {
      watch(kernel.sources.loadMore(active));
    } else if (roll < 0.87) {
      watch(kernel.sources.retry(active));
    } else if (roll < 0.95) {
      watch(kernel.search.setQuery(pick(random, QUERIES)));
    } else {
      watch(kernel.search.retry());
    }
    await flush();
    steps += 1;
    if (staleItems(kernel).length > 0) stale += 1;
  }
  // Let everything still in flight answer, in random order, then look once more.
  while (pending.length > 0) {
    const index = Math.floor(random() * pending.length);
    pending.splice(index, 1)[0].answer(random() < 0.8);
    await flush();
    steps += 1;
    if (staleItems(kernel).length > 0) stale += 1;
  }
  kernel.dispose();
  return { steps, stale, errors };
}

describe('race fuzz of the kernel', () => {
  it('shows nothing stale over 1,000 seeded sequences of out-of-order answers', async () => {
    let stale = 0;
    let steps = 0;
    const errors: unknown[] = [];
    for (let sequence = 0; sequence < SEQUENCES; sequence += 1) {
      const result = await runSequence(0xc0ffee + sequence);
      stale += result.stale;
      steps += result.steps;
      errors.push(...result.errors);
    }
    console.log(`fuzz race sequences=${SEQUENCES} steps=${steps} stale=${stale}`);
    expect(errors).toEqual([]);
    expect(stale).toBe(0);
  }, 120_000);
});
