/**
 * Select-all takes a run of sibling people in one step when nothing runs per item. These cases
 * check the runs against what picking the same items one by one gives, and that the counters the
 * runs leave behind hold for what comes after (ticks, unticks, a department subsuming them).
 */
import { describe, expect, it, vi } from 'vitest';
import type { KernelOptions, PickerItem } from '../../../../kernel/index';
import { pick, prng } from '../fuzz/random';
import { dept, memberKernel, user } from './fixtures';

const keys = (items: readonly PickerItem[]) => items.map((item) => item.key);

/** root > D1 (T1: 40 people, T2: 40 people), D2 (T3: 30 people) and two people under root. */
function bigOrg() {
  const root = dept('root', undefined, { type: 'company', key: 'company_root' });
  const d1 = dept('D1', 'company_root');
  const d2 = dept('D2', 'company_root');
  const teams = [
    dept('T1', 'department_D1'),
    dept('T2', 'department_D1'),
    dept('T3', 'department_D2'),
  ];
  const sizes = [40, 40, 30];
  const people = teams.map((team, t) =>
    Array.from({ length: sizes[t] }, (_, i) => user(`t${t}p${i}`, team.key)),
  );
  const loose = [user('r1', 'company_root'), user('r2', 'company_root')];
  const all = [root, d1, d2, ...teams, ...people.flat(), ...loose];
  return { root, d1, d2, teams, people, loose, all };
}

function kernelWithBigOrg(options: KernelOptions = {}) {
  const kernel = memberKernel(options);
  const org = bigOrg();
  kernel.selection.registerTree(org.all);
  return { kernel, selection: kernel.selection, org };
}

describe('select all by runs of sibling people', () => {
  it('cuts a run at the limit and reports the first person left out', () => {
    const onExceed = vi.fn();
    const { selection, org } = kernelWithBigOrg({ maxCount: 25, onExceed });
    const list = org.people[0];
    expect(selection.selectAll(list)).toBe(25);
    expect(keys(selection.selectedItems)).toEqual(keys(list.slice(0, 25)));
    expect(onExceed).toHaveBeenCalledTimes(1);
    expect(onExceed).toHaveBeenCalledWith({ maxCount: 25, attempted: 26, item: list[25] });
  });

  it('steps over people already selected inside a run, keeping them first', () => {
    const { selection, org } = kernelWithBigOrg();
    const list = org.people[1];
    selection.select(list[10]);
    selection.select(list[30]);
    expect(selection.selectAll(list)).toBe(38);
    const rest = list.filter((_, index) => index !== 10 && index !== 30);
    expect(keys(selection.selectedItems)).toEqual(keys([list[10], list[30], ...rest]));
    expect(selection.count).toBe(40);
  });

  it('skips the people of a selected team and takes the next team', () => {
    const { selection, org } = kernelWithBigOrg();
    selection.select(org.teams[0]);
    expect(selection.selectAll([...org.people[0], ...org.people[1]])).toBe(40);
    expect(keys(selection.selectedItems)).toEqual(keys([org.teams[0], ...org.people[1]]));
    expect(selection.count).toBe(80);
  });

  it('leaves counters a later untick and a department pick agree with', () => {
    const { selection, org } = kernelWithBigOrg();
    selection.selectAll([...org.people[0], ...org.people[1], ...org.people[2]]);
    expect(selection.statusOf(org.d1)).toBe(1);
    expect(selection.statusOf(org.root)).toBe(1);
    selection.deselect(org.people[1][5]);
    expect(selection.count).toBe(109);
    expect(selection.select(org.d1)).toBe(true);
    expect(keys(selection.selectedItems)).toEqual(keys([...org.people[2], org.d1]));
    expect(selection.count).toBe(110);
    selection.clear();
    for (const node of [org.root, org.d1, org.d2, ...org.teams]) {
      expect(selection.statusOf(node)).toBe(0);
    }
  });

  it('takes a copy in the middle of a run as the person it stands for', () => {
    const { selection, org } = kernelWithBigOrg();
    const list = [...org.people[2]];
    list[12] = { ...list[12] };
    expect(selection.selectAll(list)).toBe(30);
    expect(keys(selection.selectedItems)).toEqual(keys(org.people[2]));
    expect(selection.select(org.teams[2])).toBe(true);
    expect(keys(selection.selectedItems)).toEqual([org.teams[2].key]);
  });

  it("takes leaf departments by runs under 'one' and weighs each under 'staff'", () => {
    const leaves = Array.from({ length: 6 }, (_, i) =>
      dept(`L${i}`, 'company_root', { memberCount: 10 }),
    );
    const root = dept('root', undefined, { type: 'company', key: 'company_root' });
    const one = memberKernel({ departmentCounting: 'one', maxCount: 4 }).selection;
    one.registerTree([root, ...leaves]);
    expect(one.selectAll(leaves)).toBe(4);
    expect(one.count).toBe(4);
    const staff = memberKernel({ departmentCounting: 'staff', maxCount: 45 }).selection;
    staff.registerTree([root, ...leaves]);
    expect(staff.selectAll(leaves)).toBe(4);
    expect(staff.count).toBe(40);
  });

  it('gives what picking the same items one by one gives, on random lists', () => {
    const random = prng(15);
    for (let round = 0; round < 120; round += 1) {
      const maxCount = 5 + Math.floor(random() * 120);
      const departmentCounting = random() < 0.5 ? ('staff' as const) : ('one' as const);
      // Every third round hides and disables people, every third vetoes some: the per-item path.
      const ruled =
        round % 3 === 1
          ? { hidden: [{ type: 'user', id: 't0p3' }], disabled: [{ type: 'user', id: 't1p7' }] }
          : {};
      const bulk = kernelWithBigOrg({ maxCount, departmentCounting, ...ruled });
      const single = kernelWithBigOrg({ maxCount, departmentCounting, ...ruled });
      if (round % 3 === 2) {
        const veto = (item: PickerItem) => (item.id.endsWith('5') ? false : undefined);
        bulk.kernel.hooks.shouldToggle.tap('veto', veto);
        single.kernel.hooks.shouldToggle.tap('veto', veto);
      }
      const { org } = bulk;
      const nodes = [org.root, org.d1, org.d2, ...org.teams, ...org.people.flat(), ...org.loose];
      for (let i = Math.floor(random() * 4); i > 0; i -= 1) {
        const chosen = pick(random, nodes);
        bulk.selection.select(chosen);
        single.selection.select(chosen);
      }
      const list: PickerItem[] = [];
      while (list.length < 150 && random() < 0.97) {
        const roll = random();
        if (roll < 0.6) {
          const team = pick(random, org.people);
          const from = Math.floor(random() * team.length);
          list.push(...team.slice(from, from + 1 + Math.floor(random() * 30)));
        } else if (roll < 0.8) list.push(pick(random, nodes));
        else list.push({ ...pick(random, nodes) });
      }
      const exceeded = vi.fn();
      const bulkExceeded = vi.fn();
      single.kernel.hooks.onExceed.tap('stop', exceeded);
      bulk.kernel.hooks.onExceed.tap('seen', bulkExceeded);
      bulk.selection.selectAll(list);
      for (const item of list) {
        single.selection.select(item);
        if (exceeded.mock.calls.length > 0) break;
      }
      expect(keys(bulk.selection.selectedItems)).toEqual(keys(single.selection.selectedItems));
      expect(bulk.selection.count).toBe(single.selection.count);
      expect(bulkExceeded.mock.calls).toEqual(exceeded.mock.calls);
      for (let i = 0; i < 4; i += 1) {
        const chosen = pick(random, nodes);
        bulk.selection.toggle(chosen);
        single.selection.toggle(chosen);
      }
      expect(keys(bulk.selection.selectedItems)).toEqual(keys(single.selection.selectedItems));
      for (const node of nodes) {
        expect(bulk.selection.statusOf(node)).toBe(single.selection.statusOf(node));
      }
    }
  });
});
