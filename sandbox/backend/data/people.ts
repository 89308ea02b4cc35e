/** Who a user knows: the pool recent contacts, contacts, groups and shares draw from. */
import { IDENTITIES } from './identities';
import type { Random } from './random';
import type { Org, Staff } from './org';

/** Avatar paths are relative to the suite origin; services make them absolute. */
export function avatarPath(userid: number): string {
  return `/account/avatar/${userid}.png`;
}

/** Picks `count` distinct staff (never the user), in pick order. */
export function pickDistinct(
  rnd: Random,
  pool: readonly Staff[],
  count: number,
  exclude: number,
): Staff[] {
  const eligible = pool.length - (pool.some((s) => s.userid === exclude) ? 1 : 0);
  const want = Math.min(count, eligible);
  const seen = new Set<number>();
  const out: Staff[] = [];
  while (out.length < want) {
    const s = pool[rnd.int(0, pool.length - 1)] as Staff;
    if (s.userid === exclude || seen.has(s.userid)) continue;
    seen.add(s.userid);
    out.push(s);
  }
  return out;
}

/** The first staff of an org other than the signed-in users, in userid order. */
export function firstOthers(org: Org, count: number): Staff[] {
  const selves = new Set(Object.values(IDENTITIES).map((i) => i.userid));
  return org.staff.filter((s) => !selves.has(s.userid)).slice(0, count);
}
