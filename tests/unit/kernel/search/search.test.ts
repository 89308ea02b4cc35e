import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancelledError, ErrorCodes, Messages, PickerError } from '../../../../kernel';
import { SEARCH_DEBOUNCE_MS } from '../../../../kernel/search/SearchStore';
import type { LoadContext, LoadResult, PickerItem } from '../../../../kernel/types';
import { deferred, flush, kernelWith, listSource, user } from '../sources/fakes';

type Search = (ctx: LoadContext & { query: string }) => Promise<LoadResult>;

function searchable(key: string, search: Search, title = key, searchTitle?: string) {
  const spy = vi.fn<Search>(search);
  const source = listSource(key, [], { searchable: true, search: spy, title, searchTitle });
  return Object.assign(source, { search: spy });
}

/** Answers users whose id contains the query, `pageSize` at a time. */
function matching(ids: string[]): Search {
  return async (ctx) => {
    const hits = ids.filter((id) => id.includes(ctx.query));
    const offset = (ctx.cursor as number | undefined) ?? 0;
    const items = hits.slice(offset, offset + ctx.pageSize).map((id) => user(id));
    return { items, cursor: offset + items.length, done: offset + items.length >= hits.length };
  };
}

const ids = (rows: readonly PickerItem[]) => rows.map((row) => `${row.type}:${row.id}`);

afterEach(() => {
  vi.useRealTimers();
});

describe('search mode', () => {
  it('a non-empty trimmed query is search mode; clearing returns to browse', async () => {
    const kernel = kernelWith([searchable('a', matching(['ann']))]);
    await kernel.search.setQuery('   ');
    expect(kernel.search.isSearching).toBe(false);
    await kernel.search.setQuery(' an ');
    expect(kernel.search.isSearching).toBe(true);
    await kernel.search.setQuery('');
    expect(kernel.search.isSearching).toBe(false);
    expect(kernel.search.rows).toEqual([]);
    expect(kernel.search.status).toBe('idle');
  });

  it('runs the query through modifyQuery, onQueryChange, beforeSearch and onSearch', async () => {
    const kernel = kernelWith([searchable('a', matching(['ann', 'bob']))]);
    const seen: string[] = [];
    kernel.hooks.modifyQuery.tap('lower', (q) => q.toLowerCase());
    kernel.hooks.onQueryChange.tap('spy', (q) => seen.push(`change:${q}`));
    kernel.hooks.beforeSearch.tapPromise('spy', async (q) => {
      seen.push(`before:${q}`);
    });
    kernel.hooks.onSearch.tap('spy', (q, n) => seen.push(`search:${q}:${n}`));
    await kernel.search.setQuery('ANN');
    expect(seen).toEqual(['change:ann', 'before:ann', 'search:ann:1']);
  });

  it('rejects an empty query called directly', async () => {
    const kernel = kernelWith([]);
    const failure = kernel.search.search('  ');
    await expect(failure).rejects.toBeInstanceOf(PickerError);
    await expect(kernel.search.search('')).rejects.toMatchObject({
      code: ErrorCodes.PARAM_INVALID,
      message: Messages.invalidQuery,
    });
  });
});

describe('search input debounce', () => {
  it('sets the query 200 ms after the last change, ignoring whitespace-only changes', async () => {
    vi.useFakeTimers();
    const source = searchable('a', matching(['ann']));
    const kernel = kernelWith([source]);
    expect(SEARCH_DEBOUNCE_MS).toBe(200);
    kernel.search.input('a');
    vi.advanceTimersByTime(150);
    kernel.search.input('an');
    vi.advanceTimersByTime(150);
    expect(kernel.search.query).toBe('');
    vi.advanceTimersByTime(50);
    expect(kernel.search.query).toBe('an');
    await vi.runAllTimersAsync();
    expect(source.search).toHaveBeenCalledTimes(1);

    kernel.search.input(' an  ');
    vi.advanceTimersByTime(500);
    expect(source.search).toHaveBeenCalledTimes(1);
  });
});

describe('multi-source results', () => {
  it('gives each source with results a title row and a load-more row when unfinished', async () => {
    const people = searchable('people', matching(['a1', 'a2', 'a3']), 'People', 'Contacts');
    const teams = searchable('teams', matching(['a9']), 'Teams');
    const none = searchable('none', matching([]));
    const kernel = kernelWith([people, teams, none], { pageSize: 2 });
    await kernel.search.setQuery('a');
    expect(ids(kernel.search.rows)).toEqual([
      'title:people',
      'user:a1',
      'user:a2',
      'loadMore:people',
      'title:teams',
      'user:a9',
    ]);
    expect(kernel.search.rows[0].name).toBe('Contacts');
    expect(kernel.search.rows[4].name).toBe('Teams');
    expect(kernel.search.status).toBe('loaded');

    await kernel.search.loadMore('people');
    expect(ids(kernel.search.rows)).toEqual([
      'title:people',
      'user:a1',
      'user:a2',
      'user:a3',
      'title:teams',
      'user:a9',
    ]);
    expect(people.search.mock.calls[1][0].cursor).toBe(2);
  });

  it('a single source shows its items directly, with a load-more row if not done', async () => {
    const kernel = kernelWith([searchable('people', matching(['a1', 'a2', 'a3']))], {
      pageSize: 2,
    });
    await kernel.search.setQuery('a');
    expect(ids(kernel.search.rows)).toEqual(['user:a1', 'user:a2', 'loadMore:people']);
  });

  it('skips sources that are not searchable, and is empty when nothing matches', async () => {
    const browseOnly = listSource('latest', [user('a1')]);
    const kernel = kernelWith([browseOnly, searchable('people', matching(['zz']))]);
    await kernel.search.setQuery('a');
    expect(kernel.search.rows).toEqual([]);
    expect(kernel.search.status).toBe('empty');
  });
});

describe('search failures and stale responses', () => {
  it('fails only when every source fails; one failure among results is dropped', async () => {
    const ok = searchable('ok', matching(['a1']));
    const bad = searchable('bad', async () => {
      throw new Error('bad down');
    });
    const kernel = kernelWith([ok, bad]);
    await kernel.search.setQuery('a');
    expect(kernel.search.status).toBe('loaded');
    expect(ids(kernel.search.rows)).toEqual(['user:a1']);
  });

  it('with one source its own error shows; with several, ALL_SEARCHES_FAILED', async () => {
    const fail = async (): Promise<LoadResult> => {
      throw new Error('down');
    };
    const single = kernelWith([searchable('a', fail)]);
    await single.search.setQuery('x');
    expect(single.search.status).toBe('error');
    expect(single.search.error?.message).toBe('down');

    const several = kernelWith([searchable('a', fail), searchable('b', fail)]);
    const onError = vi.fn();
    several.hooks.onError.tap('spy', onError);
    await several.search.setQuery('x');
    expect(several.search.error?.code).toBe(ErrorCodes.ALL_SEARCHES_FAILED);
    expect(several.search.error?.message).toBe(Messages.allSearchesFailed);
    expect((several.search.error?.cause as Error).message).toBe('down');
    expect(onError).toHaveBeenCalledWith(several.search.error, { phase: 'search' });
  });

  it('never shows a cancellation', async () => {
    const kernel = kernelWith([
      searchable('a', async () => {
        throw new CancelledError();
      }),
    ]);
    await kernel.search.setQuery('x');
    expect(kernel.search.error).toBeNull();
    // Not even the "no results" state: nothing answered.
    expect(kernel.search.status).toBe('idle');
    expect(kernel.search.rows).toEqual([]);
  });

  it('fails with the failure when the other sources were cancelled, not with "no results"', async () => {
    const kernel = kernelWith([
      searchable('gone', async () => {
        throw new CancelledError();
      }),
      searchable('bad', async () => {
        throw new Error('bad down');
      }),
    ]);
    await kernel.search.setQuery('x');
    expect(kernel.search.status).toBe('error');
    expect(kernel.search.error?.message).toBe('bad down');
  });

  it('a load-more cancelled by its source settles back to the rows, without an error', async () => {
    let calls = 0;
    const kernel = kernelWith([
      searchable('a', async () => {
        calls += 1;
        if (calls > 1) throw new CancelledError();
        return { items: [user('a1')], cursor: 1, done: false };
      }),
    ]);
    await kernel.search.setQuery('a');
    await kernel.search.loadMore('a');
    expect(kernel.search.status).toBe('loaded');
    expect(kernel.search.error).toBeNull();
    expect(ids(kernel.search.rows)).toEqual(['user:a1', 'loadMore:a']);
  });

  it('drops the response of a superseded query', async () => {
    const slow = deferred<LoadResult>();
    const source = searchable('a', async (ctx) =>
      ctx.query === 'old' ? slow.promise : { items: [user('new')], done: true },
    );
    const kernel = kernelWith([source]);
    const first = kernel.search.setQuery('old');
    await flush();
    await kernel.search.setQuery('new');
    slow.resolve({ items: [user('old')], done: true });
    await first;
    expect(ids(kernel.search.rows)).toEqual(['user:new']);
    expect(source.search.mock.calls[0][0].signal.aborted).toBe(true);
  });

  it('retry runs the failed search again', async () => {
    let down = true;
    const kernel = kernelWith([
      searchable('a', async () => {
        if (down) throw new Error('down');
        return { items: [user('a1')], done: true };
      }),
    ]);
    await kernel.search.setQuery('a');
    expect(kernel.search.status).toBe('error');
    down = false;
    await kernel.search.retry();
    expect(ids(kernel.search.rows)).toEqual(['user:a1']);
  });

  it('clear() drops pending work and results', async () => {
    const slow = deferred<LoadResult>();
    const kernel = kernelWith([searchable('a', () => slow.promise)]);
    const pending = kernel.search.setQuery('a');
    await flush();
    kernel.search.clear();
    slow.resolve({ items: [user('a1')], done: true });
    await pending;
    expect(kernel.search.query).toBe('');
    expect(kernel.search.rows).toEqual([]);
    expect(kernel.search.status).toBe('idle');
  });
});
