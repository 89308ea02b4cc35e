/**
 * Test harness for the source plugins: a kernel over the in-process fake suite with
 * pickerContext() and the sources under test, plus helpers that browse a list to its end.
 */
import {
  createKernel,
  type KernelOptions,
  type PickerItem,
  type PickerKernel,
  type Plugin,
} from '../../../kernel';
import type { MemberSourceConfig } from '../../../plugins/sources/member-items';
import { createRequestClient } from '../../../kernel/request';
import { pickerContext, type PickerContextOptions } from '../../../plugins/sources/context';
import { http, HttpResponse } from 'msw';
import type { SuiteServiceName } from '../../../sandbox/backend/types';
import type { FakeSuite, TestFakeSuite } from '../../support/fakeSuite';

export interface Setup {
  sources: MemberSourceConfig[];
  plugins: Plugin[];
  context?: PickerContextOptions;
  options?: Partial<KernelOptions>;
}

export function makeKernel(suite: FakeSuite, setup: Setup): PickerKernel {
  const client = createRequestClient({ services: suite.urls });
  return createKernel({ client, sources: setup.sources, storage: null, ...setup.options }).use([
    pickerContext(setup.context),
    ...setup.plugins,
  ]);
}

/** Creates and initialises; throws the init error if init failed. */
export async function ready(suite: FakeSuite, setup: Setup): Promise<PickerKernel> {
  const kernel = makeKernel(suite, setup);
  await kernel.init();
  if (kernel.initError) throw kernel.initError;
  return kernel;
}

/** The init error message of a setup (undefined when init succeeded). */
export async function initError(suite: FakeSuite, setup: Setup): Promise<string | undefined> {
  const kernel = makeKernel(suite, setup);
  await kernel.init();
  return kernel.initError?.message;
}

/** Loads a list (a source's root list or a node's children) to its end; returns its items. */
export async function browseAll(
  kernel: PickerKernel,
  sourceKey: string,
  parentKey?: string,
  maxPages = 200,
): Promise<PickerItem[]> {
  await kernel.sources.loadFirst(sourceKey, { parentKey, forceUpdate: true });
  const state = kernel.sources.state(sourceKey, parentKey);
  for (let page = 0; page < maxPages && !state.done && state.status === 'loaded'; page++) {
    await kernel.sources.loadMore(sourceKey, parentKey);
  }
  if (state.status === 'error') throw state.error;
  expect(state.done).toBe(true);
  return [...state.items];
}

/** Searches and loads every further page of every source; returns the data rows (no title rows). */
export async function searchAll(kernel: PickerKernel, query: string): Promise<PickerItem[]> {
  await kernel.search.search(query);
  for (let round = 0; round < 50; round++) {
    const more = kernel.search.rows.filter((row) => row.type === 'loadMore');
    if (more.length === 0) break;
    for (const row of more) await kernel.search.loadMore(row.sourceKey);
  }
  return kernel.search.rows.filter((row) => !['title', 'loadMore', 'emptyInfo'].includes(row.type));
}

export const names = (items: readonly PickerItem[]) => items.map((item) => item.name);
export const keys = (items: readonly PickerItem[]) => items.map((item) => item.key);

/**
 * Answers every GET of `path` (msw path syntax, `:param` allowed) on one suite service with
 * `body` and result "ok", until the test ends: an empty page, for instance.
 */
export function answerWith(
  suite: TestFakeSuite,
  service: SuiteServiceName,
  path: string,
  body: object,
): void {
  suite.server.use(
    http.get(`${suite.urls[service]}${path}`, () => HttpResponse.json({ result: 'ok', ...body })),
  );
}

/** Loads a list's first page and aborts it at once; returns the list state afterwards. */
export async function abortFirst(kernel: PickerKernel, sourceKey: string, parentKey?: string) {
  const pending = kernel.sources.loadFirst(sourceKey, { parentKey, forceUpdate: true });
  kernel.sources.abort(sourceKey);
  await pending;
  return kernel.sources.state(sourceKey, parentKey);
}
