// Contract tests: every offset-paged search and list of the suite walked to its end on the default
// dataset, twice with different page sizes. Both walks must give the same rows in the same order
// (no duplicates, no gaps, nothing depending on where a page boundary falls) and, where the answer
// carries one, as many rows as its total.
import { describe, expect, it } from 'vitest';
import { MAIN_COMPANY_ID } from '../../../sandbox/backend/data/identities';
import { MAIN_ROOT_DEPT_ID } from '../../../sandbox/backend/data/org';
import { useFakeSuite } from '../../support/fakeSuite';
import { getOk, rows, withQuery, type Json, type Row } from './helpers';

const suite = useFakeSuite({ size: 'default', seed: 1 });
const C = MAIN_COMPANY_ID;

type KeyOf = (row: Row) => string;
const field =
  (...names: string[]): KeyOf =>
  (row) =>
    names.map((n) => String(row[n])).join(':');

interface OffsetList {
  /** Path on the suite origin, with its fixed query. */
  path: string;
  /** Where the rows are: a field name, or a reader (batch search keys rows by source). */
  list: string | ((body: Json) => unknown);
  key: KeyOf;
  sizeParam?: 'count' | 'limit';
  /** The page sizes of the two walks (the second must not divide the first). */
  sizes?: [number, number];
  total?: (body: Json) => unknown;
  /** The answer's own end marker: the next offset, -1 on the last page. */
  next?: string;
  /** The walk must see at least this many rows (so it crosses several pages). */
  atLeast: number;
}

function listOf(body: Json, list: OffsetList['list']): Row[] {
  const value = typeof list === 'string' ? body[list] : list(body);
  expect(Array.isArray(value), `rows of ${JSON.stringify(Object.keys(body))}`).toBe(true);
  return value as Row[];
}

/** Walks offset + size until a short page (or next -1); checks every page on the way. */
async function walk(spec: OffsetList, size: number): Promise<{ keys: string[]; total: unknown }> {
  const keys: string[] = [];
  let total: unknown;
  for (let offset = 0, pages = 0; ; pages += 1) {
    expect(pages, 'the walk ends').toBeLessThan(2000);
    const body = await getOk(
      withQuery(`${suite.origin}${spec.path}`, { offset, [spec.sizeParam ?? 'count']: size }),
    );
    const page = listOf(body, spec.list);
    expect(page.length).toBeLessThanOrEqual(size);
    keys.push(...page.map(spec.key));
    const pageTotal = spec.total?.(body);
    if (spec.total) {
      if (total !== undefined) expect(pageTotal, 'total is the same on every page').toBe(total);
      total = pageTotal;
    }
    if (spec.next) {
      const next = body[spec.next];
      if (page.length < size) expect(next).toBe(-1);
      if (next === -1) break;
      expect(next).toBe(offset + page.length);
    } else if (page.length < size) {
      break;
    }
    offset += page.length;
  }
  return { keys, total };
}

async function walkTwice(spec: OffsetList): Promise<string[]> {
  const [a, b] = spec.sizes ?? [7, 20];
  const first = await walk(spec, a);
  const second = await walk(spec, b);
  expect(new Set(first.keys).size, 'no duplicates').toBe(first.keys.length);
  expect(second.keys, 'the same rows whatever the page size').toEqual(first.keys);
  expect(first.keys.length).toBeGreaterThanOrEqual(spec.atLeast);
  if (spec.total) expect(first.total, 'as many rows as the total').toBe(first.keys.length);
  return first.keys;
}

const total = (body: Json): unknown => body.total;

describe('account service: offset paging to the end', () => {
  it.each<[string, OffsetList]>([
    [
      'relation/search',
      {
        path: '/account/api/contact/relation/search?searchname=a',
        list: 'contacts',
        key: field('contact_id'),
        total,
        atLeast: 10,
      },
    ],
    [
      'user/search',
      {
        path: '/account/api/contact/user/search?searchname=an',
        list: 'users',
        key: field('userid'),
        total,
        atLeast: 30,
      },
    ],
    [
      'user/groups',
      {
        path: '/account/api/contact/user/groups',
        list: 'data',
        key: field('id'),
        total,
        sizes: [3, 5],
        atLeast: 6,
      },
    ],
    [
      'v2/group/search',
      {
        path: '/account/api/contact/v2/group/search?key=a&group_type=4&source=woa',
        list: 'data',
        key: field('id'),
        total,
        sizes: [2, 3],
        atLeast: 3,
      },
    ],
    [
      'v2/group/batch/search (woa)',
      {
        path: '/account/api/contact/v2/group/batch/search?key=a',
        list: (body) => (body.data as Record<string, unknown>).woa,
        key: field('id'),
        total: (body) => (body.total as Record<string, unknown>).woa,
        sizes: [2, 3],
        atLeast: 3,
      },
    ],
    [
      'relation/last_list',
      {
        path: '/account/api/contact/relation/last_list',
        list: 'infos',
        key: field('recent_id'),
        total,
        atLeast: 10,
      },
    ],
  ])('%s', async (_name, spec) => {
    await walkTwice(spec);
  });
});

describe('directory service: offset paging to the end', () => {
  it.each<[string, OffsetList]>([
    [
      'search/members across the joined companies',
      {
        path: '/directory/api/v1/search/members?searchname=an',
        list: 'members',
        key: field('comp_id', 'userid'),
        total,
        sizes: [37, 50],
        atLeast: 100,
      },
    ],
    [
      'search/depts',
      {
        path: `/directory/api/v1/search/depts?query=e&cropids=${C}`,
        list: 'departments',
        key: field('id'),
        total,
        atLeast: 20,
      },
    ],
    [
      'adm members/search (limit at most 20)',
      {
        path: `/directory/svr/v1/adm/companies/${C}/members/search?recursive=true&timestamp=1&searchname=an`,
        list: 'members',
        key: field('id'),
        sizeParam: 'limit',
        sizes: [9, 20],
        total,
        atLeast: 40,
      },
    ],
    [
      'adm department/curlevel (limit at most 20)',
      {
        path: `/directory/api/adm/${C}/department/curlevel?comp_id=${C}&parent_id=${MAIN_ROOT_DEPT_ID}&user_display=1&fields=has_user&timestamp=1`,
        list: 'infos',
        key: field('id'),
        sizeParam: 'limit',
        sizes: [3, 4],
        total,
        atLeast: 5,
      },
    ],
    [
      'file-permission members',
      {
        path: '/directory/api/v1/files/8000001/permission/members?parentid=0&rw=read',
        list: 'members',
        key: field('id'),
        sizes: [1, 3],
        total,
        atLeast: 2,
      },
    ],
  ])('%s', async (_name, spec) => {
    await walkTwice(spec);
  });

  it('dept/users walks 1-based pages to the total', async () => {
    const url = `${suite.origin}/directory/api/${C}/dept/users?comp_id=${C}&dept_id=${MAIN_ROOT_DEPT_ID}&display=1`;
    const walkPages = async (count: number): Promise<string[]> => {
      const ids: string[] = [];
      let total: unknown;
      for (let page = 1; page < 1000; page += 1) {
        const body = await getOk(withQuery(url, { page, count }));
        const list = rows(body, 'userlist');
        total = body.total;
        ids.push(...list.map(field('userid')));
        if (list.length < count) break;
      }
      expect(ids.length).toBe(total);
      return ids;
    };
    const bySeven = await walkPages(7);
    expect(new Set(bySeven).size).toBe(bySeven.length);
    expect(bySeven.length).toBeGreaterThan(20);
    expect(await walkPages(20)).toEqual(bySeven);
  });
});

describe('drive service: offset paging to the end', () => {
  it.each<[string, OffsetList]>([
    [
      'search/files (next_offset, total)',
      {
        path: '/drive/api/v5/search/files?searchname=plan&include_file=true&search_group_info=true',
        list: 'files',
        key: field('id'),
        total,
        next: 'next_offset',
        sizes: [100, 73],
        atLeast: 1000,
      },
    ],
    [
      'search/files/quick',
      {
        path: '/drive/api/v5/search/files/quick?searchname=report',
        list: 'files',
        key: field('id'),
        total,
        next: 'next_offset',
        sizes: [100, 97],
        atLeast: 1000,
      },
    ],
    [
      'search/company/{id}/groups',
      {
        path: `/drive/api/v3/search/company/${C}/groups?searchname=team`,
        list: 'groups',
        key: field('id'),
        next: 'next_offset',
        sizes: [2, 3],
        atLeast: 3,
      },
    ],
    [
      'groups/tmp/devices (running-count offset)',
      {
        path: '/drive/api/v5/groups/tmp/devices',
        list: 'devices',
        key: field('id'),
        next: 'offset',
        sizes: [2, 3],
        atLeast: 3,
      },
    ],
  ])('%s', async (_name, spec) => {
    await walkTwice(spec);
  });

  it('devices/{id}/files walks every device to the end', async () => {
    const body = await getOk(`${suite.origin}/drive/api/v5/groups/tmp/devices?count=200`);
    const devices = rows(body, 'devices');
    let files = 0;
    for (const device of devices) {
      const keys = await walkTwice({
        path: `/drive/api/v5/groups/tmp/devices/${String(device.id)}/files`,
        list: 'files',
        key: field('id'),
        next: 'offset',
        sizes: [3, 4],
        atLeast: 0,
      });
      files += keys.length;
    }
    expect(files).toBeGreaterThan(4);
  });
});
