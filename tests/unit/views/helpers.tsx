/**
 * Test kernels for the views: a real kernel with real selection and sources (in-memory source
 * definitions), and small observable stand-ins for the tabs, search and tree stores, so each view
 * is tested against the surface it reads.
 */
import { render, type RenderResult } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import {
  createKernel,
  selectionKey,
  type KernelOptions,
  type LoadResult,
  type PickerItem,
  type PickerKernel,
  type SourceDefinition,
} from '../../../kernel';
import { memberItems } from '../../../plugins/sources/member-items';
import { KernelProvider } from '../../../plugins/views/shared/KernelContext';
import type { LoadStatus, TreeRowView } from '../../../plugins/views/shared/surface';

export function user(id: string | number, extra: Partial<PickerItem> = {}): PickerItem {
  return {
    key: selectionKey('user', id),
    id: String(id),
    type: 'user',
    origin: 'latest',
    sourceKey: 'latest',
    name: `User ${id}`,
    raw: {},
    ...extra,
  };
}

export interface MemorySourceOptions {
  key?: string;
  type?: string;
  tree?: boolean;
  items: PickerItem[];
  pageSize?: number;
  /** Fails the first `failures` loads. */
  failures?: number;
}

/** A source answering pages of an in-memory array (offset cursor). */
export function memorySource(options: MemorySourceOptions): SourceDefinition<number> & {
  load: ReturnType<typeof vi.fn>;
} {
  const pageSize = options.pageSize ?? 20;
  let failures = options.failures ?? 0;
  const load = vi.fn(
    async ({ cursor }: { cursor: number | undefined }): Promise<LoadResult<number>> => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('network down');
      }
      const start = cursor ?? 0;
      const items = options.items.slice(start, start + pageSize);
      return {
        items,
        cursor: start + items.length,
        done: start + items.length >= options.items.length,
      };
    },
  );
  const key = options.key ?? 'latest';
  return {
    key,
    type: options.type ?? 'latest',
    title: key,
    tree: options.tree ?? false,
    searchable: true,
    cacheable: false,
    pageSize,
    load,
    config: { type: options.type ?? 'latest', key },
  };
}

/**
 * A real kernel (its own search store) over one source whose search answers `people` 20 at a
 * time, whatever the query; a page for which `fails(offset)` holds fails as a network would.
 */
export function pagedSearchKernel(
  people: PickerItem[],
  fails: (offset: number) => boolean = () => false,
): { kernel: PickerKernel; search: ReturnType<typeof vi.fn> } {
  const search = vi.fn(async ({ cursor }: { cursor?: unknown }): Promise<LoadResult> => {
    const offset = typeof cursor === 'number' ? cursor : 0;
    if (fails(offset)) throw new Error('network down');
    const items = people.slice(offset, offset + 20);
    return { items, cursor: offset + 20, done: offset + 20 >= people.length };
  });
  const kernel = createKernel({ storage: null, language: 'en', plugins: [memberItems()] });
  kernel.sources.register({ ...memorySource({ items: [] }), search } as SourceDefinition);
  return { kernel, search };
}

export interface FakeSearch {
  query: string;
  isSearching: boolean;
  rows: PickerItem[];
  status: LoadStatus;
  error: null;
  preTip?: string;
  input: ReturnType<typeof vi.fn>;
  setQuery: ReturnType<typeof vi.fn>;
  loadMore: ReturnType<typeof vi.fn>;
  retry: ReturnType<typeof vi.fn>;
}

export interface FakeTree {
  rows: TreeRowView[];
  visibleRows(sourceKey: string): TreeRowView[];
  toggleExpand: ReturnType<typeof vi.fn>;
  loadRoots: ReturnType<typeof vi.fn>;
  isExpanded(key: string): boolean;
}

export interface FakeTabs {
  list: Array<{ key: string; title: string; sourceKey?: string }>;
  activeKey: string | null;
  setActive(key: string): void;
  build(): void;
  loadActive(): void;
}

export interface TestKernel {
  kernel: PickerKernel;
  search: FakeSearch;
  tree: FakeTree;
  tabs: FakeTabs;
}

function replace(kernel: PickerKernel, name: string, value: unknown): void {
  Object.defineProperty(kernel, name, { value, configurable: true, writable: true });
}

export function createTestKernel(
  sources: SourceDefinition[] = [],
  options: KernelOptions = {},
): TestKernel {
  // The views are the member picker's: the kernel knows its item types (user, department, ...).
  const plugins = [memberItems(), ...(options.plugins ?? [])];
  const kernel = createKernel({ storage: null, language: 'en', ...options, plugins });
  for (const source of sources) kernel.sources.register(source as SourceDefinition);
  const search: FakeSearch = observable(
    {
      query: '',
      isSearching: false,
      rows: [] as PickerItem[],
      status: 'idle' as LoadStatus,
      error: null,
      preTip: undefined as string | undefined,
      input: vi.fn(),
      setQuery: vi.fn(),
      loadMore: vi.fn(),
      retry: vi.fn(),
    },
    { input: false, setQuery: false, loadMore: false, retry: false, rows: observable.ref },
  );
  const tree: FakeTree = observable(
    {
      rows: [] as TreeRowView[],
      visibleRows(): TreeRowView[] {
        return this.rows;
      },
      toggleExpand: vi.fn(),
      loadRoots: vi.fn(),
      isExpanded: () => false,
    },
    {
      toggleExpand: false,
      loadRoots: false,
      visibleRows: false,
      isExpanded: false,
      rows: observable.ref,
    },
  );
  const tabs: FakeTabs = observable({
    list: sources.map((source) => ({
      key: source.key,
      title: source.title,
      sourceKey: source.key,
    })),
    activeKey: sources[0]?.key ?? null,
    setActive(key: string) {
      this.activeKey = key;
    },
    build() {},
    loadActive() {},
  });
  replace(kernel, 'search', search);
  replace(kernel, 'tree', tree);
  replace(kernel, 'tabs', tabs);
  return { kernel, search, tree, tabs };
}

export function set<T extends object>(target: T, patch: Partial<T>): void {
  runInAction(() => Object.assign(target, patch));
}

export function renderWithKernel(kernel: PickerKernel, ui: ReactElement): RenderResult {
  return render(<KernelProvider kernel={kernel}>{ui}</KernelProvider>);
}

/** jsdom has no layout: give every element a height so the virtualizer has a viewport. */
export function mockViewport(height = 480): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => height,
  });
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  };
}

/**
 * jsdom has no layout or scrolling: give elements a scrollHeight and a scrollTo that sets
 * scrollTop and fires scroll, as a browser does, so the virtualizer can scroll a row into view.
 */
export function mockScrolling(scrollHeight: number): () => void {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get: () => scrollHeight,
  });
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', {
    configurable: true,
    value(this: HTMLElement, options?: ScrollToOptions) {
      this.scrollTop = options?.top ?? this.scrollTop;
      this.dispatchEvent(new Event('scroll'));
    },
  });
  return () => {
    delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
    delete (HTMLElement.prototype as { scrollHeight?: unknown }).scrollHeight;
  };
}
