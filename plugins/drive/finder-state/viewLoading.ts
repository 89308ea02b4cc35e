/**
 * What is still loading, for the frame's skeletons (finder.md sections 2 and 4, Loading): the
 * frame as a whole until the first view has loaded (the side menu shows a skeleton list then);
 * the file list while a route change has not succeeded (except into the private space, whose
 * lock check answers at once and whose unlock form is no list) or its first page is loading.
 * The views show the skeleton after 200 ms of this and the loading text after 350 ms.
 */
import type { RouteLocation } from '../../../kernel';
import type { DirectoryStore } from './DirectoryStore';

/** What the loading flags read: the router, the list, the private space's team. */
export type LoadingView = Pick<DirectoryStore, 'router' | 'listState'> & {
  readonly spaces: { readonly secret: { readonly id: number } | null };
};

/** finder.md section 9: skeleton after 200 ms, loading text after 350 ms. */
export const SKELETON_DELAY_MS = 200;
export const LOADING_TEXT_DELAY_MS = 350;

/** No view has loaded yet (the landing, or the error page, is still on its way). */
export function frameLoading(store: LoadingView): boolean {
  return store.router.current === null;
}

/** A route change into the private space: no skeleton for it. */
export function intoPrivateSpace(
  store: LoadingView,
  pending: RouteLocation | null = store.router.pending,
): boolean {
  if (!pending) return false;
  if (pending.name === 'Secret' || pending.name === 'UnlockSecret') return true;
  const secret = store.spaces.secret?.id;
  return secret !== undefined && pending.name === 'TeamFiles' && pending.params.tid === secret;
}

/**
 * The file list is waiting for its route or its first page. `pending` is the route on its way as
 * the view shows it (the router's by default).
 */
export function listLoading(
  store: LoadingView,
  pending: RouteLocation | null = store.router.pending,
): boolean {
  if (frameLoading(store)) return true;
  if (pending !== null && !intoPrivateSpace(store, pending)) return true;
  const state = store.listState();
  if (!state) return false;
  return (state.status === 'idle' || state.status === 'loading') && state.items.length === 0;
}
