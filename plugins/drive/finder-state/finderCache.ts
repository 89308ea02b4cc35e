/**
 * What the finder remembers for the signed-in user between openings (finder.md sections 3, 4
 * and 9), through the kernel's context persistence (a local-storage user id key, and a data key
 * per user; another user signing in clears everything of the previous one):
 * - the info of groups of type secret, special, tmp, corptmp and corpspecial, by group id and by
 *   the alias it was asked by (special, tmp, secret);
 * - company info per company id;
 * - the time of the last update.
 * Writes are gathered and made 1000 ms after the first change. Storage that throws, is full or
 * holds garbage is ignored: the cache starts empty and the finder asks the suite.
 */
import type { ContextPersistence } from '../../../kernel';

export const CACHE_WRITE_DELAY_MS = 1000;
/** The name of the finder's data under the user's data key. */
export const FINDER_CACHE_NAME = 'finder:cache';
export const PERSISTED_GROUP_TYPES: readonly string[] = [
  'secret',
  'special',
  'tmp',
  'corptmp',
  'corpspecial',
];

/** A group record as the suite sent it (only id and type are read here). */
export interface CachedGroup {
  id: number;
  type: string;
}

/** A company record as the suite sent it (only id is read here). */
export interface CachedCompany {
  id: number;
}

export interface FinderCacheData {
  /** Epoch ms of the last change. */
  updateTime: number;
  groups: Record<string, CachedGroup>;
  companies: Record<string, CachedCompany>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isCacheData(value: unknown): value is FinderCacheData {
  if (!isRecord(value) || typeof value.updateTime !== 'number') return false;
  const { groups, companies } = value;
  if (!isRecord(groups) || !isRecord(companies)) return false;
  return (
    Object.values(groups).every(
      (g) => isRecord(g) && typeof g.id === 'number' && typeof g.type === 'string',
    ) && Object.values(companies).every((c) => isRecord(c) && typeof c.id === 'number')
  );
}

const empty = (): FinderCacheData => ({ updateTime: 0, groups: {}, companies: {} });

export class FinderCache {
  private data: FinderCacheData | null = null;
  private userid: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly persisted: ContextPersistence,
    /** The signed-in user's id (null before the account check). */
    private readonly currentUser: () => string | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** A group of a persisted type, asked by id or alias; undefined when not remembered. */
  group<T extends CachedGroup>(key: string | number): T | undefined {
    return this.load().groups[String(key)] as T | undefined;
  }

  /** Remembers a group of a persisted type (others are not kept), under its id and alias. */
  rememberGroup(group: CachedGroup, alias?: string): void {
    if (!PERSISTED_GROUP_TYPES.includes(group.type)) return;
    const data = this.load();
    data.groups[String(group.id)] = group;
    if (alias !== undefined) data.groups[alias] = group;
    this.changed();
  }

  company<T extends CachedCompany>(id: number): T | undefined {
    return this.load().companies[String(id)] as T | undefined;
  }

  rememberCompanies(companies: readonly CachedCompany[]): void {
    if (companies.length === 0) return;
    const data = this.load();
    for (const company of companies) data.companies[String(company.id)] = company;
    this.changed();
  }

  /** Epoch ms of the last change (0: nothing remembered). */
  get updateTime(): number {
    return this.load().updateTime;
  }

  /** Writes now what waits for the delay (on teardown). */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.data && this.userid !== null && this.userid === this.currentUser()) {
      this.persisted.write(FINDER_CACHE_NAME, this.data);
    }
  }

  /** The data of the signed-in user: read once per user, garbage read as nothing. */
  private load(): FinderCacheData {
    const userid = this.currentUser();
    if (this.data && this.userid === userid) return this.data;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.userid = userid;
    this.data =
      userid === null ? empty() : (this.persisted.read(FINDER_CACHE_NAME, isCacheData) ?? empty());
    return this.data;
  }

  private changed(): void {
    if (!this.data) return;
    this.data.updateTime = this.now();
    if (this.userid === null || this.timer !== null) return;
    this.timer = setTimeout(() => this.flush(), CACHE_WRITE_DELAY_MS);
  }
}
