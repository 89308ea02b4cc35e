/**
 * One page through the load pipeline: the loadPage hook of the source (a tap may answer first),
 * else the source's own load() or search(); then the result's shape is checked, and the items go
 * through the hidden filter, modifyItems, node registration and addRows.
 */
import { CancelledError, ErrorCodes, Messages, PickerError } from '../errors';
import { isHookIdle, type LoadRequest } from '../hooks';
import type { LoadContext, LoadResult, PickerItem, SourceDefinition } from '../types';
import type { PipelineEnv } from './pipelineEnv';

export interface FetchedPage {
  result: LoadResult;
  /** True when the source itself answered (not a tap such as a cache). */
  fromSource: boolean;
}

export async function fetchPage(
  env: PipelineEnv,
  source: SourceDefinition,
  ctx: LoadContext,
): Promise<FetchedPage> {
  const request: LoadRequest = { source, ctx };
  // With no tap the source is asked in this task, not after a microtask: React renders what the
  // caller's state change scheduled in a microtask, which would otherwise hold the request back.
  const hook = env.hooks.loadPage.get(source.key);
  const answered = hook && !isHookIdle(hook) ? await hook.promise(request) : undefined;
  let result: LoadResult | undefined = answered ?? undefined;
  const fromSource = result === undefined;
  if (result === undefined) {
    if (ctx.signal.aborted) throw new CancelledError(`load of "${source.key}" was aborted`);
    if (ctx.mode === 'search') {
      if (!source.search || ctx.query === undefined) {
        throw new PickerError(ErrorCodes.SOURCE_INVALID, `source "${source.key}" cannot search`, {
          sourceKey: source.key,
        });
      }
      result = await source.search({ ...ctx, query: ctx.query });
    } else if (source.tree && source.roots && !ctx.parent && ctx.cursor === undefined) {
      // A tree's root list is its roots() when it has one: a single, finished page.
      result = { items: await source.roots(ctx), done: true };
    } else {
      result = await source.load(ctx);
    }
  }
  if (ctx.signal.aborted) throw new CancelledError(`load of "${source.key}" was aborted`);
  assertPage(result, source.key);
  if (fromSource) env.hooks.onPageLoaded.call(request, result);
  return { result, fromSource };
}

function assertPage(result: unknown, sourceKey: string): asserts result is LoadResult {
  const items = (result as { items?: unknown } | null | undefined)?.items;
  if (!Array.isArray(items)) {
    throw new PickerError(ErrorCodes.FETCH_NOT_ARRAY, Messages.fetchNotArray, { sourceKey });
  }
}

export interface PrepareOptions {
  /** The tree node whose children these are. */
  parentKey?: string;
  /** First page of a root list in browse mode: special rows may be added. */
  addRows: boolean;
  /** The list has no page left after this one (a tree node's children are then all known). */
  done?: boolean;
}

/** Hidden filter → modifyItems → registerNodes (tree pages) → addRows (root lists). */
export function prepareItems(
  env: PipelineEnv,
  request: LoadRequest,
  items: PickerItem[],
  options: PrepareOptions,
): PickerItem[] {
  const { selection } = env;
  let list = selection ? selection.filterHidden(items) : items;
  list = env.hooks.modifyItems.call(list, request);
  if (request.source.tree && options.parentKey !== undefined) {
    selection?.registerNodes(options.parentKey, list, options.done === true);
  }
  if (options.addRows) list = env.hooks.addRows.call(list, request.source.key);
  return list;
}
