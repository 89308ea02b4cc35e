// The file search's index answers what a scan of every file answers: the same hits in the same
// order (so the same pages), whatever the case of the keyword, for Chinese names, every order and
// match option, and for folders created after the index was built.
import { describe, expect, it } from 'vitest';
import {
  DriveStore,
  isFolderLike,
  type DriveView,
} from '../../../sandbox/backend/services/driveStore';
import { findFiles } from '../../../sandbox/backend/services/driveSearch';
import { matchFile, type MatchOptions } from '../../../sandbox/backend/services/driveSearchMatch';
import type { SortKey } from '../../../sandbox/backend/services/driveSearchIndex';
import type { DriveGroup } from '../../../sandbox/backend/data/driveTypes';
import { specialGroupId } from '../../../sandbox/backend/data/driveCatalog';
import { useFakeSuite } from '../../support/fakeSuite';
import { getOk, rows, withQuery } from './helpers';

const BY_NAME: MatchOptions = {
  byName: true,
  byFirstLetter: false,
  byContent: false,
  byOperator: false,
};

interface Find {
  sortBy: SortKey;
  desc: boolean;
  includeFile: boolean;
  includeFolder: boolean;
  options: MatchOptions;
}

const QUICK: Find = {
  sortBy: 'mtime',
  desc: true,
  includeFile: true,
  includeFolder: false,
  options: BY_NAME,
};

/** Every file of every group matched one by one and sorted: what the search did per request. */
function scan(view: DriveView, groups: readonly DriveGroup[], keyword: string, find: Find) {
  const hits: { id: number; file: { [key in SortKey]: string | number } & { id: number } }[] = [];
  for (const group of groups) {
    for (const file of view.allFiles(group.id)) {
      if (!(isFolderLike(file) ? find.includeFolder : find.includeFile)) continue;
      if (matchFile(file, group, keyword, find.options)) hits.push({ id: file.id, file });
    }
  }
  hits.sort(({ file: a }, { file: b }) => {
    const av = a[find.sortBy];
    const bv = b[find.sortBy];
    const d = typeof av === 'string' ? av.localeCompare(bv as string) : av - (bv as number);
    return (d !== 0 ? d : a.id - b.id) * (find.desc ? -1 : 1);
  });
  return hits.map((hit) => hit.id);
}

function views() {
  const store = new DriveStore({ seed: 3, size: 'default', userKind: () => 'plus' });
  return store.view(new Request('http://suite.test/drive'));
}

const ids = (hits: ReturnType<typeof findFiles>) => hits.map((hit) => hit.file.id);

describe('the file search index', () => {
  const view = views();
  const groups = view.ds.allGroups();

  it.each(['plan', 'PLAN', 'Plan', 'e', 'x', '年度', '年', '计划', 'docx', '.', 'no such name'])(
    'finds for "%s" what the scan finds, in the same order',
    (keyword) => {
      const expected = scan(view, groups, keyword, QUICK);
      expect(ids(findFiles(view, groups, keyword, QUICK))).toEqual(expected);
    },
  );

  it('finds Chinese names and any case of a name', () => {
    expect(findFiles(view, groups, '年度', QUICK).length).toBeGreaterThan(0);
    expect(ids(findFiles(view, groups, 'PLAN', QUICK))).toEqual(
      ids(findFiles(view, groups, 'plan', QUICK)),
    );
  });

  it.each<[SortKey, boolean]>([
    ['mtime', false],
    ['fname', false],
    ['fname', true],
    ['fsize', true],
    ['fsize', false],
  ])('keeps the order by %s (descending: %s), folders included', (sortBy, desc) => {
    const find = { ...QUICK, sortBy, desc, includeFolder: true };
    expect(ids(findFiles(view, groups, 'an', find))).toEqual(scan(view, groups, 'an', find));
  });

  it('matches first letters, content and creators as the scan does', () => {
    const find = {
      ...QUICK,
      options: { byName: true, byFirstLetter: true, byContent: true, byOperator: true },
    };
    for (const keyword of ['ndjh', 'prepared by', 'a']) {
      expect(ids(findFiles(view, groups, keyword, find))).toEqual(
        scan(view, groups, keyword, find),
      );
    }
  });

  it('searches only the groups asked', () => {
    const some = groups.slice(0, 3);
    expect(ids(findFiles(view, some, 'e', QUICK))).toEqual(scan(view, some, 'e', QUICK));
  });

  it('finds a folder created after the index was built, in its place', () => {
    const find = { ...QUICK, includeFolder: true };
    expect(findFiles(view, groups, 'quarterly plan', find)).toEqual([]);
    const group = groups[0];
    const made = view.createFolder(group, 0, 'Quarterly Plan', 1_700_000_000);
    const hits = findFiles(view, groups, 'plan', find);
    expect(ids(hits)).toEqual(scan(view, groups, 'plan', find));
    expect(ids(hits)).toContain(made.id);
    expect(ids(findFiles(view, groups, 'QUARTERLY', find))).toEqual([made.id]);
  });
});

describe('quick search over the index', () => {
  const suite = useFakeSuite({ size: 'tiny', seed: 1 });
  const quick = (params: Record<string, string | number | boolean>) =>
    withQuery(`${suite.urls.drive}/api/v5/search/files/quick`, params);

  it('pages the same hits, and a folder created after the first search is found', async () => {
    const first = await getOk(quick({ searchname: 'Budget Review', include_folder: true }));
    expect(rows(first, 'files')).toEqual([]);
    await getOk(
      withQuery(`${suite.urls.drive}/api/v5/files/folder`, {
        groupid: specialGroupId('plus'),
        name: 'Budget Review',
      }),
      { method: 'POST' },
    );
    const again = await getOk(quick({ searchname: 'budget review', include_folder: true }));
    const found = rows(again, 'files');
    expect(found.map((file) => file.fname)).toEqual(['Budget Review']);
    const whole = rows(await getOk(quick({ searchname: 'e', count: 100 })), 'files');
    const paged = [
      ...rows(await getOk(quick({ searchname: 'e', count: 7 })), 'files'),
      ...rows(await getOk(quick({ searchname: 'e', count: 7, offset: 7 })), 'files'),
    ];
    expect(paged.map((file) => file.id)).toEqual(whole.slice(0, 14).map((file) => file.id));
  });
});
