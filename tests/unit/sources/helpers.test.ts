import { MemberMessages } from '../../../plugins/sources/member-items/messages';
import { cmsDeptIdsPlan } from '../../../plugins/sources/company-tree';
import { classifyQuery } from '../../../plugins/sources/context';
import { normaliseConfig, applyIsolation } from '../../../plugins/sources/context/normaliseConfigs';
import { permissionMode } from '../../../plugins/sources/file-permission-members';
import { displayName } from '../../../plugins/sources/shared/displayName';
import {
  firstAvatar,
  highlightOf,
  shortenAbsPath,
  DEFAULT_GROUP_AVATAR,
} from '../../../plugins/sources/shared/items';
import { roleParam } from '../../../plugins/sources/team-members';

describe('source helpers', () => {
  it('display name: the first of markname, mark_name, name, nickname, nick_name, user_name', () => {
    expect(
      displayName({
        user_name: 'u',
        nick_name: 'nn',
        nickname: 'n',
        name: 'a',
        mark_name: 'm',
        markname: 'M',
      }),
    ).toBe('M');
    expect(displayName({ user_name: 'u', nick_name: 'nn', mark_name: '' })).toBe('nn');
    expect(displayName({ user_name: 'u' })).toBe('u');
    expect(displayName({})).toBe('');
  });

  it('avatars, highlights and paths', () => {
    expect(firstAvatar(['a.svg', 'b.svg'])).toBe('a.svg');
    expect(firstAvatar([])).toBe(DEFAULT_GROUP_AVATAR);
    expect(firstAvatar({ type: 'group', list: ['x.svg'] })).toBe('x.svg');
    expect(highlightOf({ name: '<em>Li</em>' })).toBe('<em>Li</em>');
    expect(highlightOf('')).toBeUndefined();
    expect(shortenAbsPath('Co/R&D/Web/UI')).toBe('…/Web/UI');
    expect(shortenAbsPath('Co/R&D')).toBe('Co/R&D');
  });

  it('classifies phone and e-mail queries', () => {
    expect(classifyQuery(' 13800001234 ')).toBe('phone');
    expect(classifyQuery('a@b.com')).toBe('email');
    expect(classifyQuery('Li Ming')).toBe('other');
    expect(classifyQuery('   ')).toBe('other');
  });

  it('normalises a config and applies isolation', () => {
    expect(
      normaliseConfig({
        type: 'department',
        comp_id: '12',
        deptId: '7',
        deptIds: ['1', 'x'],
        _alias: 'T',
      }),
    ).toMatchObject({
      companyId: 12,
      deptId: 7,
      deptIds: [1, 'x'],
      title: 'T',
    });
    const user = {
      userid: '1',
      avatar: '',
      name: '',
      companyId: '99',
      is_plus: true,
      isAccountIsolation: true,
    };
    expect(
      applyIsolation([{ type: 'company', companyId: 5 }, { type: 'contact' }], user, ['contact']),
    ).toEqual([{ type: 'company', companyId: 99, searchBySingleCompany: true }]);
  });

  it('back-office level-1 deptIds plan', () => {
    expect(cmsDeptIdsPlan({ type: 'department', deptIds: [1, 2] })).toEqual({
      kind: 'list',
      ids: ['1', '2'],
    });
    expect(cmsDeptIdsPlan({ type: 'department', deptId: 3, deptIds: [3] })).toEqual({
      kind: 'normal',
    });
    expect(cmsDeptIdsPlan({ type: 'department', deptId: 3, deptIds: [4] })).toEqual({
      kind: 'list',
      ids: ['4'],
    });
    expect(() => cmsDeptIdsPlan({ type: 'department' })).toThrow(MemberMessages.invalidDeptIds);
  });

  it('role filter and file mode', () => {
    expect(roleParam(['owner', 'admin'])).toBe('owner,admin');
    expect(roleParam(undefined)).toBeUndefined();
    expect(() => roleParam([])).toThrow(MemberMessages.invalidRole);
    expect(permissionMode('write')).toBe('write');
    expect(permissionMode('admin')).toBe('read');
  });
});
