import { describe, expect, it } from 'vitest';
import { SelectionLedger } from '../../../../kernel/selection/ledger';
import { NO_NODE, buildOrgIndex } from '../../../../kernel/selection/orgIndex';
import type { PickerItem } from '../../../../kernel/index';
import { dept, user } from './fixtures';

const keys = (items: readonly PickerItem[]) => items.map((item) => item.key);

function team(size: number) {
  const root = dept('T');
  const people = Array.from({ length: size }, (_, index) => user(`p${index}`, 'department_T'));
  return { root, people };
}

describe('selection ledger', () => {
  it('finds entries added by key through their nodes once a whole org is registered', () => {
    const ledger = new SelectionLedger('staff');
    const { root, people } = team(5);
    ledger.add(people[3]);
    ledger.add(user('stranger'));
    ledger.add(people[1]);
    ledger.org = buildOrgIndex([root, ...people]);
    const org = ledger.org;
    expect(org.isMarked(org.idOf('user_p3'))).toBe(true);
    expect(org.markedBelow(org.idOf('department_T'))).toBe(2);
    expect(keys(ledger.items())).toEqual(['user_p3', 'user_stranger', 'user_p1']);
    expect(keys(ledger.entriesBelow(org.idOf('department_T')))).toEqual(['user_p3', 'user_p1']);
    expect(ledger.remove('user_p3')?.key).toBe('user_p3');
    expect(org.markedBelow(org.idOf('department_T'))).toBe(1);
    expect(ledger.total).toBe(2);
  });

  it('attaches an entry added by key when its node registers later', () => {
    const ledger = new SelectionLedger('staff');
    const { root, people } = team(2);
    ledger.org = buildOrgIndex([root, people[0]]);
    ledger.add(people[1]);
    expect(ledger.org.idOf('user_p1')).toBe(NO_NODE);
    const [id] = ledger.org.add('department_T', [people[1]]);
    expect(ledger.attach(id)?.key).toBe('user_p1');
    expect(ledger.org.isMarked(id)).toBe(true);
    expect(keys(ledger.entriesBelow(ledger.org.idOf('department_T')))).toEqual(['user_p1']);
    ledger.remove('user_p1');
    expect(ledger.org.isMarked(id)).toBe(false);
    expect(ledger.has('user_p1')).toBe(false);
  });

  it('keeps pick order and lookups through removals and compaction', () => {
    const ledger = new SelectionLedger('staff');
    const { root, people } = team(300);
    ledger.org = buildOrgIndex([root, ...people]);
    const strangers = Array.from({ length: 20 }, (_, index) => user(`s${index}`));
    const order: PickerItem[] = [];
    people.forEach((person, index) => {
      ledger.add(person);
      order.push(person);
      if (index % 15 === 0) {
        ledger.add(strangers[index / 15]);
        order.push(strangers[index / 15]);
      }
    });
    const gone = new Set([
      ...keys(people.filter((_, index) => index % 4 !== 0)),
      ...keys(strangers.slice(0, 10)),
    ]);
    for (const key of gone) ledger.remove(key);
    const left = order.filter((item) => !gone.has(item.key));
    expect(ledger.size).toBe(left.length);
    expect(keys(ledger.items())).toEqual(keys(left));
    for (const key of gone) expect(ledger.has(key)).toBe(false);
    for (const item of left) expect(ledger.has(item.key)).toBe(true);
    expect(ledger.org.markedBelow(ledger.org.idOf('department_T'))).toBe(75);
    ledger.add(people[1]);
    expect(ledger.items().at(-1)?.key).toBe('user_p1');
    expect(ledger.total).toBe(left.length + 1);
  });

  it('joins entries added by their place in a list into pick order before any read', () => {
    const ledger = new SelectionLedger('staff');
    const { root, people } = team(10);
    ledger.org = buildOrgIndex([root, ...people]);
    const org = ledger.org;
    ledger.add(people[9]);
    ledger.appendAt(people, 2, 'user_p2', 1, org.idOf('user_p2'));
    ledger.appendRunAt(people, 3, 3, org.idOf('user_p3'));
    expect(ledger.size).toBe(5);
    expect(ledger.has('user_p4')).toBe(true);
    expect(ledger.get('user_p5')?.key).toBe('user_p5');
    ledger.appendAt(people, 7, 'user_p7', 1, org.idOf('user_p7'));
    ledger.settle();
    expect(keys(ledger.items())).toEqual([
      'user_p9',
      'user_p2',
      'user_p3',
      'user_p4',
      'user_p5',
      'user_p7',
    ]);
    expect(org.markedBelow(org.idOf('department_T'))).toBe(6);
    expect(ledger.total).toBe(6);
  });
});
