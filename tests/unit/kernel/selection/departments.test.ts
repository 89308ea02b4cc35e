import { describe, expect, it, vi } from 'vitest';
import { autorun } from 'mobx';
import { dept, kernelWithOrg, user, memberKernel } from './fixtures';

describe('department tri-state', () => {
  it('selecting a department selects its key and shows everything under it full', () => {
    const { selection, org } = kernelWithOrg();
    selection.toggle(org.b);
    expect(selection.selectedItems.map((item) => item.key)).toEqual(['department_B']);
    for (const item of [org.b, org.b1, org.b2, org.b11, org.b21]) {
      expect(selection.statusOf(item)).toBe(2);
      expect(selection.isSelected(item.key)).toBe(true);
    }
    expect(selection.statusOf(org.root)).toBe(1);
    expect(selection.statusOf(org.a)).toBe(0);
  });

  it('a person selected inside a department makes its ancestors half', () => {
    const { selection, org } = kernelWithOrg();
    selection.select(org.b12);
    expect(selection.statusOf(org.b1)).toBe(1);
    expect(selection.statusOf(org.b)).toBe(1);
    expect(selection.statusOf(org.root)).toBe(1);
    expect(selection.statusOf(org.b2)).toBe(0);
    selection.deselect(org.b12);
    expect([org.b1, org.b, org.root].map((item) => selection.statusOf(item))).toEqual([0, 0, 0]);
  });

  it('selecting a department drops the people selected under it (it stands for them)', () => {
    const changes = vi.fn();
    const { kernel, selection, org } = kernelWithOrg();
    selection.select(org.a1);
    selection.select(org.b11);
    kernel.hooks.onSelectionChange.tap('test', changes);
    selection.select(org.b);
    expect(selection.selectedItems.map((item) => item.key)).toEqual(['user_a1', 'department_B']);
    expect(changes).toHaveBeenCalledWith({ kind: 'select', items: [org.b] });
  });

  it('toggling a half department selects it whole', () => {
    const { selection, org } = kernelWithOrg();
    selection.select(org.a1);
    selection.toggle(org.a);
    expect(selection.selectedItems.map((item) => item.key)).toEqual(['department_A']);
  });

  it('unticking one person keeps the rest of the department', () => {
    const { selection, org } = kernelWithOrg();
    selection.select(org.a);
    expect(selection.toggle(org.a2)).toBe(true);
    expect(selection.selectedItems.map((item) => item.key)).toEqual(['user_a1', 'user_a3']);
    expect(selection.statusOf(org.a)).toBe(1);
    expect(selection.statusOf(org.a2)).toBe(0);
  });

  it('unticking deep inside keeps sibling sub-departments as departments', () => {
    const { selection, org } = kernelWithOrg();
    selection.select(org.b);
    selection.deselect(org.b12);
    expect(selection.selectedItems.map((item) => item.key)).toEqual(['department_B2', 'user_b11']);
    expect(selection.statusOf(org.b21)).toBe(2);
    expect(selection.statusOf(org.b)).toBe(1);
  });

  it('deselecting a half department clears what is selected under it', () => {
    const { selection, org } = kernelWithOrg();
    selection.select(org.b11);
    selection.select(org.b21);
    selection.select(org.a1);
    expect(selection.deselect(org.b)).toBe(true);
    expect(selection.selectedItems.map((item) => item.key)).toEqual(['user_a1']);
  });

  it('people under a disabled department cannot be changed', () => {
    const kernel = memberKernel({ disabled: [{ type: 'department', id: 'A' }] });
    const { selection } = kernel;
    selection.registerNodes(undefined, [dept('A')]);
    selection.registerNodes('department_A', [user('a1'), user('a2')]);
    expect(selection.isDisabled('user_a1')).toBe(true);
    expect(selection.statusOf('user_a1')).toBe(2);
    expect(selection.deselect(user('a1', 'department_A'))).toBe(false);
  });

  it('builds structure from lazily loaded pages', () => {
    const { selection } = memberKernel();
    selection.registerNodes(undefined, [dept('X')]);
    selection.select(dept('X'));
    selection.registerNodes('department_X', [user('x1'), user('x2'), dept('Y')]);
    expect(selection.statusOf('user_x1')).toBe(2);
    selection.registerNodes('department_Y', [user('y1')]);
    expect(selection.statusOf('user_y1')).toBe(2);
    selection.deselect(user('x1'));
    expect(selection.selectedItems.map((item) => item.key)).toEqual(['user_x2', 'department_Y']);
  });

  it('a person picked before their department loaded is subsumed once it does', () => {
    const changes = vi.fn();
    const kernel = memberKernel();
    const { selection } = kernel;
    selection.select(user('p'));
    selection.select(dept('X'));
    kernel.hooks.onSelectionChange.tap('test', changes);
    selection.registerNodes('department_X', [user('p')]);
    expect(selection.selectedItems.map((item) => item.key)).toEqual(['department_X']);
    expect(changes).toHaveBeenCalledWith({ kind: 'deselect', items: [user('p')] });
  });

  it('swaps a default-selected stub for the loaded record', () => {
    const { selection } = memberKernel({ defaultSelected: [{ type: 'user', id: '7' }] });
    expect(selection.selectedItems[0].name).toBe('7');
    selection.registerNodes('department_X', [user('7')]);
    expect(selection.selectedItems[0].name).toBe('User 7');
  });

  it('never indexes row types', () => {
    const { selection } = memberKernel();
    selection.registerNodes(undefined, [dept('X')]);
    selection.registerNodes('department_X', [
      user('x1'),
      { ...user('more'), type: 'loadMore', key: 'loadMore_more' },
    ]);
    selection.select(dept('X'));
    selection.deselect(user('x1'));
    expect(selection.selectedItems).toEqual([]);
  });

  it('observers re-run after a change, with the new status', () => {
    const { selection, org } = kernelWithOrg();
    const seen: number[] = [];
    const stop = autorun(() => void seen.push(selection.statusOf(org.b11)));
    selection.select(org.b);
    selection.deselect(org.b11);
    stop();
    expect(seen).toEqual([0, 2, 0]);
  });
});
