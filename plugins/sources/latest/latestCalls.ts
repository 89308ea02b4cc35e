/**
 * The recent-contacts source's calls (latestSource.ts), a chunk of its own: the account, company
 * and workspace lists with their cursors, and the workspace chat search.
 */
import type { SourceCalls } from '../shared/sourceChunk';
import type { LoadContext, LoadResult, PickerKernel } from '../../../kernel';
import type { MemberSourceConfig } from '../member-items';
import {
  loadWalk,
  offsetCursor,
  sequenceCursor,
  type WalkCursor,
} from '../../../kernel/sources/cursors';
import { hostModes } from '../shared/env';
import { get, scopeOf } from '../shared/fetch';
import type { Provenance } from '../shared/items';
import { sourceKeyOf } from '../shared/sourcePlugin';
import { listAnswer } from '../shared/values';
import { chatToItem, recentToItem } from './latestMapping';
import type {
  ChatRecord,
  LatestCursor,
  LatestMode,
  LatestOptions,
  RecentContactRecord,
} from './latestSource.types';
import { offsetPage } from '../shared/offsetPage';

/** Workspace recent chats: people, with their departments (member-picker.md section 9). */
export const DEFAULT_GET_PARAMS: ReadonlyArray<Record<string, unknown>> = [
  { chat_type: 1, with_dept: true },
];
/** Workspace chat search: people only. */
export const DEFAULT_SEARCH_PARAMS: ReadonlyArray<Record<string, unknown>> = [{ chat_types: 1 }];
export const DEFAULT_LATEST_SOURCE = 'kdocs';

interface ChatPage {
  contacts?: ChatRecord[];
  /** The chat search answers its rows here. */
  chats?: ChatRecord[];
  next_seq?: number;
}

export function latestMode(kernel: PickerKernel): LatestMode {
  if (hostModes(kernel).isWoa) return 'workspace';
  return kernel.context.isNewCompanyUser ? 'company' : 'account';
}

/** The source's browse and search, for one config. */
export function latestCalls(
  config: MemberSourceConfig,
  kernel: PickerKernel,
  options: LatestOptions,
): SourceCalls {
  const from: Provenance = { sourceKey: sourceKeyOf(config), origin: 'latest' };

  async function loadAccount(ctx: LoadContext): Promise<LoadResult<LatestCursor>> {
    const offset = offsetCursor.current(ctx.cursor as number | undefined);
    const data = await get<{ infos?: RecentContactRecord[]; total?: number }>(
      scopeOf(ctx, config),
      'account',
      '/api/contact/relation/last_list',
      {
        offset,
        count: ctx.pageSize,
        source: options.source ?? DEFAULT_LATEST_SOURCE,
        ...config.params,
      },
    );
    const list = listAnswer(data.infos);
    return offsetPage(offset, list, ctx.pageSize, data.total, (raw) => recentToItem(raw, from));
  }

  async function loadCompany(ctx: LoadContext): Promise<LoadResult<LatestCursor>> {
    const seq = ctx.cursor as number | undefined;
    const data = await get<ChatPage>(scopeOf(ctx, config), 'directory', '/api/v2/recent/contacts', {
      ...config.params,
      count: ctx.pageSize,
      ...(seq === undefined ? {} : { next_seq: seq }),
    });
    const step = sequenceCursor.advance(seq, { next: data.next_seq });
    return { items: listAnswer(data.contacts).map((raw) => chatToItem(raw, from)), ...step };
  }

  async function walk(
    ctx: LoadContext,
    sets: ReadonlyArray<Record<string, unknown>>,
    path: string,
    extra: Record<string, unknown>,
    minCount: number | undefined,
  ): Promise<LoadResult<LatestCursor>> {
    const page = await loadWalk({
      sets,
      cursor: ctx.cursor as WalkCursor<number> | undefined,
      minCount,
      loadSet: async (params, seq: number | undefined) => {
        const data = await get<ChatPage>(scopeOf(ctx, config), 'directory', path, {
          ...params,
          ...extra,
          count: ctx.pageSize,
          ...(seq === undefined ? {} : { next_seq: seq }),
        });
        const step = sequenceCursor.advance(seq, { next: data.next_seq });
        return {
          items: listAnswer(data.contacts ?? data.chats).map((raw) => chatToItem(raw, from)),
          ...step,
        };
      },
    });
    return page;
  }

  return {
    load(ctx) {
      const mode = latestMode(kernel);
      if (mode === 'workspace') {
        const sets = config.getParamsArr?.length ? config.getParamsArr : DEFAULT_GET_PARAMS;
        return walk(ctx, sets, '/api/v1/recent/contacts/mixed', {}, config.minCount);
      }
      return mode === 'company' ? loadCompany(ctx) : loadAccount(ctx);
    },
    search(ctx) {
      const sets = config.searchParamsArr?.length ? config.searchParamsArr : DEFAULT_SEARCH_PARAMS;
      // Search pages are never topped up: minCount applies to the first browse load only.
      return walk(ctx, sets, '/api/v1/search/chats', { keyword: ctx.query }, 0);
    },
  };
}
