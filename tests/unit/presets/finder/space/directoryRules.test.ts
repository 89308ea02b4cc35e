// Read-only directories and the new-folder button of finder.md section 5.
import { describe, expect, it } from 'vitest';
import {
  isReadOnlyDirectory,
  newFolderVisible,
  type DirectoryState,
} from '../../../../../plugins/drive/permissions/directoryRules';
import {
  DEFAULT_PERMISSION,
  NO_PERMISSION,
} from '../../../../../plugins/drive/permissions/permission';

const dir = (over: Partial<DirectoryState> = {}): DirectoryState => ({
  route: 'TeamFiles',
  action: 'save',
  checkPathPermission: false,
  team: { type: 'normal', user_role: 'member' },
  fid: 0,
  permission: DEFAULT_PERMISSION,
  ...over,
});

describe('read-only directory', () => {
  it('a writable team folder is not read-only', () => {
    expect(isReadOnlyDirectory(dir())).toBe(false);
    expect(isReadOnlyDirectory(dir({ route: 'EnterpriseTeamFiles', fid: 9 }))).toBe(false);
  });

  it('no team loaded, or a route that is no directory, is read-only', () => {
    expect(isReadOnlyDirectory(dir({ team: null }))).toBe(true);
    expect(isReadOnlyDirectory(dir({ route: 'Latest' }))).toBe(true);
    expect(isReadOnlyDirectory(dir({ route: undefined }))).toBe(true);
  });

  it('tmp and corptmp with no device or folder open are read-only, with one open they are not', () => {
    expect(isReadOnlyDirectory(dir({ team: { type: 'tmp' } }))).toBe(true);
    expect(isReadOnlyDirectory(dir({ team: { type: 'corptmp' } }))).toBe(true);
    expect(isReadOnlyDirectory(dir({ route: 'Devices', team: { type: 'tmp' } }))).toBe(true);
    expect(isReadOnlyDirectory(dir({ route: 'Device', team: { type: 'tmp' } }))).toBe(false);
    expect(isReadOnlyDirectory(dir({ team: { type: 'corptmp' }, fid: 5 }))).toBe(false);
  });

  it('read_member (and read_memeber) or a permission without new_empty is read-only', () => {
    expect(isReadOnlyDirectory(dir({ team: { type: 'normal', user_role: 'read_member' } }))).toBe(
      true,
    );
    expect(isReadOnlyDirectory(dir({ team: { type: 'normal', user_role: 'read_memeber' } }))).toBe(
      true,
    );
    expect(isReadOnlyDirectory(dir({ permission: { new_empty: 0, upload: 1 } }))).toBe(true);
    expect(
      isReadOnlyDirectory(
        dir({ route: 'Device', team: { type: 'tmp' }, permission: NO_PERMISSION }),
      ),
    ).toBe(true);
  });

  it('selectPath on team files without checkPathPermission is never read-only', () => {
    const locked = { permission: NO_PERMISSION, action: 'selectPath' as const };
    expect(isReadOnlyDirectory(dir({ ...locked }))).toBe(false);
    expect(isReadOnlyDirectory(dir({ ...locked, team: null }))).toBe(false);
    expect(isReadOnlyDirectory(dir({ ...locked, checkPathPermission: true }))).toBe(true);
    expect(isReadOnlyDirectory(dir({ ...locked, route: 'Latest' }))).toBe(true);
  });
});

describe('new-folder button', () => {
  const visible = (over: Partial<DirectoryState> = {}, createFolder = true, hasError = false) =>
    newFolderVisible({ ...dir(over), createFolder, hasError });

  it('shows in a writable folder with the feature on', () => {
    expect(visible()).toBe(true);
  });

  it('hides when the feature is off or an error exists', () => {
    expect(visible({}, false)).toBe(false);
    expect(visible({}, true, true)).toBe(false);
  });

  it('hides in tmp and corptmp teams, even with a folder or device open', () => {
    expect(visible({ team: { type: 'tmp' }, route: 'Device' })).toBe(false);
    expect(visible({ team: { type: 'corptmp' }, fid: 3 })).toBe(false);
  });

  it('hides in read-only directories', () => {
    expect(visible({ permission: NO_PERMISSION })).toBe(false);
    expect(visible({ team: { type: 'normal', user_role: 'read_member' } })).toBe(false);
    expect(visible({ route: 'Star' })).toBe(false);
  });
});
