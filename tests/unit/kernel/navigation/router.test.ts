import { describe, expect, it, vi } from 'vitest';
import { CancelledError, ErrorCodes, PickerError } from '../../../../kernel/errors';
import type { RouteDefinition } from '../../../../kernel/navigation/routeTypes';
import { deferred, makeRouter } from './routerFixtures';

const basic: RouteDefinition[] = [
  { name: 'home', path: '' },
  { name: 'latest', path: 'latest' },
  { name: 'files', path: 'team/:tid/files{/:fid}', params: { fid: 'number' } },
  { name: 'search', path: 'search/:keyword', transient: true },
  { name: 'unlock', path: 'unlockSecret', transient: true },
  { name: 'error', path: 'error/:errorInfo' },
];

describe('router: push, replace, back and forward', () => {
  it('commits a navigation without guards or loaders at once and keeps the history', async () => {
    const { router } = makeRouter(basic);
    expect(router.current).toBeNull();
    const first = router.push('/latest');
    expect(router.current?.name).toBe('latest');
    expect(await first).toMatchObject({ status: 'done', location: { name: 'latest' } });
    expect(router.canGoBack).toBe(false);

    await router.push({ name: 'files', params: { tid: 't1', fid: 5 }, query: { sort: 'mtime' } });
    expect(router.current?.href).toBe('/team/t1/files/5?sort=mtime');
    expect(router.params).toEqual({ tid: 't1', fid: 5 });
    expect(router.query).toEqual({ sort: 'mtime' });
    expect(router.canGoBack).toBe(true);
    expect(router.canGoForward).toBe(false);

    await router.back();
    expect(router.current?.name).toBe('latest');
    expect(router.canGoForward).toBe(true);
    await router.forward();
    expect(router.current?.name).toBe('files');

    await router.replace('/');
    expect(router.current?.name).toBe('home');
    await router.back();
    expect(router.current?.name).toBe('latest');
    expect(router.canGoBack).toBe(false);
  });

  it('a push after going back drops the forward entries', async () => {
    const { router } = makeRouter(basic);
    await router.push('/');
    await router.push('/latest');
    await router.back();
    await router.push('/team/a/files');
    expect(router.canGoForward).toBe(false);
    await router.back();
    expect(router.current?.name).toBe('home');
  });

  it('back or forward with nowhere to go is ignored', async () => {
    const { router } = makeRouter(basic);
    await router.push('/');
    expect(await router.back()).toMatchObject({ status: 'ignored', location: { name: 'home' } });
    expect(await router.forward()).toMatchObject({ status: 'ignored' });
  });

  it('the current location again is unchanged; a changed query refreshes the leaf', async () => {
    const load = vi.fn((context: { refresh: boolean }) => ({ refreshed: context.refresh }));
    const { router, hooks } = makeRouter([{ name: 'latest', path: 'latest', load }]);
    const changes = vi.fn();
    hooks.onRouteChange.tap('spy', changes);
    await router.push('/latest');
    expect(await router.push('/latest')).toMatchObject({ status: 'unchanged' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(1);

    // The side menu re-selecting its entry: replace with a timestamp query.
    expect(await router.replace({ name: 'latest', query: { t: 1700000000000 } })).toMatchObject({
      status: 'done',
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[1][0].refresh).toBe(true);
    expect(router.data()).toEqual({ refreshed: true });
    expect(router.canGoBack).toBe(false);
    expect(changes).toHaveBeenLastCalledWith(expect.objectContaining({ refresh: true }));

    await router.reload();
    expect(load).toHaveBeenCalledTimes(3);
    expect(load.mock.calls[2][0].refresh).toBe(true);
  });

  it('navigate without a path logs a warning and changes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = makeRouter(basic);
    await router.push('/latest');
    for (const target of [undefined, null, '', '  ', { path: '' }]) {
      expect(await router.navigate(target)).toMatchObject({
        status: 'ignored',
        location: { name: 'latest' },
      });
    }
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn).toHaveBeenCalledWith(
      '[pickerkit] navigate() was called without a path: nothing happens',
    );
  });
});

describe('router: entries that leave the history', () => {
  it('a transient entry is replaced by the next push', async () => {
    const { router } = makeRouter(basic);
    await router.push('/team/t/files/0');
    await router.push('/search/report');
    await router.push('/search/budget');
    await router.push('/team/t/files/9');
    await router.back();
    expect(router.current?.href).toBe('/team/t/files/0');
    expect(router.canGoBack).toBe(false);
  });

  it('a transient entry left by back or forward is gone from the history', async () => {
    const { router } = makeRouter(basic);
    await router.push('/');
    await router.push('/latest');
    await router.push('/unlockSecret');
    await router.back();
    expect(router.current?.name).toBe('latest');
    expect(router.canGoForward).toBe(false);

    await router.push('/search/x');
    await router.back();
    await router.back();
    expect(router.current?.name).toBe('home');
    await router.forward();
    expect(router.current?.name).toBe('latest');
    expect(router.canGoForward).toBe(false);
  });
});

describe('router: redirects', () => {
  it('follows route redirects, keeping the query unless the target sets one', async () => {
    const { router } = makeRouter([
      ...basic,
      {
        name: 'mydocs',
        path: 'all',
        redirect: () => ({ name: 'files', params: { tid: 'special', fid: 0 } }),
      },
      { name: 'secret', path: 'secret', redirect: '/team/secret/files/0?from=secret' },
    ]);
    expect(await router.push('/all?cid=4')).toMatchObject({
      status: 'done',
      location: { name: 'files', href: '/team/special/files/0?cid=4' },
    });
    await router.push('/secret?cid=4');
    expect(router.current?.href).toBe('/team/secret/files/0?from=secret');
  });

  it('a redirect loop fails after ten hops', async () => {
    const { router, reportError } = makeRouter([
      { name: 'a', path: 'a', redirect: '/b' },
      { name: 'b', path: 'b', redirect: '/a' },
    ]);
    const result = await router.push('/a');
    expect(result.status).toBe('failed');
    expect(result.error?.message).toBe(
      'more than 10 redirects: routes redirect to each other in a loop',
    );
    expect(reportError).toHaveBeenCalledWith(result.error, { phase: 'navigation' });
  });
});

describe('router: guards', () => {
  it('run parent first, can stop the navigation or redirect it', async () => {
    const order: string[] = [];
    const { router } = makeRouter([
      { name: 'login', path: 'login' },
      { name: 'open', path: 'open' },
      {
        name: 'team',
        path: 'team/:tid',
        guard: ({ to }) => {
          order.push(`team:${to.params.tid}`);
          if (to.params.tid === 'locked') return { name: 'login' };
          return to.params.tid !== 'closed';
        },
        children: [
          {
            name: 'teamFiles',
            path: 'files',
            guard: async () => {
              order.push('files');
              return true;
            },
          },
        ],
      },
    ]);
    await router.push('/open');
    expect(await router.push('/team/closed/files')).toMatchObject({
      status: 'blocked',
      location: { name: 'open' },
    });
    expect(router.loading).toBe(false);
    expect(await router.push('/team/locked/files')).toMatchObject({
      status: 'done',
      location: { name: 'login' },
    });
    await router.push('/team/t1/files');
    expect(router.current?.name).toBe('teamFiles');
    expect(order).toEqual(['team:closed', 'team:locked', 'team:t1', 'files']);
  });

  it('an asynchronous guard keeps the navigation pending (loading) until it answers', async () => {
    const answer = deferred<boolean>();
    const { router } = makeRouter([
      { name: 'home', path: '' },
      { name: 'slow', path: 'slow', guard: () => answer.promise },
    ]);
    await router.push('/');
    const going = router.push('/slow');
    expect(router.loading).toBe(true);
    expect(router.pending?.name).toBe('slow');
    expect(router.current?.name).toBe('home');
    answer.resolve(true);
    expect(await going).toMatchObject({ status: 'done' });
    expect(router.loading).toBe(false);
    expect(router.current?.name).toBe('slow');
  });

  it('a failing guard goes to the error route with the error; going back leaves it', async () => {
    const { router, reportError } = makeRouter(
      basic.concat([
        {
          name: 'company',
          path: 'ent/:cid',
          guard: async () => {
            throw new PickerError(ErrorCodes.REQUEST_FAILED, 'company not found', {
              result: 'groupNotExist',
            });
          },
        },
      ]),
    );
    router.setErrorRoute((error) => ({ name: 'error', params: { errorInfo: error.message } }));
    await router.push('/latest');
    const result = await router.push('/ent/9');
    expect(result.status).toBe('failed');
    expect(result.error?.result).toBe('groupNotExist');
    expect(result.location).toMatchObject({
      name: 'error',
      params: { errorInfo: 'company not found' },
    });
    expect(router.current?.name).toBe('error');
    expect(router.error?.message).toBe('company not found');
    expect(reportError).toHaveBeenCalledWith(router.error, { phase: 'navigation' });
    await router.back();
    expect(router.current?.name).toBe('latest');
    expect(router.error).toBeNull();
  });

  it('a thrown non-PickerError becomes NAVIGATION_FAILED; with no error route nothing moves', async () => {
    const { router } = makeRouter([
      { name: 'home', path: '' },
      {
        name: 'broken',
        path: 'broken',
        guard: () => {
          throw new Error('boom');
        },
      },
    ]);
    await router.push('/');
    const result = await router.push('/broken');
    expect(result).toMatchObject({ status: 'failed', location: { name: 'home' } });
    expect(result.error?.code).toBe(ErrorCodes.NAVIGATION_FAILED);
    expect(result.error?.message).toBe('boom');
    expect(router.error).toBe(result.error);
  });

  it('a path no route matches goes to the error route named by setErrorRoute', async () => {
    const { router } = makeRouter([
      { name: 'home', path: '' },
      { name: 'oops', path: 'oops' },
    ]);
    router.setErrorRoute('oops');
    const result = await router.push('/nowhere');
    expect(result.error?.code).toBe(ErrorCodes.ROUTE_NOT_FOUND);
    expect(result.error?.message).toBe('no route matches "/nowhere"');
    expect(router.current?.name).toBe('oops');
  });

  it('an error route that fails too stops there', async () => {
    const { router } = makeRouter([
      { name: 'home', path: '' },
      {
        name: 'error',
        path: 'error',
        guard: () => {
          throw new Error('error page broken');
        },
      },
    ]);
    router.setErrorRoute('error');
    await router.push('/');
    const result = await router.push('/missing');
    expect(result).toMatchObject({ status: 'failed', location: { name: 'home' } });
    expect(router.error?.message).toBe('error page broken');
  });

  it('shouldNavigate vetoes before any guard runs', async () => {
    const guard = vi.fn(() => true);
    const { router, hooks } = makeRouter([
      { name: 'home', path: '' },
      { name: 'files', path: 'files', guard },
    ]);
    hooks.shouldNavigate.tap('no-files', (attempt) => attempt.to.name !== 'files');
    await router.push('/');
    expect(await router.push('/files')).toMatchObject({ status: 'blocked' });
    expect(guard).not.toHaveBeenCalled();
    expect(router.current?.name).toBe('home');
  });

  it('a newer navigation supersedes one whose guard is still running', async () => {
    const first = deferred<boolean>();
    const { router } = makeRouter([
      { name: 'slow', path: 'slow', guard: () => first.promise },
      { name: 'fast', path: 'fast' },
    ]);
    const slow = router.push('/slow');
    await router.push('/fast');
    first.resolve(true);
    expect(await slow).toMatchObject({ status: 'superseded', location: { name: 'fast' } });
    expect(router.current?.name).toBe('fast');
    expect(router.canGoBack).toBe(false);
  });
});

describe('router: loaders', () => {
  it('load parent first, give the leaf its parents data, and keep a parent whose params did not change', async () => {
    const companyLoad = vi.fn(({ to }: { to: { params: Record<string, unknown> } }) =>
      Promise.resolve({ company: to.params.cid }),
    );
    const filesLoad = vi.fn(
      async ({
        to,
        parentData,
      }: {
        to: { params: Record<string, unknown> };
        parentData: ReadonlyMap<string, unknown>;
      }) => ({
        fid: to.params.fid,
        company: parentData.get('company'),
      }),
    );
    const { router } = makeRouter([
      {
        name: 'company',
        path: 'ent/:cid',
        params: { cid: 'number' },
        load: companyLoad,
        children: [
          { name: 'files', path: 'team/:tid{/:fid}', params: { fid: 'number' }, load: filesLoad },
        ],
      },
    ]);
    await router.push('/ent/1/team/t/0');
    expect(router.data()).toEqual({ fid: 0, company: { company: 1 } });
    expect(router.data('company')).toEqual({ company: 1 });
    await router.push('/ent/1/team/t/4');
    expect(companyLoad).toHaveBeenCalledTimes(1);
    expect(filesLoad).toHaveBeenCalledTimes(2);
    expect(router.data()).toEqual({ fid: 4, company: { company: 1 } });
    await router.push('/ent/2/team/t/4');
    expect(companyLoad).toHaveBeenCalledTimes(2);
    expect(router.data('company')).toEqual({ company: 2 });
  });

  it('a failing loader goes to the error route; the location before is kept in the history', async () => {
    const { router } = makeRouter([
      ...basic,
      { name: 'broken', path: 'broken', load: () => Promise.reject(new Error('list failed')) },
    ]);
    router.setErrorRoute((error, attempted) => ({
      name: 'error',
      params: { errorInfo: `${error.message} at ${String(attempted)}` },
    }));
    await router.push('/latest');
    const result = await router.push('/broken');
    expect(result.status).toBe('failed');
    expect(router.current?.params.errorInfo).toBe('list failed at /broken');
    await router.back();
    expect(router.current?.name).toBe('latest');
  });

  it('a superseded loader is aborted and its data never lands', async () => {
    const slow = deferred<string>();
    let signal: AbortSignal | undefined;
    const { router } = makeRouter([
      {
        name: 'slow',
        path: 'slow',
        load: (context) => {
          signal = context.signal;
          return slow.promise;
        },
      },
      { name: 'fast', path: 'fast', load: () => 'fast data' },
    ]);
    const pending = router.push('/slow');
    await Promise.resolve();
    await router.push('/fast');
    expect(signal?.aborted).toBe(true);
    slow.resolve('slow data');
    expect((await pending).status).toBe('superseded');
    expect(router.data()).toBe('fast data');
  });
});

describe('router: route hooks', () => {
  it('onRouteChange reports each committed change with where it came from', async () => {
    const { router, hooks } = makeRouter(basic);
    const changes = vi.fn();
    hooks.onRouteChange.tap('spy', changes);
    await router.push('/');
    await router.push('/latest');
    await router.back();
    expect(
      changes.mock.calls.map(([change]) => [
        change.from?.name ?? null,
        change.to.name,
        change.action,
      ]),
    ).toEqual([
      [null, 'home', 'push'],
      ['home', 'latest', 'push'],
      ['latest', 'home', 'back'],
    ]);
  });

  it('a failing onRouteChange tap is reported, the navigation still commits', async () => {
    const { router, hooks, reportError } = makeRouter(basic);
    hooks.onRouteChange.tap('bad', () => {
      throw new Error('tap broke');
    });
    expect(await router.push('/latest')).toMatchObject({ status: 'done' });
    expect(reportError.mock.calls[0][0].message).toBe(
      'plugin "bad" failed in hook "onRouteChange": tap broke',
    );
  });
});

describe('router: cancellations', () => {
  it('a loader rejecting with a cancellation ends its navigation without leaving it pending', async () => {
    const { router } = makeRouter([
      { name: 'home', path: '' },
      { name: 'aborted', path: 'aborted', load: () => Promise.reject(new CancelledError()) },
    ]);
    await router.push('/');
    expect(await router.push('/aborted')).toMatchObject({
      status: 'superseded',
      location: { name: 'home' },
    });
    expect(router.loading).toBe(false);
    expect(router.error).toBeNull();
  });
});
