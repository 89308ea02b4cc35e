import { describe, expect, it, vi } from 'vitest';
import { autorun } from 'mobx';
import { interceptAll } from '../../../../kernel/index';
import type { ExceedInfo, PickerItem, SelectionChange } from '../../../../kernel/index';
import { dept, kernelWithOrg, memberKernel, user } from './fixtures';

const keys = (items: readonly PickerItem[]) => items.map((item) => item.key);

/** A team of `size` people under `department_T`, registered as one page. */
function teamKernel(size: number, options: Parameters<typeof memberKernel>[0] = {}) {
  const kernel = memberKernel(options);
  const team = dept('T');
  const people = Array.from({ length: size }, (_, index) => user(`p${index}`, 'department_T'));
  kernel.selection.registerTree([team, ...people]);
  return { kernel, selection: kernel.selection, team, people };
}

describe('select all', () => {
  it('adds the items in list order, after what was picked before', () => {
    const { selection, org } = kernelWithOrg();
    selection.select(org.b21);
    expect(selection.selectAll([org.a3, org.a1, org.b12])).toBe(3);
    expect(keys(selection.selectedItems)).toEqual(['user_b21', 'user_a3', 'user_a1', 'user_b12']);
  });

  it('skips items covered by a selected department, and items already selected', () => {
    const { selection, org } = kernelWithOrg();
    selection.select(org.a);
    selection.select(org.b11);
    expect(selection.selectAll([org.a1, org.a2, org.b11, org.b12])).toBe(1);
    expect(keys(selection.selectedItems)).toEqual(['department_A', 'user_b11', 'user_b12']);
  });

  it('skips covered items given as copies of the loaded records', () => {
    const { selection, org } = kernelWithOrg();
    selection.select(org.a);
    const copies = [{ ...org.a1 }, { ...org.a2 }, { ...org.b21 }];
    expect(selection.selectAll(copies)).toBe(1);
    expect(keys(selection.selectedItems)).toEqual(['department_A', 'user_b21']);
  });

  it('lets a selected department stand for the people selected under it', () => {
    const changes: SelectionChange[] = [];
    const { kernel, selection, org } = kernelWithOrg();
    selection.select(org.a1);
    selection.select(org.b21);
    selection.select(org.a2);
    kernel.hooks.onSelectionChange.tap('test', (change) => void changes.push(change));
    expect(selection.selectAll([org.a, org.b11])).toBe(2);
    expect(keys(selection.selectedItems)).toEqual(['user_b21', 'department_A', 'user_b11']);
    expect(selection.count).toBe(5);
    expect(changes).toHaveLength(1);
    expect(keys(changes[0].items)).toEqual(['department_A', 'user_b11']);
  });

  it('subsumes people picked earlier in the same list by a department later in it', () => {
    const { selection, org } = kernelWithOrg();
    selection.selectAll([org.a1, org.a2, org.a, org.a3, org.b11]);
    expect(keys(selection.selectedItems)).toEqual(['department_A', 'user_b11']);
    expect(selection.count).toBe(4);
    expect(selection.statusOf(org.a3)).toBe(2);
  });

  it('keeps disabled people under a department it selects', () => {
    const { selection, org } = kernelWithOrg({ disabled: [{ type: 'user', id: 'a1' }] });
    selection.select(org.a2);
    selection.selectAll([org.a]);
    expect(keys(selection.selectedItems)).toEqual(['user_a1', 'department_A']);
  });

  it("weighs a department as its staff under 'staff' and as one under 'one'", () => {
    const staff = kernelWithOrg({ departmentCounting: 'staff' }).selection;
    const org = kernelWithOrg().org;
    expect(staff.selectAll([org.b, org.a1, dept('D', undefined, { memberCount: 40 })])).toBe(3);
    expect(staff.count).toBe(3 + 1 + 40);
    const one = kernelWithOrg({ departmentCounting: 'one' }).selection;
    expect(one.selectAll([org.b, org.a1, dept('D', undefined, { memberCount: 40 })])).toBe(3);
    expect(one.count).toBe(3);
  });

  it('stops at the first item over the limit, reporting the attempted count and that item', () => {
    const onExceed = vi.fn();
    const { kernel, selection, org } = kernelWithOrg({ maxCount: 5, onExceed });
    const hooked: ExceedInfo[] = [];
    kernel.hooks.onExceed.tap('test', (info) => void hooked.push(info));
    selection.select(org.a1);
    expect(selection.selectAll([org.b21, org.b, org.a2, org.a3, org.b11])).toBe(3);
    expect(keys(selection.selectedItems)).toEqual(['user_a1', 'department_B', 'user_a2']);
    expect(selection.count).toBe(5);
    expect(hooked).toEqual([{ maxCount: 5, attempted: 6, item: org.a3 }]);
    expect(onExceed).toHaveBeenCalledTimes(1);
    expect(onExceed).toHaveBeenCalledWith({ maxCount: 5, attempted: 6, item: org.a3 });
  });

  it('judges a department by the count after the people it stands for are dropped', () => {
    const onExceed = vi.fn();
    const { selection, org } = kernelWithOrg({ maxCount: 3, onExceed });
    selection.select(org.a1);
    selection.select(org.a2);
    expect(selection.selectAll([org.a])).toBe(1);
    expect(keys(selection.selectedItems)).toEqual(['department_A']);
    expect(onExceed).not.toHaveBeenCalled();
  });

  it('stops a department heavier than what is left and counts it as its staff', () => {
    const onExceed = vi.fn();
    const { selection, org } = kernelWithOrg({ maxCount: 3, onExceed });
    selection.select(org.a1);
    expect(selection.selectAll([org.b, org.a2])).toBe(0);
    expect(onExceed).toHaveBeenCalledWith({ maxCount: 3, attempted: 4, item: org.b });
  });

  it('asks shouldToggle once per item it would add, and a veto skips only that item', () => {
    const { kernel, selection, org } = kernelWithOrg({ hidden: [{ type: 'user', id: 'a3' }] });
    selection.select(org.b);
    const asked: Array<[string, boolean]> = [];
    kernel.hooks.shouldToggle.tap('guard', (item, select) => {
      asked.push([item.key, select]);
      return item.key === 'user_a2' ? false : undefined;
    });
    expect(selection.selectAll([org.a1, org.a2, org.a3, org.b11, org.root])).toBe(2);
    expect(asked).toEqual([
      ['user_a1', true],
      ['user_a2', true],
      ['company_root', true],
    ]);
    expect(keys(selection.selectedItems)).toEqual(['company_root']);
  });

  it('lets a hook interceptor see the shouldToggle calls even without a tap', () => {
    const { kernel, selection, org } = kernelWithOrg();
    const calls: string[] = [];
    interceptAll(kernel.hooks, (hook) => ({ call: () => void calls.push(hook) }));
    selection.selectAll([org.a1, org.a2]);
    expect(calls.filter((hook) => hook === 'shouldToggle')).toHaveLength(2);
  });

  it('reports one MobX change and one selection change for the whole list', () => {
    const { kernel, selection, people } = teamKernel(500);
    const seen: number[] = [];
    const dispose = autorun(() => void seen.push(selection.count));
    const changes = vi.fn();
    kernel.hooks.onSelectionChange.tap('test', changes);
    expect(selection.selectAll(people)).toBe(500);
    dispose();
    expect(seen).toEqual([0, 500]);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(changes.mock.calls[0][0].items).toHaveLength(500);
  });

  it('keeps the order through removals and picks again', () => {
    const { selection, team, people } = teamKernel(300);
    selection.selectAll(people);
    for (const person of people.filter((_, index) => index % 3 !== 0)) selection.remove(person.key);
    expect(keys(selection.selectedItems)).toEqual(keys(people.filter((_, i) => i % 3 === 0)));
    expect(selection.count).toBe(100);
    expect(selection.selectAll([...people].reverse())).toBe(200);
    const rest = people.filter((_, index) => index % 3 !== 0).reverse();
    expect(keys(selection.selectedItems)).toEqual([
      ...keys(people.filter((_, index) => index % 3 === 0)),
      ...keys(rest),
    ]);
    expect(selection.statusOf(team)).toBe(0 + 1);
  });

  it('clears a large selection, keeping disabled and default items', () => {
    const { selection, people } = teamKernel(400, {
      disabled: [{ type: 'user', id: 'p7' }],
      defaultSelected: [{ type: 'user', id: 'p9' }],
    });
    expect(selection.selectAll(people)).toBe(398);
    selection.clear();
    expect(keys(selection.selectedItems)).toEqual(['user_p7', 'user_p9']);
    expect(selection.count).toBe(2);
    expect(selection.isSelected('user_p8')).toBe(false);
    expect(selection.selectAll(people)).toBe(398);
    expect(selection.count).toBe(400);
  });

  it('takes items the org does not know (a search result) as well as known ones', () => {
    const { selection, org } = kernelWithOrg();
    const stranger = user('x');
    expect(selection.selectAll([org.a1, stranger, org.b21])).toBe(3);
    expect(selection.isSelected('user_x')).toBe(true);
    expect(selection.selectAll([{ ...stranger }])).toBe(0);
    selection.registerNodes('department_A', [user('x', 'department_A')]);
    expect(selection.selectAll([org.a])).toBe(1);
    expect(keys(selection.selectedItems)).toEqual(['user_b21', 'department_A']);
  });

  it('selects nothing in single mode', () => {
    const { selection, org } = kernelWithOrg({ multiple: false });
    expect(selection.selectAll([org.a1, org.a2])).toBe(0);
    expect(selection.selectedItems).toEqual([]);
  });
});
