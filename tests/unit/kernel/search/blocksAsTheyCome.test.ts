/**
 * A search asking several sources shows each source's block as it answers, in source order: a
 * block is shown once every block above it answered or failed, the rows shown never move while
 * the rest arrives, and the list stays provisional until the whole answer is in.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCodes, PickerError } from '../../../../kernel';
import type { LoadContext, LoadResult, PickerItem } from '../../../../kernel/types';
import { deferred, flush, kernelWith, listSource, user, type Deferred } from '../sources/fakes';

type Search = (ctx: LoadContext & { query: string }) => Promise<LoadResult>;

const keys = (rows: readonly PickerItem[]) => rows.map((row) => row.key.replace(/^user_/, ''));
const KEYS = ['a', 'b', 'c'] as const;
type Key = (typeof KEYS)[number];

function answerOf(key: Key): LoadResult {
  return {
    items: [
      user(`${key}1`, { name: `x ${key}1`, sourceKey: key }),
      user(`${key}2`, { name: `x ${key}2`, sourceKey: key }),
    ],
    done: true,
  };
}

/** Three searchable sources a, b, c whose answers the test releases one by one. */
function threeSources() {
  let pending = new Map<Key, Deferred<LoadResult>>();
  const spies = new Map<Key, ReturnType<typeof vi.fn<Search>>>();
  const sources = KEYS.map((key) => {
    const spy = vi.fn<Search>(() => {
      const answer = deferred<LoadResult>();
      pending.set(key, answer);
      return answer.promise;
    });
    spies.set(key, spy);
    return listSource(key, [], { searchable: true, search: spy });
  });
  const kernel = kernelWith(sources);
  return {
    kernel,
    spies,
    answer: async (key: Key, result: LoadResult = answerOf(key)) => {
      pending.get(key)!.resolve(result);
      await flush();
    },
    fail: async (key: Key, message = `${key} failed`) => {
      pending.get(key)!.reject(new Error(message));
      await flush();
    },
    /** The answer of `key` asked last. */
    pendingOf: (key: Key) => pending.get(key)!,
    /** Forgets the answers asked so far (a new search asks again). */
    forget: () => {
      pending = new Map();
    },
  };
}

/** The rows of the whole answer of a, b and c. */
const WHOLE = ['title_a', 'a1', 'a2', 'title_b', 'b1', 'b2', 'title_c', 'c1', 'c2'];

afterEach(() => {
  vi.useRealTimers();
});

describe('search blocks as they come', () => {
  it("shows the first source's block while the third is still asked, provisional", async () => {
    vi.useFakeTimers();
    const { kernel, answer } = threeSources();
    void kernel.search.setQuery('x');
    await flush();
    expect(kernel.search.rows).toEqual([]);
    await answer('a');
    expect(keys(kernel.search.rows)).toEqual(['title_a', 'a1', 'a2']);
    expect(kernel.search.provisional).toBe(true);
    expect(kernel.search.status).toBe('loading');
    await answer('b');
    expect(keys(kernel.search.rows)).toEqual(['title_a', 'a1', 'a2', 'title_b', 'b1', 'b2']);
    expect(kernel.search.provisional).toBe(true);
    await answer('c');
    expect(keys(kernel.search.rows)).toEqual(WHOLE);
    expect(kernel.search.provisional).toBe(false);
    expect(kernel.search.status).toBe('loaded');
  });

  it('a block waits for the blocks above it: the third answering first shows nothing yet', async () => {
    vi.useFakeTimers();
    const { kernel, answer } = threeSources();
    void kernel.search.setQuery('x');
    await flush();
    await answer('c');
    expect(kernel.search.rows).toEqual([]);
    await answer('a');
    // b is still asked: c keeps waiting below it.
    expect(keys(kernel.search.rows)).toEqual(['title_a', 'a1', 'a2']);
    await answer('b');
    expect(keys(kernel.search.rows)).toEqual(WHOLE);
  });

  const orders: Key[][] = [
    ['a', 'b', 'c'],
    ['a', 'c', 'b'],
    ['b', 'a', 'c'],
    ['b', 'c', 'a'],
    ['c', 'a', 'b'],
    ['c', 'b', 'a'],
  ];
  it.each(orders)(
    'answers arriving %s, %s, %s: every row shown keeps its place, and the whole answer is the same',
    async (...order) => {
      vi.useFakeTimers();
      const { kernel, answer } = threeSources();
      void kernel.search.setQuery('x');
      await flush();
      const answered = new Set<Key>();
      for (const key of order) {
        await answer(key);
        answered.add(key);
        // Shown: the blocks of the sources answered from the first on, nothing below a gap. They
        // are the leading rows of the whole answer, so no row shown ever moved.
        const leading = KEYS.findIndex((each) => !answered.has(each));
        const blocks = leading === -1 ? KEYS.length : leading;
        expect(keys(kernel.search.rows)).toEqual(WHOLE.slice(0, blocks * 3));
      }
      expect(keys(kernel.search.rows)).toEqual(WHOLE);
    },
  );

  it('a new query drops the late blocks of the one before', async () => {
    vi.useFakeTimers();
    const { kernel, answer, forget, pendingOf } = threeSources();
    void kernel.search.setQuery('x');
    await flush();
    await answer('a');
    expect(keys(kernel.search.rows)).toEqual(['title_a', 'a1', 'a2']);
    const [lateB, lateC] = [pendingOf('b'), pendingOf('c')];
    forget();
    void kernel.search.setQuery('y');
    await flush();
    expect(kernel.search.rows).toEqual([]);
    await answer('a', { items: [user('ya', { name: 'y a', sourceKey: 'a' })], done: true });
    expect(keys(kernel.search.rows)).toEqual(['title_a', 'ya']);
    // The first search's b and c answer now: nothing of theirs is shown.
    lateB.resolve(answerOf('b'));
    lateC.resolve(answerOf('c'));
    await flush();
    expect(keys(kernel.search.rows)).toEqual(['title_a', 'ya']);
    expect(kernel.search.provisional).toBe(true);
  });

  it('a block answering after a new query was typed is not shown', async () => {
    vi.useFakeTimers();
    const answers: Array<Deferred<LoadResult>> = [];
    const search = vi.fn<Search>(() => {
      const answer = deferred<LoadResult>();
      answers.push(answer);
      return answer.promise;
    });
    const kernel = kernelWith([
      listSource('a', [], { searchable: true, search }),
      listSource('b', [], { searchable: true, search }),
    ]);
    void kernel.search.setQuery('x');
    await flush();
    const [firstA, firstB] = answers;
    void kernel.search.setQuery('y');
    await flush();
    firstA.resolve(answerOf('a'));
    firstB.resolve(answerOf('b'));
    await flush();
    expect(kernel.search.rows).toEqual([]);
    expect(kernel.search.status).toBe('loading');
  });

  it('every source failing shows the error with retry, and retry asks again', async () => {
    vi.useFakeTimers();
    const { kernel, fail, answer, forget, spies } = threeSources();
    const errors: PickerError[] = [];
    kernel.hooks.onError.tap('test', (error) => {
      errors.push(error);
    });
    void kernel.search.setQuery('x');
    await flush();
    await fail('a');
    expect(kernel.search.rows).toEqual([]);
    await fail('c');
    await fail('b');
    expect(kernel.search.status).toBe('error');
    expect(kernel.search.error?.code).toBe(ErrorCodes.ALL_SEARCHES_FAILED);
    expect(kernel.search.rows).toEqual([]);
    expect(kernel.search.provisional).toBe(false);
    forget();
    void kernel.search.retry();
    await flush();
    expect(spies.get('a')).toHaveBeenCalledTimes(2);
    await answer('a');
    await answer('b');
    await answer('c');
    expect(keys(kernel.search.rows)).toEqual(WHOLE);
    expect(kernel.search.status).toBe('loaded');
    expect(errors.length).toBeGreaterThan(0);
  });

  it('a block failing late does not remove the blocks shown; the others still come', async () => {
    vi.useFakeTimers();
    const { kernel, answer, fail } = threeSources();
    void kernel.search.setQuery('x');
    await flush();
    await answer('a');
    await fail('b');
    // b holds no place now: c is awaited right under a, which stays.
    expect(keys(kernel.search.rows)).toEqual(['title_a', 'a1', 'a2']);
    expect(kernel.search.provisional).toBe(true);
    await answer('c');
    expect(keys(kernel.search.rows)).toEqual(['title_a', 'a1', 'a2', 'title_c', 'c1', 'c2']);
    expect(kernel.search.status).toBe('loaded');
    expect(kernel.search.error).toBeNull();
  });

  it('the last block failing keeps the blocks shown, settled', async () => {
    vi.useFakeTimers();
    const { kernel, answer, fail } = threeSources();
    void kernel.search.setQuery('x');
    await flush();
    await answer('a');
    await answer('b');
    await fail('c');
    expect(keys(kernel.search.rows)).toEqual(['title_a', 'a1', 'a2', 'title_b', 'b1', 'b2']);
    expect(kernel.search.status).toBe('loaded');
    expect(kernel.search.provisional).toBe(false);
  });
});

describe('one source answering in parts (ctx.showSoFar)', () => {
  const person = (id: string, name: string) => user(id, { name, sourceKey: 'all' });
  const loaded = [person('1', 'Zhang Wei'), person('2', 'Li Na')];

  it('shows the rows so far below the type-ahead rows, provisional, and the answer keeps them in place', async () => {
    vi.useFakeTimers();
    const whole = deferred<LoadResult>();
    let ctxOf: (LoadContext & { query: string }) | undefined;
    const source = listSource('all', loaded, {
      searchable: true,
      search: (ctx) => {
        ctxOf = ctx;
        return whole.promise;
      },
    });
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('all');
    kernel.search.input('zh');
    expect(keys(kernel.search.rows)).toEqual(['1']);
    vi.advanceTimersByTime(200);
    await flush();
    expect(ctxOf?.showSoFar).toBeTypeOf('function');
    // The first part answered (contacts): Zhu Min and Zhang Wei, while the rest is asked.
    ctxOf!.showSoFar!([person('9', 'Zhu Min'), person('1', 'Zhang Wei')]);
    expect(keys(kernel.search.rows)).toEqual(['1', '9']);
    expect(kernel.search.provisional).toBe(true);
    ctxOf!.showSoFar!([person('9', 'Zhu Min'), person('1', 'Zhang Wei'), person('7', 'Zhou')]);
    expect(keys(kernel.search.rows)).toEqual(['1', '9', '7']);
    whole.resolve({
      items: [
        person('9', 'Zhu Min'),
        person('1', 'Zhang Wei'),
        person('7', 'Zhou'),
        person('5', 'Zha'),
      ],
      done: true,
    });
    await flush();
    expect(keys(kernel.search.rows)).toEqual(['1', '9', '7', '5']);
    expect(kernel.search.provisional).toBe(false);
    expect(kernel.search.status).toBe('loaded');
  });

  it('a keystroke after part of the answer showed leaves type-ahead rows, not a partial answer', async () => {
    vi.useFakeTimers();
    let ctxOf: (LoadContext & { query: string }) | undefined;
    const source = listSource('all', loaded, {
      searchable: true,
      search: (ctx) => {
        ctxOf = ctx;
        return new Promise<LoadResult>(() => {});
      },
    });
    const kernel = kernelWith([source]);
    await kernel.sources.loadFirst('all');
    kernel.search.input('zh');
    vi.advanceTimersByTime(200);
    await flush();
    ctxOf!.showSoFar!([person('9', 'Zhu Min')]);
    expect(kernel.search.partlyAnswered).toBe(true);
    kernel.search.input('zha');
    expect(keys(kernel.search.rows)).toEqual(['1']);
    expect(kernel.search.provisional).toBe(true);
    expect(kernel.search.partlyAnswered).toBe(false);
  });

  it('rows shown so far for an aborted search are never shown', async () => {
    vi.useFakeTimers();
    const contexts: Array<LoadContext & { query: string }> = [];
    const source = listSource('all', [], {
      searchable: true,
      search: (ctx) => {
        contexts.push(ctx);
        return new Promise<LoadResult>(() => {});
      },
    });
    const kernel = kernelWith([source]);
    void kernel.search.setQuery('x');
    await flush();
    void kernel.search.setQuery('y');
    await flush();
    contexts[0].showSoFar!([person('9', 'x nine')]);
    expect(kernel.search.rows).toEqual([]);
    contexts[1].showSoFar!([person('8', 'y eight')]);
    expect(keys(kernel.search.rows)).toEqual(['8']);
  });

  it('a failed whole answer drops the rows shown so far and shows its error', async () => {
    vi.useFakeTimers();
    const whole = deferred<LoadResult>();
    let ctxOf: (LoadContext & { query: string }) | undefined;
    const source = listSource('all', [], {
      searchable: true,
      search: (ctx) => {
        ctxOf = ctx;
        return whole.promise;
      },
    });
    const kernel = kernelWith([source]);
    void kernel.search.setQuery('x');
    await flush();
    ctxOf!.showSoFar!([person('9', 'x nine')]);
    expect(keys(kernel.search.rows)).toEqual(['9']);
    whole.reject(new PickerError(ErrorCodes.REQUEST_FAILED, 'down'));
    await flush();
    expect(kernel.search.status).toBe('error');
    expect(kernel.search.rows).toEqual([]);
    expect(kernel.search.provisional).toBe(false);
  });
});
