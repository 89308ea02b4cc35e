import type { LoadContext } from '../../../kernel';
import { contactSource } from '../../../plugins/sources/contact';
import { latestSource } from '../../../plugins/sources/latest';
import { selfDefineSource, type SelfDefinedItem } from '../../../plugins/sources/self-define';
import { useFakeSuite } from '../../support/fakeSuite';
import { abortFirst, browseAll, names, ready, searchAll } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });

const board: SelfDefinedItem[] = [
  { id: 'team-a', name: 'Team A', type: 'self', isLeaf: false },
  { id: 'u1', name: 'Ann', type: 'user', userid: '3000001' },
];
const inTeamA: SelfDefinedItem[] = [{ id: 'u2', name: 'Bob', type: 'user', userid: '3000002' }];

/** Answers after `ms`, or rejects as soon as the picker aborts the load. */
function later<T>(ctx: LoadContext, value: T, ms = 100): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(value), ms);
    ctx.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

const withSource = (spec: Parameters<typeof selfDefineSource>[0]) =>
  ready(suite, {
    sources: [{ type: 'latest' }],
    plugins: [latestSource(), selfDefineSource(spec)],
  });

describe('selfDefine source: the contract at work', () => {
  it('a tree: roots from get, children from get with ctx.parent', async () => {
    const kernel = await withSource({
      key: 'board',
      title: 'Board',
      tree: true,
      searchable: false,
      get: (ctx) => (ctx.parent ? inTeamA : board),
    });
    const source = kernel.sources.require('board');
    expect(source).toMatchObject({ tree: true, searchable: false, title: 'Board' });
    const roots = await browseAll(kernel, 'board');
    expect(roots[0]).toMatchObject({ key: 'self_team-a', hasChild: true, isLeaf: false });
    const children = await browseAll(kernel, 'board', roots[0].key);
    expect(children).toHaveLength(1);
    expect(children[0]).toMatchObject({
      name: 'Bob',
      origin: 'selfDefine',
      selfId: 'u2',
      parentKey: roots[0].key,
    });
  });

  it('search gets the trimmed query; nothing found is no rows', async () => {
    const queries: string[] = [];
    const kernel = await withSource({
      key: 'board',
      title: 'Board',
      get: () => board,
      search: (ctx) => {
        queries.push(ctx.query);
        return board.filter((item) => item.name.includes(ctx.query));
      },
    });
    expect(names(await searchAll(kernel, '  Ann '))).toEqual(['Ann']);
    expect(queries[0]).toBe('Ann');
    expect(await searchAll(kernel, 'Zed')).toEqual([]);
  });

  it('an empty answer is the empty state', async () => {
    const kernel = await withSource({ key: 'board', title: 'Board', get: () => [], search: noop });
    await kernel.sources.loadFirst('board', { forceUpdate: true });
    expect(kernel.sources.state('board')).toMatchObject({ status: 'empty', items: [] });
  });

  it('a throwing callback is the error state with its message; retry calls it again', async () => {
    let calls = 0;
    const kernel = await withSource({
      key: 'board',
      title: 'Board',
      search: noop,
      get: () => {
        calls += 1;
        if (calls === 1) throw new Error('board service unavailable');
        return board;
      },
    });
    await kernel.sources.loadFirst('board', { forceUpdate: true });
    expect(kernel.sources.state('board')).toMatchObject({ status: 'error' });
    expect(kernel.sources.state('board').error?.message).toBe('board service unavailable');
    await kernel.sources.retry('board');
    expect(names(kernel.sources.state('board').items)).toEqual(['Team A', 'Ann']);
  });

  it('an aborted load shows nothing, whether the callback rejects or answers late', async () => {
    const kernel = await withSource({
      key: 'board',
      title: 'Board',
      search: noop,
      get: (ctx) => later(ctx, board),
    });
    expect(await abortFirst(kernel, 'board')).toMatchObject({
      status: 'idle',
      items: [],
      error: null,
    });
    const deaf = await withSource({
      key: 'deaf',
      title: 'Deaf',
      search: noop,
      get: () => new Promise((resolve) => setTimeout(() => resolve(board), 50)),
    });
    expect(await abortFirst(deaf, 'deaf')).toMatchObject({ status: 'idle', items: [] });
  });

  it('an answer that is not a list is the "fetch result must be an array." error', async () => {
    const kernel = await withSource({
      key: 'board',
      title: 'Board',
      search: noop,
      get: () => ({ rows: board }) as never,
    });
    await kernel.sources.loadFirst('board', { forceUpdate: true });
    expect(kernel.sources.state('board').error?.message).toBe('fetch result must be an array.');
  });

  it('pages with the cursor it hands back until done', async () => {
    const kernel = await withSource({
      key: 'board',
      title: 'Board',
      search: noop,
      get: (ctx) => {
        const start = typeof ctx.cursor === 'number' ? ctx.cursor : 0;
        return { items: board.slice(start, start + 1), cursor: start + 1, done: start + 1 >= 2 };
      },
    });
    expect(names(await browseAll(kernel, 'board'))).toEqual(['Team A', 'Ann']);
  });

  it('merges into a caller config of the same key, the caller title kept', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'selfDefine', key: 'board', title: 'Our board', searchable: false }],
      plugins: [selfDefineSource({ key: 'board', title: 'Board', get: () => board })],
    });
    expect(kernel.sources.list.map((s) => [s.key, s.title, s.searchable])).toEqual([
      ['board', 'Our board', false],
    ]);
  });
});

describe('selfDefine source: people are people everywhere', () => {
  it('a person with a userid is one selection with the same person in contacts', async () => {
    const kernel = await ready(suite, {
      sources: [{ type: 'contact' }],
      plugins: [
        contactSource(),
        selfDefineSource({ key: 'board', title: 'Board', get: () => board, search: noop }),
      ],
    });
    const ann = (await browseAll(kernel, 'board')).find((item) => item.name === 'Ann')!;
    expect(ann).toMatchObject({ key: 'user_3000001', selfId: 'u1', userid: '3000001' });
    kernel.selection.toggle(ann);
    const contacts = await browseAll(kernel, 'contact');
    const same = contacts.find((item) => item.userid === '3000001')!;
    expect(kernel.selection.isSelected(same.key)).toBe(true);
    expect(kernel.selection.selectedItems).toHaveLength(1);
  });
});

function noop(): SelfDefinedItem[] {
  return [];
}
