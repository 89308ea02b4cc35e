import { describe, expect, it } from 'vitest';
import { ACTION_FOOTER } from '../../../../plugins/drive/rules/actionFooter';
import {
  actionRefusal,
  transferAllows,
  type ActionFacts,
  type CarriedFile,
  type ChosenFolder,
} from '../../../../plugins/drive/rules/actionRules';
import { ACTION_CONFIG, BATCH_LIMIT } from '../../../../plugins/drive/rules/actions';

const folder = (extra: Partial<ChosenFolder> = {}): ChosenFolder => ({
  groupid: 10,
  fid: 0,
  pathIds: [],
  companyId: 0,
  readOnly: false,
  ...extra,
});
const file = (extra: Partial<CarriedFile> = {}): CarriedFile => ({
  id: 500,
  groupid: 10,
  corpid: 0,
  isFolder: false,
  ...extra,
});
const facts = (extra: Partial<ActionFacts>): ActionFacts => ({
  action: 'copy',
  carried: [file()],
  folder: folder(),
  companies: [],
  userId: 1,
  ...extra,
});

describe('the actions of finder.md section 1: mode, default limit, footer', () => {
  it.each([
    ['copy', 'dir', 1, ['ok'], 'copy'],
    ['move', 'dir', 1, ['ok'], 'move'],
    ['save', 'dir', 1, ['ok'], 'save'],
    ['create', 'dir', 1, ['ok'], 'create'],
    ['moveIn', 'multi', BATCH_LIMIT, ['ok'], 'moveIn'],
    ['transfer', 'multi', 100, ['move', 'copy'], 'ok'],
  ] as const)('%s: %s mode, limit %d, buttons %j', (action, mode, limit, buttons, okLabel) => {
    expect(ACTION_CONFIG[action].mode).toBe(mode);
    expect(ACTION_CONFIG[action].limit).toBe(limit);
    expect(ACTION_FOOTER[action].buttons).toEqual(buttons);
    expect(ACTION_FOOTER[action].okLabel).toBe(okLabel);
  });

  it('destinations offer a new folder; rename applies to copy, save and create', () => {
    for (const action of ['copy', 'move', 'save', 'create'] as const) {
      expect(ACTION_FOOTER[action].newFolder).toBe(true);
    }
    expect(ACTION_FOOTER.moveIn.newFolder).toBe(false);
    expect(ACTION_FOOTER.transfer.newFolder).toBe(false);
    expect(
      ACTION_FOOTER.copy.rename && ACTION_FOOTER.save.rename && ACTION_FOOTER.create.rename,
    ).toBe(true);
    expect(ACTION_FOOTER.move.rename).toBe(false);
  });
});

describe('refusals (finder.md sections 5 and 6)', () => {
  it('nothing refuses an ordinary copy into a writable folder', () => {
    expect(actionRefusal(facts({}))).toBeNull();
  });

  it('at most 5000 files per batch, for every action', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => file({ id: i + 1 }));
    expect(actionRefusal(facts({ carried: many(BATCH_LIMIT) }))).toBeNull();
    expect(actionRefusal(facts({ carried: many(BATCH_LIMIT + 1) }))).toBe('refuse.batchLimit');
    expect(actionRefusal(facts({ action: 'moveIn', carried: many(BATCH_LIMIT + 1) }))).toBe(
      'refuse.batchLimit',
    );
  });

  it('a destination action refuses a read-only folder; a picker does not', () => {
    for (const action of ['copy', 'move', 'save', 'create'] as const) {
      expect(actionRefusal(facts({ action, folder: folder({ readOnly: true }) }))).toBe(
        'refuse.readOnly',
      );
    }
    expect(
      actionRefusal(facts({ action: 'selectDir', folder: folder({ readOnly: true }) })),
    ).toBeNull();
  });

  it('copy refuses the carried folder itself and its subfolders, not a sibling', () => {
    const carried = [file({ id: 7, isFolder: true })];
    expect(actionRefusal(facts({ carried, folder: folder({ fid: 7, pathIds: [7] }) }))).toBe(
      'refuse.copyIntoSubfolder',
    );
    expect(actionRefusal(facts({ carried, folder: folder({ fid: 9, pathIds: [7, 9] }) }))).toBe(
      'refuse.copyIntoSubfolder',
    );
    expect(actionRefusal(facts({ carried, folder: folder({ fid: 8, pathIds: [8] }) }))).toBeNull();
    // The same folder id in another team is another folder.
    expect(
      actionRefusal(facts({ carried, folder: folder({ groupid: 11, fid: 7, pathIds: [7] }) })),
    ).toBeNull();
  });

  it('copy refuses a folder with subfolders; unknown is not a refusal', () => {
    expect(actionRefusal(facts({ carried: [file({ isFolder: true, hasSubfolders: true })] }))).toBe(
      'refuse.copyFolderWithSubfolders',
    );
    expect(actionRefusal(facts({ carried: [file({ isFolder: true })] }))).toBeNull();
    expect(
      actionRefusal(
        facts({ action: 'move', carried: [file({ isFolder: true, hasSubfolders: true })] }),
      ),
    ).toBeNull();
  });

  it('files of a restricted enterprise stay inside it for copy, move and save', () => {
    const companies = [
      { id: 3, restrict: true },
      { id: 4, restrict: false },
    ];
    const carried = [file({ corpid: 3 })];
    for (const action of ['copy', 'move', 'save'] as const) {
      expect(actionRefusal(facts({ action, carried, companies }))).toBe(
        `refuse.restricted.${action}`,
      );
      expect(
        actionRefusal(facts({ action, carried, companies, folder: folder({ companyId: 3 }) })),
      ).toBeNull();
    }
    expect(actionRefusal(facts({ carried: [file({ corpid: 4 })], companies }))).toBeNull();
  });

  it('an ordinary member moves only files they created', () => {
    const companies = [
      { id: 3, role: 'member' },
      { id: 4, role: 'administrator' },
    ];
    const inside = folder({ companyId: 3 });
    expect(
      actionRefusal(
        facts({
          action: 'move',
          carried: [file({ corpid: 3, creatorId: 2 })],
          companies,
          folder: inside,
        }),
      ),
    ).toBe('refuse.notOwnFile');
    expect(
      actionRefusal(
        facts({
          action: 'move',
          carried: [file({ corpid: 3, creatorId: 1 })],
          companies,
          folder: inside,
        }),
      ),
    ).toBeNull();
    expect(
      actionRefusal(
        facts({
          action: 'move',
          carried: [file({ corpid: 4, creatorId: 2 })],
          companies,
          folder: folder({ companyId: 4 }),
        }),
      ),
    ).toBeNull();
    expect(
      actionRefusal(
        facts({
          action: 'copy',
          carried: [file({ corpid: 3, creatorId: 2 })],
          companies,
          folder: inside,
        }),
      ),
    ).toBeNull();
  });
});

describe('moveIn', () => {
  it('an ordinary member moves in only files they created', () => {
    const companies = [{ id: 3, role: 'member' }];
    const theirs = [file({ corpid: 3, creatorId: 2 })];
    expect(
      actionRefusal(facts({ action: 'moveIn', carried: theirs, companies, folder: null })),
    ).toBe('refuse.notOwnFile');
    const mine = [file({ corpid: 3, creatorId: 1 })];
    expect(
      actionRefusal(facts({ action: 'moveIn', carried: mine, companies, folder: null })),
    ).toBeNull();
  });
});

describe('transfer: Move and Copy by the selected files permission', () => {
  it('default allowed; any file lacking the right refuses it', () => {
    expect(transferAllows([{}, { perms: {} }], 'move')).toBe(true);
    const selected = [{ perms: { copy: 1, move: 1 } }, { perms: { copy: 1, move: 0 } }];
    expect(transferAllows(selected, 'move')).toBe(false);
    expect(transferAllows(selected, 'copy')).toBe(true);
    expect(transferAllows([{ perms: { copy: 0 } }], 'copy')).toBe(false);
  });
});
