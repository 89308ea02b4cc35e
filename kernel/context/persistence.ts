/**
 * What a picker remembers for the signed-in user between openings (the finder's cached results and
 * their update time, a preset's last choices), namespaced by user. The id of the user the data
 * belongs to is stored beside it: when another user signs in, everything remembered for the
 * previous one is removed, then the new id is stored (finder.md section 4, Cache).
 *
 * Storage is the kernel's `storage` option, else localStorage when there is one; null turns it off.
 * Storage that throws or holds garbage is ignored: remembering is a convenience, never fatal.
 */

const PREFIX = 'pickerkit:context';
const USER_KEY = `${PREFIX}:user`;

/** The storage to use: the option when given (null: none), else localStorage if any. */
export function resolveStorage(option: Storage | null | undefined): Storage | null {
  if (option !== undefined) return option;
  try {
    return typeof globalThis.localStorage === 'object' ? globalThis.localStorage : null;
  } catch {
    return null;
  }
}

export class ContextPersistence {
  private readonly storage: Storage | null;
  private userid: string | null = null;

  constructor(storage: Storage | null) {
    this.storage = storage;
  }

  /** The user whose data is read and written; a different stored user's data is cleared first. */
  setUser(userid: string | null): void {
    this.userid = userid;
    if (userid === null) return;
    const stored = this.attempt(() => this.storage?.getItem(USER_KEY) ?? null, null);
    if (stored === userid) return;
    this.clearAll();
    this.attempt(() => this.storage?.setItem(USER_KEY, userid), undefined);
  }

  read<T>(name: string, isValid: (value: unknown) => value is T): T | undefined {
    const key = this.keyOf(name);
    if (key === null) return undefined;
    return this.attempt(() => {
      const text = this.storage?.getItem(key);
      if (text === null || text === undefined) return undefined;
      const value: unknown = JSON.parse(text);
      return isValid(value) ? value : undefined;
    }, undefined);
  }

  /** Remembers a value for the current user; nothing happens before a user is known. */
  write(name: string, value: unknown): void {
    const key = this.keyOf(name);
    if (key !== null)
      this.attempt(() => this.storage?.setItem(key, JSON.stringify(value)), undefined);
  }

  remove(name: string): void {
    const key = this.keyOf(name);
    if (key !== null) this.attempt(() => this.storage?.removeItem(key), undefined);
  }

  /** Removes every remembered value of every user, and the stored user id. */
  clearAll(): void {
    this.attempt(() => {
      const storage = this.storage;
      if (!storage) return;
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(`${PREFIX}:`)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    }, undefined);
  }

  private keyOf(name: string): string | null {
    return this.userid === null ? null : `${PREFIX}:data:${this.userid}:${name}`;
  }

  private attempt<T>(work: () => T, fallback: T): T {
    try {
      return work();
    } catch {
      // Quota exceeded, storage disabled or a value that is not JSON: nothing is remembered.
      return fallback;
    }
  }
}
