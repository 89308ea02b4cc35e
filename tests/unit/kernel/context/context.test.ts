import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ContextStore, createKernel, type CurrentUser } from '../../../../kernel';

/** An in-memory Storage. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

function user(userid: string, extra: Record<string, unknown> = {}): CurrentUser {
  return { userid, name: userid, avatar: '', is_plus: false, isAccountIsolation: false, ...extra };
}

const isNumber = (value: unknown): value is number => typeof value === 'number';

describe('an extensible context', () => {
  it('holds a preset’s own user and company fields, read back typed', () => {
    const context = new ContextStore({ release: 'default', storage: null });
    type FinderUser = { vip_level: number; special: { id: string } };
    context.setUser(user('7', { vip_level: 20, special: { id: 's1' } }));
    expect(context.userAs<FinderUser>()?.vip_level).toBe(20);
    expect(context.userAs<FinderUser>()?.special.id).toBe('s1');
    context.setCompanies([
      { id: '1', companyId: '1', name: 'Acme', restrict: true, view_status: 'ip_forbidden' },
    ]);
    context.setCurrentCompany('1');
    const [acme] = context.companiesAs<{ restrict: boolean; view_status: string }>();
    expect(acme.restrict).toBe(true);
    expect(context.currentCompany?.view_status).toBe('ip_forbidden');
  });

  it('keeps a feature-flag set that observers follow', () => {
    const { context } = createKernel({ storage: null });
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(context.hasFeature('secret')));
    context.setFeatures(['secret', 'switchWorkspace']);
    context.setFeature('secret', false);
    expect(seen).toEqual([false, true, false]);
    expect(context.hasFeature('switchWorkspace')).toBe(true);
    stop();
  });

  it('remembers data for the signed-in user and forgets it when another user signs in', () => {
    const storage = memoryStorage();
    const first = new ContextStore({ release: 'default', storage });
    first.persisted.write('recent', 3);
    expect(first.persisted.read('recent', isNumber)).toBeUndefined();
    first.setUser(user('alice'));
    first.persisted.write('recent', 3);

    // The same user opens the picker again: the data is there.
    const again = new ContextStore({ release: 'default', storage });
    again.setUser(user('alice'));
    expect(again.persisted.read('recent', isNumber)).toBe(3);

    // Another user: everything remembered for the previous one is gone, for good.
    const other = new ContextStore({ release: 'default', storage });
    other.setUser(user('bob'));
    expect(other.persisted.read('recent', isNumber)).toBeUndefined();
    expect(storage.getItem('pickerkit:context:user')).toBe('bob');
    const back = new ContextStore({ release: 'default', storage });
    back.setUser(user('alice'));
    expect(back.persisted.read('recent', isNumber)).toBeUndefined();
  });

  it('ignores storage that throws or holds garbage', () => {
    const broken = memoryStorage();
    broken.setItem = () => {
      throw new Error('quota');
    };
    const context = new ContextStore({ release: 'default', storage: broken });
    expect(() => context.setUser(user('alice'))).not.toThrow();
    expect(() => context.persisted.write('x', 1)).not.toThrow();
    const storage = memoryStorage();
    storage.setItem('pickerkit:context:user', 'alice');
    storage.setItem('pickerkit:context:data:alice:x', '{not json');
    const reader = new ContextStore({ release: 'default', storage });
    reader.setUser(user('alice'));
    expect(reader.persisted.read('x', isNumber)).toBeUndefined();
  });

  it('uses the kernel’s storage option', () => {
    const storage = memoryStorage();
    const kernel = createKernel({ storage });
    kernel.context.setUser(user('alice'));
    kernel.context.persisted.write('x', 1);
    expect(storage.getItem('pickerkit:context:data:alice:x')).toBe('1');
  });
});
