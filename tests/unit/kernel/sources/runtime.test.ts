import { describe, expect, it, vi } from 'vitest';
import { CancelledError, ErrorCodes, Messages, PickerError, STAGE_CACHE } from '../../../../kernel';
import { deferred, flush, kernelWith, listSource, user, users } from './fakes';

describe('source runtime: first load and paging', () => {
  it('goes loading → loaded with the first page, and loads more by cursor until done', async () => {
    const source = listSource('latest', users(45));
    const kernel = kernelWith([source]);
    const state = kernel.sources.state('latest');
    expect(state.status).toBe('idle');
    const loading = kernel.sources.loadFirst('latest');
    expect(state.status).toBe('loading');
    await loading;
    expect(state.status).toBe('loaded');
    expect(state.items.map((i) => i.id)).toEqual(users(20).map((i) => i.id));
    expect(state.done).toBe(false);

    const more = kernel.sources.loadMore('latest');
    expect(state.status).toBe('loading-more');
    await more;
    await kernel.sources.loadMore('latest');
    expect(state.items).toHaveLength(45);
    expect(state.done).toBe(true);
    expect(source.load.mock.calls.map(([ctx]) => ctx.cursor)).toEqual([undefined, 20, 40]);

    await kernel.sources.loadMore('latest');
    expect(source.load).toHaveBeenCalledTimes(3);
  });

  it('shows empty when the first page has no rows', async () => {
    const kernel = kernelWith([listSource('latest', [])]);
    await kernel.sources.loadFirst('latest');
    expect(kernel.sources.state('latest').status).toBe('empty');
  });

  it('gives the source the page size of the kernel, or its own', async () => {
    const a = listSource('a', users(3));
    const b = listSource('b', users(3), { pageSize: 5 });
    const kernel = kernelWith([a, b], { pageSize: 30 });
    await kernel.sources.loadFirst('a');
    await kernel.sources.loadFirst('b');
    expect(a.load.mock.calls[0][0].pageSize).toBe(30);
    expect(b.load.mock.calls[0][0].pageSize).toBe(5);
    expect(kernelWith([]).options.pageSize).toBe(20);
  });

  it('hands a client that rejects clearly when the kernel has none', async () => {
    const source = listSource('latest', [], {
      loader: async (ctx) => {
        await ctx.client.get('account', '/x');
        return { items: [], done: true };
      },
    });
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    const state = kernel.sources.state('latest');
    expect(state.status).toBe('error');
    expect(state.error?.message).toMatch(/no request client: pass createKernel\(\{ client \}\)/);
  });
});

describe('source runtime: stale responses, abort, errors', () => {
  it('drops a response that arrives after a newer request started', async () => {
    const first = deferred<{ items: ReturnType<typeof users>; done: boolean }>();
    const second = deferred<{ items: ReturnType<typeof users>; done: boolean }>();
    const answers = [first, second];
    const source = listSource('latest', [], { loader: () => answers.shift()!.promise });
    const kernel = kernelWith([source]);
    const a = kernel.sources.loadFirst('latest');
    await flush();
    const b = kernel.sources.loadFirst('latest', { forceUpdate: true });
    await flush();
    second.resolve({ items: [user('new')], done: true });
    await b;
    first.resolve({ items: [user('old')], done: true });
    await a;
    expect(kernel.sources.state('latest').items.map((i) => i.id)).toEqual(['new']);
    expect(source.load.mock.calls[0][0].signal.aborted).toBe(true);
  });

  it('abort leaves nothing shown and no error, even when the source ignores the signal', async () => {
    const pending = deferred<{ items: ReturnType<typeof users>; done: boolean }>();
    const kernel = kernelWith([listSource('latest', [], { loader: () => pending.promise })]);
    const onError = vi.fn();
    kernel.hooks.onError.tap('spy', onError);
    const loading = kernel.sources.loadFirst('latest');
    kernel.sources.abort('latest');
    pending.resolve({ items: [user('late')], done: true });
    await loading;
    const state = kernel.sources.state('latest');
    expect(state.status).toBe('idle');
    expect(state.items).toEqual([]);
    expect(state.error).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('a cancellation thrown by the source is never an error state', async () => {
    const source = listSource('latest', [], {
      loader: async () => {
        throw new CancelledError('superseded');
      },
    });
    const kernel = kernelWith([source]);
    const onError = vi.fn();
    kernel.hooks.onError.tap('spy', onError);
    await kernel.sources.loadFirst('latest');
    expect(kernel.sources.state('latest').status).toBe('idle');
    expect(kernel.sources.state('latest').error).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('a load aborted right after the call: the source saw its signal aborted, the list is idle', async () => {
    const source = listSource('latest', users(2));
    const kernel = kernelWith([source]);
    const loading = kernel.sources.loadFirst('latest');
    // The source is asked in the call (no loadPage tap), so the abort reaches its request.
    expect(source.load).toHaveBeenCalledTimes(1);
    kernel.sources.abortAll();
    expect(source.load.mock.calls[0][0].signal.aborted).toBe(true);
    await loading;
    expect(kernel.sources.state('latest').status).toBe('idle');
    expect(kernel.sources.state('latest').items).toEqual([]);
  });

  it('does not call the source when the load was aborted while a loadPage tap ran', async () => {
    const source = listSource('latest', users(2));
    const kernel = kernelWith([source]);
    kernel.hooks.loadPage.for('latest').tapPromise('pass', async () => undefined);
    const loading = kernel.sources.loadFirst('latest');
    kernel.sources.abortAll();
    await loading;
    expect(source.load).not.toHaveBeenCalled();
    expect(kernel.sources.state('latest').status).toBe('idle');
  });

  it('a failure becomes an error state, is reported, and retry loads again', async () => {
    let fail = true;
    const source = listSource('latest', [], {
      loader: async () => {
        if (fail) throw new Error('boom');
        return { items: [user('1')], done: true };
      },
    });
    const kernel = kernelWith([source]);
    const onError = vi.fn();
    kernel.hooks.onError.tap('spy', onError);
    await kernel.sources.loadFirst('latest');
    const state = kernel.sources.state('latest');
    expect(state.status).toBe('error');
    expect(state.error).toBeInstanceOf(PickerError);
    expect(state.error?.message).toBe('boom');
    expect(onError).toHaveBeenCalledWith(state.error, { phase: 'load', sourceKey: 'latest' });
    fail = false;
    await kernel.sources.retry('latest');
    expect(state.status).toBe('loaded');
    expect(state.error).toBeNull();
  });

  it('a failed load-more keeps the rows, and retry loads that next page', async () => {
    let failMore = true;
    const all = users(25);
    const source = listSource('latest', [], {
      loader: async (ctx) => {
        if (ctx.cursor === 20 && failMore) throw new Error('page 2 failed');
        const offset = (ctx.cursor as number | undefined) ?? 0;
        const items = all.slice(offset, offset + 20);
        return { items, cursor: offset + items.length, done: offset + items.length >= 25 };
      },
    });
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    await kernel.sources.loadMore('latest');
    const state = kernel.sources.state('latest');
    expect(state.status).toBe('error');
    expect(state.items).toHaveLength(20);
    failMore = false;
    await kernel.sources.retry('latest');
    expect(state.items).toHaveLength(25);
    expect(state.status).toBe('loaded');
  });

  it('rejects a result whose items are not an array', async () => {
    const source = listSource('latest', [], {
      loader: async () => ({ items: 'nope' }) as never,
    });
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('latest');
    const error = kernel.sources.state('latest').error;
    expect(error?.code).toBe(ErrorCodes.FETCH_NOT_ARRAY);
    expect(error?.message).toBe(Messages.fetchNotArray);
    expect(error?.message).toBe('fetch result must be an array.');
  });
});

describe('source runtime: the load pipeline', () => {
  it('lets a loadPage tap at STAGE_CACHE answer before the source', async () => {
    const source = listSource('latest', users(3));
    const kernel = kernelWith([source]);
    kernel.hooks.loadPage
      .for('latest')
      .tapPromise({ name: 'memo', stage: STAGE_CACHE }, async () => ({
        items: [user('memo')],
        done: true,
      }));
    await kernel.sources.loadFirst('latest');
    expect(source.load).not.toHaveBeenCalled();
    expect(kernel.sources.state('latest').items.map((i) => i.id)).toEqual(['memo']);
  });

  it('filters hidden items, applies modifyItems, and adds rows to the first root page only', async () => {
    const kernel = kernelWith([listSource('latest', users(25))]);
    const selection = kernel.selection as unknown as {
      filterHidden(items: ReturnType<typeof users>): ReturnType<typeof users>;
    };
    selection.filterHidden = (items) => items.filter((item) => item.id !== 'u2');
    kernel.hooks.modifyItems.tap('upper', (items) =>
      items.map((item) => ({ ...item, name: item.name.toUpperCase() })),
    );
    kernel.hooks.addRows.tap('rows', (rows, sourceKey) => [
      { ...user('add'), type: 'addContact', key: `addContact_${sourceKey}` },
      ...rows,
    ]);
    await kernel.sources.loadFirst('latest');
    await kernel.sources.loadMore('latest');
    const items = kernel.sources.state('latest').items;
    expect(items[0].key).toBe('addContact_latest');
    expect(items.filter((item) => item.type === 'addContact')).toHaveLength(1);
    expect(items.some((item) => item.id === 'u2')).toBe(false);
    expect(items[1].name).toBe('USER U1');
    expect(items).toHaveLength(1 + 24);
  });

  it('fires onPageLoaded for pages from the source', async () => {
    const kernel = kernelWith([listSource('latest', users(2))]);
    const loaded = vi.fn();
    kernel.hooks.onPageLoaded.tap('spy', loaded);
    await kernel.sources.loadFirst('latest');
    await flush();
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(loaded.mock.calls[0][1].items).toHaveLength(2);
  });
});

describe('source runtime: a list loaded with a parent that is not a tree node', () => {
  it('keeps that parent for its next pages and its retry', async () => {
    const source = listSource('files', users(45));
    const kernel = kernelWith([source]);
    const parent = { ...user('folder-7'), key: 'loc:tid=7', type: 'folder' as const };
    await kernel.sources.loadFirst('files', { parent });
    await kernel.sources.loadMore('files', 'loc:tid=7');
    await kernel.sources.retry('files', 'loc:tid=7');
    expect(source.load.mock.calls.map(([ctx]) => ctx.parent?.key)).toEqual([
      'loc:tid=7',
      'loc:tid=7',
      'loc:tid=7',
    ]);
  });
});
