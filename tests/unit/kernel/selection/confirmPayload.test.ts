import { describe, expect, it } from 'vitest';
import { createKernel } from '../../../../kernel/index';
import {
  MEMBER_CONFIRM_FIELDS,
  asMemberPayload,
  type MemberConfirmPayload,
} from '../../../../plugins/sources/member-items';
import { dept, memberKernel, user } from './fixtures';

describe('confirm payload (member picker)', () => {
  it('holds only whitelisted fields of each selected item, in pick order', () => {
    const { selection } = memberKernel({ disabled: [{ type: 'user', id: '9' }] });
    selection.select(
      user('1', 'department_A', {
        userid: 'u1',
        highlightName: '<em>U</em>ser',
        tags: ['x'],
        avatar: 'a.png',
      }),
    );
    selection.select(dept('A', undefined, { memberCount: 4 }));
    const payload = asMemberPayload(selection.toConfirmPayload(2));
    expect(payload.dropdownSelectIndex).toBe(2);
    expect(payload.items.map((item) => item.key)).toEqual(['user_9', 'user_1', 'department_A']);
    for (const item of payload.items) {
      for (const field of Object.keys(item)) {
        expect(MEMBER_CONFIRM_FIELDS as readonly string[]).toContain(field);
      }
      expect(item).not.toHaveProperty('raw');
    }
    expect(payload.items[1]).toEqual({
      id: '1',
      key: 'user_1',
      type: 'user',
      origin: 'department',
      name: 'User 1',
      avatar: 'a.png',
      userid: 'u1',
    });
    expect(payload.items[2]).toMatchObject({ key: 'department_A', memberCount: 4 });
  });

  it('is what kernel.confirm resolves with', async () => {
    const kernel = memberKernel();
    expect(await kernel.confirm()).toBeNull();
    kernel.selection.select(user('1'));
    const payload = await kernel.confirm<MemberConfirmPayload>(1);
    expect(payload).toEqual({
      items: [{ id: '1', key: 'user_1', type: 'user', origin: 'department', name: 'User 1' }],
      dropdownSelectIndex: 1,
    });
  });
});

describe('confirm payload (no preset)', () => {
  it('refuses items of a type nobody registered', () => {
    const { selection } = createKernel();
    expect(selection.select(user('1'))).toBe(false);
    expect(selection.count).toBe(0);
  });

  it('is { items } with every field but the server record when no builder is registered', async () => {
    const kernel = createKernel();
    kernel.itemTypes.register({ type: 'user', idKey: 'userid' });
    kernel.selection.select(user('1', undefined, { userid: 'u1' }));
    expect(await kernel.confirm()).toEqual({
      items: [
        {
          id: '1',
          key: 'user_1',
          type: 'user',
          origin: 'department',
          sourceKey: 'org',
          name: 'User 1',
          userid: 'u1',
        },
      ],
    });
  });
});
