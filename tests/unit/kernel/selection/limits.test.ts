import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAX_COUNT } from '../../../../kernel/index';
import type { ExceedInfo } from '../../../../kernel/index';
import { dept, kernelWithOrg, user, memberKernel } from './fixtures';

describe('maximum count', () => {
  it('defaults to 99999', () => {
    expect(memberKernel().selection.maxCount).toBe(DEFAULT_MAX_COUNT);
    expect(DEFAULT_MAX_COUNT).toBe(99999);
  });

  it('refuses a pick beyond the maximum and tells both the hook and the option', () => {
    const onExceed = vi.fn();
    const kernel = memberKernel({ maxCount: 2, onExceed });
    const hooked: ExceedInfo[] = [];
    kernel.hooks.onExceed.tap('test', (info) => void hooked.push(info));
    kernel.selection.select(user('1'));
    kernel.selection.select(user('2'));
    const third = user('3');
    expect(kernel.selection.select(third)).toBe(false);
    expect(kernel.selection.isSelected('user_3')).toBe(false);
    expect(hooked).toEqual([{ maxCount: 2, attempted: 3, item: third }]);
    expect(onExceed).toHaveBeenCalledWith({ maxCount: 2, attempted: 3, item: third });
  });

  it('does not fire on confirm', async () => {
    const onExceed = vi.fn();
    const kernel = memberKernel({ maxCount: 1, onExceed });
    kernel.selection.select(user('1'));
    await kernel.confirm();
    expect(onExceed).not.toHaveBeenCalled();
  });

  it('selectAll adds until the limit and fires exceed for the first refused item only', () => {
    const onExceed = vi.fn();
    const { selection } = memberKernel({ maxCount: 3, onExceed });
    selection.select(user('0'));
    const items = [user('1'), user('2'), user('3'), user('4')];
    expect(selection.selectAll(items)).toBe(2);
    expect(selection.selectedItems.map((item) => item.id)).toEqual(['0', '1', '2']);
    expect(onExceed).toHaveBeenCalledTimes(1);
    expect(onExceed).toHaveBeenCalledWith({ maxCount: 3, attempted: 4, item: items[2] });
  });

  it('selectAll skips items already selected, vetoed or hidden and reports one change', () => {
    const kernel = memberKernel({ hidden: [{ type: 'user', id: '3' }] });
    kernel.hooks.shouldToggle.tap('veto', (item) => (item.id === '2' ? false : undefined));
    const changes = vi.fn();
    kernel.selection.select(user('1'));
    kernel.hooks.onSelectionChange.tap('test', changes);
    expect(kernel.selection.selectAll([user('1'), user('2'), user('3'), user('4')])).toBe(1);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(changes.mock.calls[0][0].items.map((item: { id: string }) => item.id)).toEqual(['4']);
  });
});

describe('department counting', () => {
  it("'staff' counts a selected department as its memberCount", () => {
    const { selection } = memberKernel({ departmentCounting: 'staff' });
    selection.select(dept('D', undefined, { memberCount: 40 }));
    selection.select(user('1'));
    expect(selection.count).toBe(41);
  });

  it("'staff' falls back to the staff indexed under the department", () => {
    const { selection, org } = kernelWithOrg({ departmentCounting: 'staff' });
    selection.select(org.b);
    expect(selection.count).toBe(3);
  });

  it("'one' counts a department as one", () => {
    const { selection } = memberKernel({ departmentCounting: 'one' });
    selection.select(dept('D', undefined, { memberCount: 40 }));
    selection.select(user('1'));
    expect(selection.count).toBe(2);
  });

  it('the maximum honours the policy', () => {
    const big = dept('D', undefined, { memberCount: 40 });
    const staff = memberKernel({ maxCount: 30, departmentCounting: 'staff' }).selection;
    expect(staff.select(big)).toBe(false);
    const one = memberKernel({ maxCount: 30, departmentCounting: 'one' }).selection;
    expect(one.select(big)).toBe(true);
  });

  it('a department replacing its subsumed people is judged on the count after the swap', () => {
    const onExceed = vi.fn();
    const { selection, org } = kernelWithOrg({ maxCount: 3, onExceed });
    selection.select(org.a1);
    selection.select(org.a2);
    expect(selection.select(org.a)).toBe(true);
    expect(selection.count).toBe(3);
    expect(onExceed).not.toHaveBeenCalled();
  });

  it('unticking inside a department that counts as one may exceed, and is then refused', () => {
    const onExceed = vi.fn();
    const { selection, org } = kernelWithOrg({ maxCount: 1, departmentCounting: 'one', onExceed });
    selection.select(org.a);
    expect(selection.deselect(org.a1)).toBe(false);
    expect(onExceed).toHaveBeenCalledWith({ maxCount: 1, attempted: 2, item: org.a1 });
    expect(selection.statusOf(org.a1)).toBe(2);
  });
});
