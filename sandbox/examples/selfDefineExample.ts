/**
 * A small self-defined source a plugin author can copy: the people of a "project board", kept in
 * memory here. A real source would call its own service with `ctx.signal` so that the picker can
 * abort a stale request.
 *
 *   createKernel({ client, sources: [{ type: 'latest' }] })
 *     .use([pickerContext(), latestSource(), projectBoardSource()]);
 */
import type { LoadContext } from '../../kernel';
import { selfDefineSource } from '../../plugins/sources/self-define';
import type { SelfDefinedItem, SelfDefinedPage } from '../../plugins/sources/self-define';

const PEOPLE: SelfDefinedItem[] = [
  {
    id: 'p1',
    type: 'user',
    userid: '3000001',
    name: 'Li Ming',
    description: 'Board owner',
    tags: ['owner'],
  },
  { id: 'p2', type: 'user', userid: '3000002', name: 'Wang Fang', description: 'Design' },
  { id: 'p3', type: 'user', userid: '3000003', name: 'Zhang Wei', description: 'Sales' },
  {
    id: 'p4',
    type: 'self',
    name: 'External reviewer',
    description: 'Not in the company',
    showCheckbox: true,
  },
];

const PAGE = 2;

/** Pages through the list with a numeric cursor, as a remote source would. */
function page(list: SelfDefinedItem[], ctx: LoadContext): SelfDefinedPage<number> {
  if (ctx.signal.aborted) throw new DOMException('aborted', 'AbortError');
  const start = typeof ctx.cursor === 'number' ? ctx.cursor : 0;
  const items = list.slice(start, start + PAGE);
  return { items, cursor: start + items.length, done: start + items.length >= list.length };
}

export function projectBoardSource() {
  return selfDefineSource({
    key: 'projectBoard',
    title: 'Project board',
    get: (ctx) => page(PEOPLE, ctx),
    search: (ctx) =>
      page(
        PEOPLE.filter((person) => person.name.toLowerCase().includes(ctx.query.toLowerCase())),
        ctx,
      ),
    getAll: () => PEOPLE,
    rootNodeSelectable: true,
  });
}
