import { describe, expect, it } from 'vitest';
import { NO_NODE, OrgIndex, buildOrgIndex } from '../../../../kernel/selection/orgIndex';
import { dept, orgItems, user } from './fixtures';

describe('org index', () => {
  it('links records given in any order and counts staff per department', () => {
    const org = orgItems();
    const index = buildOrgIndex([...org.all].reverse());
    const id = (key: string) => index.idOf(key);
    expect(index.staffOf(id('company_root'))).toBe(6);
    expect(index.staffOf(id('department_B'))).toBe(3);
    expect(index.staffOf(id('department_B1'))).toBe(2);
    expect(index.parentOf(id('user_b11'))).toBe(id('department_B1'));
    expect(index.childrenOf(id('department_A')).map((c) => index.keyOf(c))).toEqual([
      'user_a3',
      'user_a2',
      'user_a1',
    ]);
    expect(index.idOf('user_nobody')).toBe(NO_NODE);
  });

  it('keeps children in registration order for pages', () => {
    const index = new OrgIndex();
    index.add('department_A', [user('1'), user('2')]);
    index.add('department_A', [user('3')]);
    const a = index.idOf('department_A');
    expect(index.childrenOf(a).map((c) => index.keyOf(c))).toEqual(['user_1', 'user_2', 'user_3']);
    expect(index.recordOf(a)).toBeUndefined();
    index.add(undefined, [dept('A')]);
    expect(index.recordOf(a)?.name).toBe('Dept A');
  });

  it('updates ancestor counters when marking, and when a marked subtree moves', () => {
    const index = new OrgIndex();
    index.add(undefined, [dept('R'), dept('S')]);
    index.add('department_R', [dept('A')]);
    index.add('department_A', [user('1'), user('2')]);
    const [r, s, a, u1] = ['department_R', 'department_S', 'department_A', 'user_1'].map((k) =>
      index.idOf(k),
    );
    index.mark(u1, true);
    expect([index.markedBelow(a), index.markedBelow(r)]).toEqual([1, 1]);
    expect(index.mark(u1, true)).toBe(false);
    index.mark(a, true);
    expect(index.markedAncestor(u1)).toBe(a);
    expect(index.markedBelow(r)).toBe(2);
    index.add('department_S', [dept('A')]);
    expect([
      index.markedBelow(r),
      index.markedBelow(s),
      index.staffOf(r),
      index.staffOf(s),
    ]).toEqual([0, 2, 0, 2]);
    expect(index.childrenOf(r)).toEqual([]);
  });

  it('refuses a parent link that would make a cycle', () => {
    const index = new OrgIndex();
    index.add(undefined, [dept('A')]);
    index.add('department_A', [dept('B')]);
    index.add('department_B', [dept('A')]);
    expect(index.parentOf(index.idOf('department_A'))).toBe(NO_NODE);
  });

  it('grows past its initial capacity', () => {
    const index = new OrgIndex(1);
    const people = Array.from({ length: 500 }, (_, i) => user(String(i), 'department_Z'));
    index.add(undefined, people);
    expect(index.size).toBe(501);
    expect(index.staffOf(index.idOf('department_Z'))).toBe(500);
  });
});
