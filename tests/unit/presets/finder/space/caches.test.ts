// The finder's caches: the in-flight cache (2000 ms) and the persisted cache (writes after
// 1000 ms, per user, garbage and failing storage ignored).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContextPersistence } from '../../../../../kernel';
import {
  CACHE_WRITE_DELAY_MS,
  FINDER_CACHE_NAME,
  FinderCache,
} from '../../../../../plugins/drive/finder-state/finderCache';
import {
  IN_FLIGHT_CACHE_MS,
  InFlightCache,
} from '../../../../../plugins/drive/finder-state/inFlight';

/** A Map-backed Storage; `fail` makes every call throw (disabled), `full` every write. */
class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  fail = false;
  full = false;
  writes = 0;
  get length() {
    this.check();
    return this.map.size;
  }
  key(index: number) {
    this.check();
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    this.check();
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.check();
    if (this.full) throw new DOMException('quota', 'QuotaExceededError');
    this.writes += 1;
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.check();
    this.map.delete(key);
  }
  clear() {
    this.map.clear();
  }
  private check() {
    if (this.fail) throw new Error('storage is disabled');
  }
}

const dataKey = (user: string) => `pickerkit:context:data:${user}:${FINDER_CACHE_NAME}`;
const special = { id: 5600001, type: 'special', name: 'My Documents', corpid: 0 };

function setup(storage = new MemoryStorage(), user: string | null = '42') {
  const persisted = new ContextPersistence(storage);
  let current = user;
  persisted.setUser(current);
  const cache = new FinderCache(persisted, () => current);
  return {
    storage,
    persisted,
    cache,
    signIn(next: string) {
      current = next;
      persisted.setUser(next);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T02:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('in-flight cache', () => {
  it('gives the same call within 2000 ms, and calls again after', async () => {
    expect(IN_FLIGHT_CACHE_MS).toBe(2000);
    const inFlight = new InFlightCache();
    const work = vi.fn(async () => 'answer');
    const first = inFlight.run('k', work);
    vi.advanceTimersByTime(1999);
    expect(inFlight.run('k', work)).toBe(first);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await inFlight.run('k', work);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('keys are apart; a failure is forgotten at once', async () => {
    const inFlight = new InFlightCache();
    const fails = vi.fn(async () => Promise.reject(new Error('down')));
    await expect(inFlight.run('a', fails)).rejects.toThrow('down');
    await expect(inFlight.run('a', fails)).rejects.toThrow('down');
    expect(fails).toHaveBeenCalledTimes(2);
    const other = vi.fn(async () => 1);
    await inFlight.run('b', other);
    expect(other).toHaveBeenCalledTimes(1);
  });
});

describe('persisted finder cache', () => {
  it('keeps groups of the persisted types only, by id and alias', () => {
    const { cache } = setup();
    cache.rememberGroup(special, 'special');
    cache.rememberGroup({ id: 9, type: 'normal' });
    for (const type of ['secret', 'tmp', 'corptmp', 'corpspecial']) {
      cache.rememberGroup({ id: type.length, type });
    }
    expect(cache.group('special')).toEqual(special);
    expect(cache.group(5600001)).toEqual(special);
    expect(cache.group(9)).toBeUndefined();
    expect(cache.group(6)?.type).toBe('secret');
    expect(cache.group(7)?.type).toBe('corptmp');
    expect(cache.group(11)?.type).toBe('corpspecial');
  });

  it('writes 1000 ms after the first change, once for changes in between, with the update time', () => {
    const { cache, storage } = setup();
    cache.rememberGroup(special, 'special');
    vi.advanceTimersByTime(500);
    cache.rememberCompanies([{ id: 8800001 }]);
    vi.advanceTimersByTime(CACHE_WRITE_DELAY_MS - 501);
    expect(storage.map.has(dataKey('42'))).toBe(false);
    vi.advanceTimersByTime(1);
    expect(storage.writes).toBe(2); // the user id key, then the data key once
    const stored = JSON.parse(storage.map.get(dataKey('42'))!);
    expect(stored.groups.special).toEqual(special);
    expect(stored.companies['8800001']).toEqual({ id: 8800001 });
    expect(stored.updateTime).toBe(Date.parse('2026-11-23T02:00:00.500Z'));
  });

  it('reads what an earlier opening wrote, company info by id', () => {
    const storage = new MemoryStorage();
    const first = setup(storage);
    first.cache.rememberCompanies([{ id: 1, name: 'A' } as { id: number }]);
    first.cache.flush();
    const second = setup(storage);
    expect(second.cache.company(1)).toEqual({ id: 1, name: 'A' });
    expect(second.cache.updateTime).toBeGreaterThan(0);
  });

  it('another user signing in clears everything of the previous one', () => {
    const storage = new MemoryStorage();
    const { cache, signIn } = setup(storage);
    cache.rememberGroup(special, 'special');
    cache.flush();
    signIn('43');
    expect(cache.group('special')).toBeUndefined();
    expect(storage.map.has(dataKey('42'))).toBe(false);
    expect(storage.map.get('pickerkit:context:user')).toBe('43');
  });

  it('a change of user drops the write that waited for the previous one', () => {
    const storage = new MemoryStorage();
    const { cache, signIn } = setup(storage);
    cache.rememberGroup(special, 'special');
    signIn('43');
    cache.group('special');
    vi.advanceTimersByTime(CACHE_WRITE_DELAY_MS);
    expect(storage.map.has(dataKey('42'))).toBe(false);
    expect(storage.map.has(dataKey('43'))).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another shape', JSON.stringify({ groups: [] })],
    [
      'a group without an id',
      JSON.stringify({ updateTime: 1, groups: { x: { type: 'tmp' } }, companies: {} }),
    ],
  ])('garbage in storage (%s) reads as nothing', (_what, text) => {
    const storage = new MemoryStorage();
    storage.map.set('pickerkit:context:user', '42');
    storage.map.set(dataKey('42'), text);
    const { cache } = setup(storage);
    expect(cache.group('x')).toBeUndefined();
    expect(cache.updateTime).toBe(0);
    cache.rememberGroup(special, 'special');
    expect(cache.group('special')).toEqual(special);
  });

  it('storage that throws or is full is ignored, never fatal', () => {
    const storage = new MemoryStorage();
    storage.fail = true;
    const broken = setup(storage);
    expect(() => broken.cache.rememberGroup(special, 'special')).not.toThrow();
    expect(broken.cache.group('special')).toEqual(special);
    expect(() => vi.advanceTimersByTime(CACHE_WRITE_DELAY_MS)).not.toThrow();

    const fullStorage = new MemoryStorage();
    const full = setup(fullStorage);
    fullStorage.full = true;
    full.cache.rememberGroup(special, 'special');
    expect(() => vi.advanceTimersByTime(CACHE_WRITE_DELAY_MS)).not.toThrow();
    expect(fullStorage.map.has(dataKey('42'))).toBe(false);
    expect(full.cache.group('special')).toEqual(special);
  });

  it('before a user is known nothing is written', () => {
    const { cache, storage } = setup(new MemoryStorage(), null);
    cache.rememberGroup(special, 'special');
    vi.advanceTimersByTime(CACHE_WRITE_DELAY_MS);
    expect(storage.writes).toBe(0);
  });
});
