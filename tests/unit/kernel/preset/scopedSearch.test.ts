import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKernel, type SourceDefinition } from '../../../../kernel';
import { testKernel } from './testPreset';

const names = (rows: ReadonlyArray<{ type: string; name: string }>) =>
  rows.filter((row) => row.type !== 'loadMore' && row.type !== 'title').map((row) => row.name);

afterEach(() => {
  vi.useRealTimers();
});

describe('search scoped to the active tab (union selector)', () => {
  it('asks only the active tab, with that tab its own search cursor', async () => {
    const { kernel, calls } = await testKernel({ searchScope: 'active-tab' });
    await kernel.tabs.setActive('docs');
    await kernel.search.setQuery('plan');
    expect(calls.search.map((call) => call.source)).toEqual(['docs']);
    expect(names(kernel.search.rows)).toEqual(['plan.docx', 'planning.xlsx']);
    await kernel.search.loadMore('docs');
    expect(calls.search.at(-1)).toMatchObject({ source: 'docs', query: 'plan', cursor: 2 });
    expect(names(kernel.search.rows)).toEqual([
      'plan.docx',
      'planning.xlsx',
      'planner.exe',
      'plans',
    ]);

    await kernel.tabs.setActive('contact');
    await kernel.search.setQuery('an');
    expect(calls.search.at(-1)).toMatchObject({
      source: 'contact',
      query: 'an',
      cursor: undefined,
    });
    expect(names(kernel.search.rows)).toEqual(['Person ann', 'Person anna']);
  });

  it('never searches a tab that cannot (time): no request, no result, no error', async () => {
    const { kernel, calls } = await testKernel({ searchScope: 'active-tab' });
    await kernel.tabs.setActive('time');
    await kernel.search.setQuery('plan');
    expect(calls.search).toEqual([]);
    expect(kernel.search.status).toBe('idle');
    expect(kernel.search.rows).toEqual([]);
    expect(kernel.search.error).toBeNull();
  });

  it("keeps each tab's last search: the same query on the same tab asks nothing again", async () => {
    const { kernel, calls } = await testKernel({ searchScope: 'active-tab' });
    await kernel.tabs.setActive('docs');
    await kernel.search.setQuery('plan');
    await kernel.tabs.setActive('contact');
    await kernel.search.setQuery('an');
    await kernel.tabs.setActive('docs');
    await kernel.search.setQuery('plan');
    expect(calls.search.map((call) => `${call.source}:${call.query}`)).toEqual([
      'docs:plan',
      'contact:an',
    ]);
    expect(names(kernel.search.rows)).toEqual(['plan.docx', 'planning.xlsx']);
    // Retry asks again; a company switch forgets every tab's last search.
    await kernel.search.retry();
    expect(calls.search).toHaveLength(3);
    kernel.changeCompany('c2');
    await kernel.search.setQuery('plan');
    expect(calls.search).toHaveLength(4);
  });

  it('the member picker default still searches every searchable source at once', async () => {
    const { kernel, calls } = await testKernel();
    await kernel.search.setQuery('plan');
    expect(calls.search.map((call) => call.source).sort()).toEqual(['contact', 'docs']);
    await kernel.search.setQuery('plan');
    expect(calls.search).toHaveLength(4);
  });
});

describe('search scoped by a preset rule (finder)', () => {
  it('searches the sources the rule names, limited to what it passes as ctx.scope', async () => {
    const here = { groupid: 'g7', fid: '42' };
    const { kernel, calls } = await testKernel({
      searchScope: ({ sources }) => [
        {
          source: sources.find((source) => source.key === 'docs') as SourceDefinition,
          scope: here,
        },
      ],
    });
    await kernel.search.setQuery('plan');
    expect(calls.search).toEqual([
      { source: 'docs', query: 'plan', cursor: undefined, scope: here },
    ]);
    await kernel.search.loadMore('docs');
    expect(calls.search[1]).toMatchObject({ cursor: 2, scope: here });
  });

  it('a rule naming a source that cannot search fails the search, saying so', async () => {
    const { kernel } = await testKernel({
      searchScope: ({ sources }) => sources.filter((source) => source.key === 'time'),
    });
    await kernel.search.setQuery('x');
    expect(kernel.search.status).toBe('error');
    expect(kernel.search.error?.message).toBe(
      'searchScope chose source "time", which cannot search: return only searchable sources with a search() function',
    );
  });

  it('an unknown scope fails at creation', () => {
    expect(() => createKernel({ searchScope: 'tab' as never })).toThrow(
      'searchScope "tab" is not valid: use "all", "active-tab" or a function (sources) => targets',
    );
  });
});

describe('debounce and throttle options', () => {
  it('sets the query after options.searchDebounceMs of quiet (default 200)', async () => {
    vi.useFakeTimers();
    const { kernel } = await testKernel({ searchDebounceMs: 300 });
    kernel.search.input('plan');
    vi.advanceTimersByTime(299);
    expect(kernel.search.query).toBe('');
    vi.advanceTimersByTime(1);
    expect(kernel.search.query).toBe('plan');
    expect(createKernel().options.searchDebounceMs).toBe(200);
  });

  it('gives the views the click throttle of the mode: 600 by default, 300 and 500 when set', () => {
    expect(createKernel().selection.clickThrottleMs).toBe(600);
    const union = { clickThrottleMs: 300, singleClickThrottleMs: 500 };
    expect(createKernel({ ...union, mode: 'multi' }).selection.clickThrottleMs).toBe(300);
    expect(createKernel({ ...union, mode: 'single' }).selection.clickThrottleMs).toBe(500);
    expect(createKernel({ clickThrottleMs: 300, multiple: false }).selection.clickThrottleMs).toBe(
      300,
    );
  });

  it('rejects a negative or fractional time at creation', () => {
    expect(() => createKernel({ clickThrottleMs: -1 })).toThrow(
      'clickThrottleMs -1 is not valid: use a whole number of milliseconds, 0 or more',
    );
    expect(() => createKernel({ searchDebounceMs: 1.5 })).toThrow(/searchDebounceMs 1.5/);
  });
});
