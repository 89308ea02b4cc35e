/** In-memory fake sources and helpers for the kernel's source, search and tree tests. */
import { vi } from 'vitest';
import { createKernel } from '../../../../kernel';
import type { KernelOptions } from '../../../../kernel/options';
import type {
  LoadContext,
  LoadResult,
  PickerItem,
  SourceDefinition,
} from '../../../../kernel/types';

export function user(id: string, extra: Partial<PickerItem> = {}): PickerItem {
  return {
    key: `user_${id}`,
    id,
    type: 'user',
    origin: 'fake',
    sourceKey: 'fake',
    name: `User ${id}`,
    userid: id,
    raw: {},
    ...extra,
  };
}

export function dept(id: string, extra: Partial<PickerItem> = {}): PickerItem {
  return {
    key: `department_${id}`,
    id,
    type: 'department',
    origin: 'department',
    sourceKey: 'tree',
    name: `Dept ${id}`,
    hasChild: true,
    raw: {},
    ...extra,
  };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/**
 * A cached page's background refresh asks once the frame showing the page is painted (in Node,
 * with no frames, in the next task): a task, then the microtasks of its answer.
 */
export async function afterRefresh(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await flush();
}

type Loader = (ctx: LoadContext) => Promise<LoadResult>;

/** A flat list source paging `all` by offset, or answering through `loader` when given. */
export function listSource(
  key: string,
  all: PickerItem[] = [],
  extra: Partial<SourceDefinition> & { loader?: Loader } = {},
): SourceDefinition & { load: ReturnType<typeof vi.fn<Loader>> } {
  const { loader, ...rest } = extra;
  const load = vi.fn<Loader>(
    loader ??
      (async (ctx) => {
        const offset = typeof ctx.cursor === 'number' ? ctx.cursor : 0;
        const items = all.slice(offset, offset + ctx.pageSize);
        const next = offset + items.length;
        return { items, cursor: next, done: next >= all.length };
      }),
  );
  return {
    key,
    type: 'latest',
    title: key,
    tree: false,
    searchable: false,
    config: { type: 'latest', key },
    ...rest,
    load,
  };
}

export function users(count: number, prefix = 'u'): PickerItem[] {
  return Array.from({ length: count }, (_, i) => user(`${prefix}${i + 1}`));
}

export function kernelWith(
  sources: SourceDefinition[],
  options: KernelOptions = {},
): ReturnType<typeof createKernel> {
  const kernel = createKernel({ storage: null, ...options });
  for (const source of sources) kernel.sources.register(source);
  return kernel;
}
