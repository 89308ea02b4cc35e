/**
 * Where the certification screen goes once the phone is bound: the route is replaced by the path
 * of its `cb` query (finder.md section 2). Only a path of the finder's own router is followed
 * (it starts with a single '/'); anything else, or no cb, goes to the landing view.
 */
import type { NavigationTarget } from '../../../kernel';

export function certReturnTarget(cb: unknown): NavigationTarget {
  if (typeof cb !== 'string') return { name: 'index' };
  const path = cb.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) {
    return { name: 'index' };
  }
  return path;
}
