/**
 * Type-ahead before the server: while the debounced search runs, the loaded rows that match what
 * is typed are shown at once, provisional, and the server's answer replaces them with the rows it
 * confirms first, in the order they were shown.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCodes, PickerError } from '../../../../kernel';
import type { LoadContext, LoadResult, PickerItem } from '../../../../kernel/types';
import { deferred, flush, kernelWith, listSource, user } from '../sources/fakes';

type Search = (ctx: LoadContext & { query: string }) => Promise<LoadResult>;

const names = (rows: readonly PickerItem[]) => rows.map((row) => row.name);
const person = (id: string, name: string) => user(id, { name, sourceKey: 'people' });

const loaded = [
  person('1', 'Zhang Wei'),
  person('2', 'Li Na'),
  person('3', 'Zhao Lei'),
  person('4', 'Wang Fang'),
];

function peopleKernel(search: Search) {
  const spy = vi.fn<Search>(search);
  const source = listSource('people', loaded, { searchable: true, search: spy });
  return { kernel: kernelWith([source]), spy };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('type-ahead', () => {
  it('shows the loaded rows matching the typed text at once, before the debounce and the server', async () => {
    vi.useFakeTimers();
    const answer = deferred<LoadResult>();
    const { kernel, spy } = peopleKernel(() => answer.promise);
    await kernel.sources.loadFirst('people');
    kernel.search.input('zh');
    expect(kernel.search.isSearching).toBe(true);
    expect(kernel.search.provisional).toBe(true);
    expect(kernel.search.status).toBe('loading');
    expect(names(kernel.search.rows)).toEqual(['Zhang Wei', 'Zhao Lei']);
    // The spec's debounce is untouched: the query and the request wait 200 ms.
    expect(kernel.search.query).toBe('');
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    await flush();
    expect(kernel.search.query).toBe('zh');
    expect(spy).toHaveBeenCalledTimes(1);
    // While the server works the provisional rows stay.
    expect(names(kernel.search.rows)).toEqual(['Zhang Wei', 'Zhao Lei']);
    expect(kernel.search.provisional).toBe(true);
  });

  it('the answer keeps the rows it confirms at the top in the order shown, the rest follow', async () => {
    vi.useFakeTimers();
    const answer = deferred<LoadResult>();
    const { kernel } = peopleKernel(() => answer.promise);
    await kernel.sources.loadFirst('people');
    kernel.search.input('zh');
    vi.advanceTimersByTime(200);
    answer.resolve({
      items: [
        person('9', 'Zhu Min'),
        person('3', 'Zhao Lei'),
        person('8', 'Zhou Yu'),
        person('1', 'Zhang Wei'),
      ],
      done: true,
    });
    await flush();
    expect(kernel.search.provisional).toBe(false);
    expect(kernel.search.status).toBe('loaded');
    expect(names(kernel.search.rows)).toEqual(['Zhang Wei', 'Zhao Lei', 'Zhu Min', 'Zhou Yu']);
  });

  it('a row the server does not confirm goes away with its answer', async () => {
    vi.useFakeTimers();
    const { kernel } = peopleKernel(async () => ({ items: [person('3', 'Zhao Lei')], done: true }));
    await kernel.sources.loadFirst('people');
    kernel.search.input('zh');
    vi.advanceTimersByTime(200);
    await flush();
    expect(names(kernel.search.rows)).toEqual(['Zhao Lei']);
  });

  it('a failed search shows its error, not the rows it never confirmed', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { kernel } = peopleKernel(async () => {
      throw new PickerError(ErrorCodes.REQUEST_FAILED, 'down');
    });
    await kernel.sources.loadFirst('people');
    kernel.search.input('zh');
    expect(kernel.search.rows).toHaveLength(2);
    vi.advanceTimersByTime(200);
    await flush();
    expect(kernel.search.status).toBe('error');
    expect(kernel.search.rows).toEqual([]);
    expect(kernel.search.provisional).toBe(false);
  });

  it('nothing loaded matches: the list is left as it was until the search runs', async () => {
    vi.useFakeTimers();
    const { kernel } = peopleKernel(async () => ({ items: [], done: true }));
    await kernel.sources.loadFirst('people');
    kernel.search.input('qq');
    expect(kernel.search.isSearching).toBe(false);
    expect(kernel.search.provisional).toBe(false);
  });

  it('typing on narrows the results shown to what still matches, and an earlier answer never lands', async () => {
    vi.useFakeTimers();
    const answers = [deferred<LoadResult>(), deferred<LoadResult>()];
    let call = 0;
    const { kernel } = peopleKernel(() => answers[call++].promise);
    await kernel.sources.loadFirst('people');
    kernel.search.input('z');
    vi.advanceTimersByTime(200);
    await flush();
    expect(call).toBe(1);
    kernel.search.input('zhao');
    expect(names(kernel.search.rows)).toEqual(['Zhao Lei']);
    answers[0].resolve({ items: [person('1', 'Zhang Wei')], done: true });
    await flush();
    expect(names(kernel.search.rows)).toEqual(['Zhao Lei']);
    expect(kernel.search.provisional).toBe(true);
    vi.advanceTimersByTime(200);
    answers[1].resolve({ items: [person('3', 'Zhao Lei')], done: true });
    await flush();
    expect(names(kernel.search.rows)).toEqual(['Zhao Lei']);
    expect(kernel.search.provisional).toBe(false);
  });

  it('emptying the box drops the provisional rows at once', async () => {
    vi.useFakeTimers();
    const { kernel } = peopleKernel(() => new Promise(() => undefined));
    await kernel.sources.loadFirst('people');
    kernel.search.input('li');
    expect(names(kernel.search.rows)).toEqual(['Li Na']);
    kernel.search.input('');
    expect(kernel.search.isSearching).toBe(false);
    expect(kernel.search.rows).toEqual([]);
  });

  it('a modifyLocalMatches tap decides what may be shown provisionally', async () => {
    vi.useFakeTimers();
    const { kernel } = peopleKernel(() => new Promise(() => undefined));
    kernel.hooks.modifyLocalMatches.tap('only-zhao', (items) =>
      items.filter((item) => item.id === '3'),
    );
    await kernel.sources.loadFirst('people');
    kernel.search.input('zh');
    expect(names(kernel.search.rows)).toEqual(['Zhao Lei']);
  });
});

describe('type-ahead over several sources', () => {
  it('the block holding a confirmed row comes first, the row at its top', async () => {
    vi.useFakeTimers();
    const recent = listSource('recent', [user('7', { name: 'Zhou Yu', sourceKey: 'recent' })]);
    const company = listSource('company', [], {
      searchable: true,
      search: async () => ({ items: [user('5', { name: 'Zhu Min' })], done: true }),
    });
    const contacts = listSource('contacts', [], {
      searchable: true,
      search: async () => ({
        items: [user('6', { name: 'Zhang San' }), user('7', { name: 'Zhou Yu' })],
        done: true,
      }),
    });
    const kernel = kernelWith([recent, company, contacts]);
    await kernel.sources.loadFirst('recent');
    kernel.search.input('zh');
    expect(names(kernel.search.rows)).toEqual(['Zhou Yu']);
    vi.advanceTimersByTime(200);
    await flush();
    expect(kernel.search.rows.map((row) => `${row.type}:${row.name}`)).toEqual([
      'title:contacts',
      'user:Zhou Yu',
      'user:Zhang San',
      'title:company',
      'user:Zhu Min',
    ]);
  });
});
