/**
 * contact: the account's contacts (member-picker.md section 7).
 * Browse: GET account /api/contact/relation/list, 1-based pages (page, count; reads infos, cnt).
 * Search: GET account /api/contact/relation/search (key, searchname, offset, count; reads contacts).
 * Resolve (a pasted list): the same search per entry, exact matches only.
 */
import type { PickerItem } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import { offsetCursor, pageCursor } from '../../../kernel/sources/cursors';
import { get, scopeOf } from '../shared/fetch';
import { highlightOf, userItem, type Provenance } from '../shared/items';
import { sourceKeyOf, sourcePlugin, type SourceBody } from '../shared/sourcePlugin';
import { RESOLVE_CANDIDATES, resolvePeople } from '../shared/resolvePeople';
import { listAnswer } from '../shared/values';
import type {
  ContactListResponse,
  ContactRecord,
  ContactSearchResponse,
} from './contactSource.types';

export function contactToItem(raw: ContactRecord, from: Provenance): PickerItem {
  return userItem(raw, from, ['contact_id'], { highlightName: highlightOf(raw.highlight) });
}

function createContact(config: MemberSourceConfig): SourceBody {
  const from: Provenance = { sourceKey: sourceKeyOf(config), origin: 'contact' };
  const resolve = resolvePeople(async (entry, ctx) => {
    const data = await get<ContactSearchResponse>(
      scopeOf(ctx, config),
      'account',
      '/api/contact/relation/search',
      { key: entry.value, searchname: entry.value, offset: 0, count: RESOLVE_CANDIDATES },
    );
    return listAnswer(data.contacts).map((raw) => contactToItem(raw, from));
  });
  return {
    resolve,
    tree: false,
    searchable: true,
    async load(ctx) {
      const page = pageCursor.current(ctx.cursor as number | undefined);
      const data = await get<ContactListResponse>(
        scopeOf(ctx, config),
        'account',
        '/api/contact/relation/list',
        { ...config.params, page, count: ctx.pageSize },
      );
      const list = listAnswer(data.infos);
      const step = pageCursor.advance(page, {
        received: list.length,
        pageSize: ctx.pageSize,
        total: data.cnt,
      });
      return { items: list.map((raw) => contactToItem(raw, from)), ...step, total: data.cnt };
    },
    async search(ctx) {
      const offset = offsetCursor.current(ctx.cursor as number | undefined);
      const data = await get<ContactSearchResponse>(
        scopeOf(ctx, config),
        'account',
        '/api/contact/relation/search',
        { key: ctx.query, searchname: ctx.query, offset, count: ctx.pageSize },
      );
      const list = listAnswer(data.contacts);
      const step = offsetCursor.advance(offset, {
        received: list.length,
        pageSize: ctx.pageSize,
        total: data.total,
      });
      return { items: list.map((raw) => contactToItem(raw, from)), ...step };
    },
  };
}

/** The contacts source (type `contact`). */
export function contactSource() {
  return sourcePlugin({ name: 'source:contact', types: ['contact'], create: createContact });
}
