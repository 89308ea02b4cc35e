// Permission {new_empty, upload} of finder.md section 6.
import { describe, expect, it, vi } from 'vitest';
import { CancelledError } from '../../../../../kernel';
import {
  DEFAULT_PERMISSION,
  NO_PERMISSION,
  devicePermission,
  teamPermission,
} from '../../../../../plugins/drive/permissions/permission';

const granted = { new_empty: 0, upload: 1 };

describe('team permission', () => {
  it('defaults to 1/1', () => {
    expect(DEFAULT_PERMISSION).toEqual({ new_empty: 1, upload: 1 });
  });

  it.each(['secret', 'corptmp', 'special', 'corpspecial', 'tmp'])(
    'keeps the default for %s without asking root_perm',
    async (type) => {
      const rootPerm = vi.fn(async () => granted);
      await expect(teamPermission({ type }, 'copy', rootPerm)).resolves.toEqual(DEFAULT_PERMISSION);
      expect(rootPerm).not.toHaveBeenCalled();
    },
  );

  it('asks root_perm for other teams', async () => {
    const rootPerm = vi.fn(async () => granted);
    await expect(teamPermission({ type: 'normal' }, 'copy', rootPerm)).resolves.toEqual(granted);
    expect(rootPerm).toHaveBeenCalledTimes(1);
  });

  it.each(['read_member', 'read_memeber'])(
    'root_perm failing with role %s gives 0/0',
    async (role) => {
      const rootPerm = vi.fn(async () => Promise.reject(new Error('boom')));
      await expect(
        teamPermission({ type: 'normal', user_role: role }, 'copy', rootPerm),
      ).resolves.toEqual(NO_PERMISSION);
    },
  );

  it('root_perm failing with another role keeps the default', async () => {
    const rootPerm = vi.fn(async () => Promise.reject(new Error('boom')));
    await expect(
      teamPermission({ type: 'normal', user_role: 'member' }, 'copy', rootPerm),
    ).resolves.toEqual(DEFAULT_PERMISSION);
  });

  it('a cancelled root_perm is not turned into a permission', async () => {
    const rootPerm = vi.fn(async () => Promise.reject(new CancelledError()));
    await expect(teamPermission({ type: 'normal' }, 'copy', rootPerm)).rejects.toBeInstanceOf(
      CancelledError,
    );
  });

  it('corptmp with create is 0/0; corptmp with another action keeps the default', async () => {
    const rootPerm = vi.fn(async () => granted);
    await expect(teamPermission({ type: 'corptmp' }, 'create', rootPerm)).resolves.toEqual(
      NO_PERMISSION,
    );
    await expect(teamPermission({ type: 'corptmp' }, 'save', rootPerm)).resolves.toEqual(
      DEFAULT_PERMISSION,
    );
  });

  it('device paths: create gives 0/0, other actions the default', () => {
    expect(devicePermission('create')).toEqual(NO_PERMISSION);
    expect(devicePermission('selectDir')).toEqual(DEFAULT_PERMISSION);
  });
});
