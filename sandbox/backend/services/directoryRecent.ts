/**
 * Directory service: workspace-mode recent contacts and chat search, paged by sequence cursor
 * (`next_seq`: absent or 0 starts, the answer's `next_seq` is -1 when finished).
 */
import { http, type HttpHandler } from 'msw';
import type { SuiteContext } from '../context';
import type { Chat } from '../data/social';
import { BadRequest, handle, ok } from '../http/errors';
import { highlight, matches } from '../http/highlight';
import { Query } from '../http/params';
import { bySeq } from '../http/paging';

const MAX = 200;

function chatRecord(
  ctx: SuiteContext,
  c: Chat,
  withDept: boolean,
  query?: string,
): Record<string, unknown> {
  const r: Record<string, unknown> = {
    id: c.id,
    chat_type: c.chat_type,
    name: c.name,
    avatar: { type: c.avatar.type, list: c.avatar.list.map((a) => ctx.abs(a)) },
    next_seq: c.seq,
  };
  if (withDept && c.dept_name !== undefined) r.dept_name = c.dept_name;
  if (query !== undefined) r.highlight = { name: highlight(c.name, query) };
  return r;
}

function chatTypes(q: Query, fallback: number[]): number[] {
  const raw = [...q.list('chat_type'), ...q.list('chat_types')];
  if (raw.length === 0) return fallback;
  return raw.map((t) => {
    const n = Number(t);
    if (n !== 1 && n !== 2) throw new BadRequest('chat_type must be 1 or 2');
    return n;
  });
}

interface ListOptions {
  types: number[];
  /** The answer's list field. */
  key: 'contacts' | 'chats';
  /** Search by `keyword` (or `query`); required when `requireQuery`. */
  searchable: boolean;
  requireQuery?: boolean;
}

export function directoryRecentHandlers(ctx: SuiteContext, base: string): HttpHandler[] {
  const list = (request: Request, opts: ListOptions) =>
    handle(() => {
      const q = new Query(request);
      const types = chatTypes(q, opts.types);
      const query = opts.searchable ? (q.str('keyword') || q.str('query')).trim() : '';
      if (opts.requireQuery && query === '') throw new BadRequest('keyword is required');
      const withDept = q.bool('with_dept', false);
      const rows = ctx.dataset
        .social(ctx.userKind(request))
        .chats.filter(
          (c) => types.includes(c.chat_type) && (query === '' || matches(c.name, query)),
        );
      const page = bySeq(rows, q.int('next_seq', 0), q.int('count', 20, 1, MAX));
      return ok({
        [opts.key]: page.items.map((c) =>
          chatRecord(ctx, c, withDept, query === '' ? undefined : query),
        ),
        next_seq: page.next_seq,
      });
    });
  return [
    http.get(`${base}/api/v1/recent/contacts/mixed`, ({ request }) =>
      list(request, { types: [1, 2], key: 'contacts', searchable: false }),
    ),
    http.get(`${base}/api/v2/recent/contacts/mixed`, ({ request }) =>
      list(request, { types: [1, 2], key: 'contacts', searchable: true }),
    ),
    http.get(`${base}/api/v2/recent/contacts`, ({ request }) =>
      list(request, { types: [1], key: 'contacts', searchable: true }),
    ),
    http.get(`${base}/api/v1/search/chats`, ({ request }) =>
      list(request, { types: [1, 2], key: 'chats', searchable: true, requireQuery: true }),
    ),
  ];
}
