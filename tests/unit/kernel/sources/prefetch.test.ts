import { describe, expect, it } from 'vitest';
import type { LoadResult } from '../../../../kernel/types';
import { afterRefresh, deferred, flush, kernelWith, listSource, user } from './fakes';

const ids = (kernel: ReturnType<typeof kernelWith>, key: string) =>
  kernel.sources.state(key).items.map((item) => item.id);

describe('prefetch', () => {
  it('fetches a first page unshown; the first visit paints it without asking again', async () => {
    const source = listSource('docs', [user('a'), user('b')]);
    const kernel = kernelWith([source]);
    await kernel.sources.prefetch('docs');
    expect(kernel.sources.state('docs').status).toBe('idle');
    expect(source.load).toHaveBeenCalledTimes(1);
    await kernel.sources.loadFirst('docs');
    expect(ids(kernel, 'docs')).toEqual(['a', 'b']);
    await flush();
    expect(source.load).toHaveBeenCalledTimes(1);
    // The visit after that is a revisit: cache, then a refresh in the background.
    await kernel.sources.loadFirst('docs');
    await afterRefresh();
    expect(source.load).toHaveBeenCalledTimes(2);
  });

  it('a visit while the prefetch is in flight waits for it instead of asking again', async () => {
    const answer = deferred<LoadResult>();
    const source = listSource('docs', [], { loader: () => answer.promise });
    const kernel = kernelWith([source]);
    void kernel.sources.prefetch('docs');
    const visit = kernel.sources.loadFirst('docs');
    expect(kernel.sources.state('docs').status).toBe('loading');
    answer.resolve({ items: [user('a')], done: true });
    await visit;
    expect(ids(kernel, 'docs')).toEqual(['a']);
    expect(source.load).toHaveBeenCalledTimes(1);
  });

  it('a failed prefetch stores nothing: the visit asks for real and shows its error', async () => {
    let calls = 0;
    const source = listSource('docs', [], {
      loader: async () => {
        calls += 1;
        throw new Error(`down ${calls}`);
      },
    });
    const kernel = kernelWith([source]);
    await kernel.sources.prefetch('docs');
    await kernel.sources.loadFirst('docs');
    expect(source.load).toHaveBeenCalledTimes(2);
    expect(kernel.sources.state('docs').status).toBe('error');
    expect(kernel.sources.state('docs').error?.message).toContain('down 2');
  });

  it('does nothing for a list already loaded or a source that is not cacheable; an aborted one caches nothing', async () => {
    const shown = listSource('shown', [user('a')]);
    const live = listSource('live', [user('b')], { cacheable: false });
    const kernel = kernelWith([shown, live]);
    await kernel.sources.loadFirst('shown');
    await kernel.sources.prefetch('shown');
    await kernel.sources.prefetch('live');
    expect(shown.load).toHaveBeenCalledTimes(1);
    expect(live.load).not.toHaveBeenCalled();

    const slow = deferred<LoadResult>();
    const later = listSource('later', [], { loader: () => slow.promise });
    kernel.sources.register(later);
    const prefetching = kernel.sources.prefetch('later');
    kernel.sources.abort('later');
    slow.resolve({ items: [user('c')], done: true });
    await prefetching;
    await kernel.sources.loadFirst('later');
    // The aborted prefetch cached nothing: the visit asked the source itself.
    expect(later.load.mock.calls.at(-1)?.[0].signal.aborted).toBe(false);
    expect(ids(kernel, 'later')).toEqual(['c']);
  });
});
