import { describe, expect, it, vi } from 'vitest';
import { selectionKey } from '../../../../kernel/index';
import type { SelectionChange } from '../../../../kernel/index';
import { row, user, memberKernel } from './fixtures';

describe('selection basics', () => {
  it('keys items by type_id and toggles them on and off', () => {
    const { selection } = memberKernel();
    const alice = user('1');
    expect(selectionKey('user', '1')).toBe('user_1');
    expect(selection.toggle(alice)).toBe(true);
    expect(selection.isSelected('user_1')).toBe(true);
    expect(selection.statusOf(alice)).toBe(2);
    expect(selection.toggle(alice)).toBe(true);
    expect(selection.isSelected('user_1')).toBe(false);
    expect(selection.statusOf('user_1')).toBe(0);
  });

  it('lists selected items in pick order and removes one from the panel', () => {
    const { selection } = memberKernel();
    selection.select(user('2'));
    selection.select(user('1'));
    selection.select(user('3'));
    expect(selection.selectedItems.map((item) => item.id)).toEqual(['2', '1', '3']);
    expect(selection.remove('user_1')).toBe(true);
    expect(selection.selectedItems.map((item) => item.id)).toEqual(['2', '3']);
    expect(selection.remove('user_1')).toBe(false);
    expect(selection.count).toBe(2);
  });

  it('never selects row types', () => {
    const { selection } = memberKernel();
    for (const type of ['title', 'loadMore', 'emptyInfo', 'addContact', 'addCustom'] as const) {
      expect(selection.select(row(type, 'x'))).toBe(false);
    }
    expect(selection.selectAll([row('title', 't'), user('1')])).toBe(1);
    expect(selection.selectedItems.map((item) => item.key)).toEqual(['user_1']);
  });

  it('filters hidden items out of results and refuses to select them', () => {
    const { selection } = memberKernel({ hidden: [{ type: 'user', id: '2' }] });
    const items = [user('1'), user('2'), user('3')];
    expect(selection.isHidden('user_2')).toBe(true);
    expect(selection.filterHidden(items).map((item) => item.id)).toEqual(['1', '3']);
    expect(selection.select(user('2'))).toBe(false);
  });

  it('shows disabled items checked, never changes them, and keeps them on clear', () => {
    const { selection } = memberKernel({ disabled: [{ type: 'user', id: '9', name: 'Owner' }] });
    expect(selection.isDisabled('user_9')).toBe(true);
    expect(selection.isSelected('user_9')).toBe(true);
    expect(selection.statusOf('user_9')).toBe(2);
    expect(selection.toggle(user('9'))).toBe(false);
    expect(selection.deselect(user('9'))).toBe(false);
    expect(selection.remove('user_9')).toBe(false);
    selection.select(user('1'));
    selection.clear();
    expect(selection.selectedItems).toEqual([
      expect.objectContaining({ key: 'user_9', name: 'Owner', disabled: true }),
    ]);
  });

  it('selects default items at construction and keeps them on clear', () => {
    const { selection } = memberKernel({ defaultSelected: [{ type: 'user', id: '5' }] });
    expect(selection.isSelected('user_5')).toBe(true);
    selection.select(user('1'));
    selection.clear();
    expect(selection.selectedItems.map((item) => item.key)).toEqual(['user_5']);
    expect(selection.remove('user_5')).toBe(true);
    expect(selection.count).toBe(0);
  });

  it('enables confirm only once something is selected, unless always allowed', () => {
    const strict = memberKernel({ disabled: [{ type: 'user', id: '9' }] }).selection;
    expect(strict.canConfirm).toBe(false);
    strict.select(user('1'));
    expect(strict.canConfirm).toBe(true);
    strict.clear();
    expect(strict.canConfirm).toBe(false);
    expect(memberKernel({ alwaysAllowConfirm: true }).selection.canConfirm).toBe(true);
  });

  it('replaces the earlier pick in single mode', () => {
    const { selection, hooks } = memberKernel({ multiple: false });
    const changes: SelectionChange[] = [];
    hooks.onSelectionChange.tap('test', (change) => void changes.push(change));
    selection.select(user('1'));
    selection.select(user('2'));
    expect(selection.selectedItems.map((item) => item.key)).toEqual(['user_2']);
    expect(changes.map((change) => change.kind)).toEqual(['replace', 'replace']);
    expect(selection.selectAll([user('3'), user('4')])).toBe(0);
  });

  it('keeps disabled items when a single-mode pick replaces the selection', () => {
    const { selection } = memberKernel({ multiple: false, disabled: [{ type: 'user', id: '9' }] });
    selection.select(user('1'));
    selection.select(user('2'));
    expect(selection.selectedItems.map((item) => item.key)).toEqual(['user_9', 'user_2']);
  });

  it('lets a shouldToggle tap veto a pick or an untick', () => {
    const { selection, hooks } = memberKernel();
    hooks.shouldToggle.tap('guard', (item, select) =>
      item.id === '2' && select ? false : undefined,
    );
    hooks.shouldToggle.tap('keeper', (item, select) =>
      item.id === '1' && !select ? false : undefined,
    );
    expect(selection.select(user('2'))).toBe(false);
    expect(selection.select(user('1'))).toBe(true);
    expect(selection.toggle(user('1'))).toBe(false);
    expect(selection.remove('user_1')).toBe(false);
    expect(selection.selectedItems.map((item) => item.key)).toEqual(['user_1']);
  });

  it('fires onSelectionChange after each committed change, not for refused ones', () => {
    const { selection, hooks } = memberKernel({ hidden: [{ type: 'user', id: '3' }] });
    const seen = vi.fn((change: SelectionChange) => {
      expect(selection.isSelected('user_1')).toBe(change.kind === 'select');
    });
    hooks.onSelectionChange.tap('test', seen);
    selection.select(user('1'));
    selection.select(user('3'));
    selection.deselect(user('1'));
    selection.clear();
    expect(seen.mock.calls.map(([change]) => [change.kind, change.items.map((i) => i.id)])).toEqual(
      [
        ['select', ['1']],
        ['deselect', ['1']],
      ],
    );
  });

  it('names removals from the panel and clear-all in the change it reports', () => {
    const { selection, hooks } = memberKernel({ defaultSelected: [{ type: 'user', id: '5' }] });
    const kinds: Array<[string, string[]]> = [];
    hooks.onSelectionChange.tap('test', (change) => {
      kinds.push([change.kind, change.items.map((item) => item.key)]);
    });
    selection.select(user('1'));
    selection.select(user('2'));
    selection.remove('user_1');
    selection.clear();
    expect(kinds).toEqual([
      ['select', ['user_1']],
      ['select', ['user_2']],
      ['remove', ['user_1']],
      ['clear', ['user_2']],
    ]);
  });
});
