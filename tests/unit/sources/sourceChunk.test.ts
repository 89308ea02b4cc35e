/**
 * A source plugin's calls as a chunk (plugins/sources/shared/sourceChunk.ts): the plugin starts
 * the fetch when applied to a kernel that configures one of its types, else when a source of a
 * type is made; calls wait for it only while it is not in. A fetch that fails puts the list in its
 * error state, and the retry fetches the chunk again and shows the rows.
 */
import { createKernel, type LoadResult, type PickerItem } from '../../../kernel';
import { sourceChunk } from '../../../plugins/sources/shared/sourceChunk';
import { sourcePlugin } from '../../../plugins/sources/shared/sourcePlugin';

const person: PickerItem = {
  key: 'user-1',
  id: '1',
  type: 'user',
  name: 'Ann',
  sourceKey: 'demo',
  origin: 'demo',
  raw: {},
};

interface Calls {
  load(): Promise<LoadResult>;
}

/** A chunk whose fetch the test settles: each fetch is one entry of `fetches`. */
function controlledChunk() {
  const fetches: Array<{ resolve(module: Calls): void; reject(error: Error): void }> = [];
  const chunk = sourceChunk(
    () =>
      new Promise<Calls>((resolve, reject) => {
        fetches.push({ resolve, reject });
      }),
  );
  const module: Calls = { load: async () => ({ items: [person], done: true }) };
  return { chunk, fetches, module };
}

function demoPlugin(chunk: ReturnType<typeof controlledChunk>['chunk']) {
  return sourcePlugin({
    name: 'source:demo',
    types: ['demo'],
    chunk,
    create: () => ({
      tree: false,
      searchable: false,
      load: () => chunk.run((calls: Calls) => calls.load()),
    }),
  });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sourceChunk', () => {
  it('runs every call with one fetch, at once after it is in', async () => {
    let fetched = 0;
    const chunk = sourceChunk(async () => {
      fetched += 1;
      return { answer: 42 };
    });
    chunk.preload();
    chunk.preload();
    await expect(chunk.run((module) => module.answer)).resolves.toBe(42);
    const used: number[] = [];
    const later = chunk.run((module) => used.push(module.answer));
    // In already: the call ran in the same task, before any await.
    expect(used).toEqual([42]);
    await later;
    expect(fetched).toBe(1);
  });

  it('a failed fetch rejects its calls and is forgotten: the next call fetches again', async () => {
    let fetched = 0;
    const chunk = sourceChunk(async () => {
      fetched += 1;
      if (fetched === 1) throw new Error('chunk not reachable');
      return { answer: 7 };
    });
    await expect(chunk.run((module) => module.answer)).rejects.toThrow('chunk not reachable');
    await expect(chunk.run((module) => module.answer)).resolves.toBe(7);
    expect(fetched).toBe(2);
  });
});

describe('a source plugin with its calls in a chunk', () => {
  it('starts the fetch when applied to a kernel that configures its type, before init', () => {
    const { chunk, fetches } = controlledChunk();
    createKernel({ storage: null, sources: [{ type: 'demo' }], plugins: [demoPlugin(chunk)] });
    expect(fetches).toHaveLength(1);
  });

  it('fetches nothing for a kernel without its type, until a source of the type is made', () => {
    const { chunk, fetches } = controlledChunk();
    const kernel = createKernel({
      storage: null,
      sources: [{ type: 'other' }],
      plugins: [demoPlugin(chunk)],
    });
    expect(fetches).toHaveLength(0);
    // A type added later (modifySourceConfigs, a retried init) fetches when its source is made.
    kernel.sources.createFromConfigs([{ type: 'demo', key: 'demo' }]);
    expect(fetches).toHaveLength(1);
  });

  it('a fetch that fails shows the list error; retry fetches the chunk again and shows the rows', async () => {
    const { chunk, fetches, module } = controlledChunk();
    const kernel = createKernel({
      storage: null,
      sources: [{ type: 'demo', key: 'demo' }],
      plugins: [demoPlugin(chunk)],
    });
    kernel.sources.createFromConfigs([{ type: 'demo', key: 'demo' }]);
    const first = kernel.sources.loadFirst('demo');
    expect(kernel.sources.state('demo').status).toBe('loading');
    fetches[0].reject(new Error('chunk not reachable'));
    await first;
    expect(kernel.sources.state('demo').status).toBe('error');
    const retried = kernel.sources.retry('demo');
    await flush();
    expect(fetches).toHaveLength(2);
    fetches[1].resolve(module);
    await retried;
    expect(kernel.sources.state('demo').status).toBe('loaded');
    expect(kernel.sources.state('demo').items.map((item) => item.name)).toEqual(['Ann']);
  });
});
