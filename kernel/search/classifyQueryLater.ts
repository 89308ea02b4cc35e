/**
 * The query classification (classifyQuery.ts) as a chunk: it brings validator's e-mail and phone
 * checks (about 5.4 KiB gzip), which no first paint needs. The search box's Enter and the member
 * picker's unknown-user probe load it when they first classify; the paste store's classification
 * (kernel/paste/classifyEntry.ts, preloaded by the search box when the page is idle) shares it.
 * A chunk that fails to load classifies as 'other' (nothing is probed, the Enter is still
 * reported) and is asked again on the next call.
 */
import type { QueryKind } from './classifyQuery';

let loading: Promise<(query: string) => QueryKind> | undefined;

export async function classifyQueryLater(query: string): Promise<QueryKind> {
  loading ??= import('./classifyQuery').then((module) => module.classifyQuery);
  try {
    return (await loading)(query);
  } catch {
    loading = undefined;
    return 'other';
  }
}
