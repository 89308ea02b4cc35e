// File search parameters of both pickers (finder.md section 7 Search; union-selector.md section 7
// request layer): folders left out, first letters, content, name and operator-name matching,
// is_plus, device info and company_name; group search with a total.
import { describe, expect, it } from 'vitest';
import { useFakeSuite } from '../../support/fakeSuite';
import { call, getOk, rows, type Row } from './helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const FOLDERS = new Set(['folder', 'sharefolder', 'linkfolder']);

async function search(params: string): Promise<Row[]> {
  const all: Row[] = [];
  for (let offset = 0; offset >= 0;) {
    const body = await getOk(
      `${suite.urls.drive}/api/v5/search/files?count=100&offset=${offset}&${params}`,
    );
    all.push(...rows(body, 'files'));
    offset = Number(body.next_offset);
  }
  return all;
}

describe('file search parameters', () => {
  it('include_folder=false leaves folders out (the union selector docs search)', async () => {
    const every = await search('searchname=s');
    expect(every.some((f) => FOLDERS.has(String(f.ftype)))).toBe(true);
    const files = await search('searchname=s&include_folder=false');
    expect(files.length).toBeGreaterThan(0);
    expect(files.some((f) => FOLDERS.has(String(f.ftype)))).toBe(false);
    expect(files.map((f) => f.id)).toEqual(
      every.filter((f) => !FOLDERS.has(String(f.ftype))).map((f) => f.id),
    );
  });

  it('include_first_letter matches the first letters of words and of Chinese characters', async () => {
    expect(await search('searchname=ndjh')).toEqual([]);
    const hits = await search('searchname=ndjh&include_first_letter=true');
    expect(hits.length).toBeGreaterThan(0);
    for (const f of hits) expect(String(f.fname)).toContain('年度计划');
    // "Upload 3 weekly.docx" → u3w (the extension is not a word of the name).
    const upload = (await search('searchname=upload%20')).find(
      (f) => !/[\u4e00-\u9fff]/.test(String(f.fname)),
    ) as Row;
    const initials = String(upload.fname)
      .replace(/\.[^.]+$/, '')
      .split(' ')
      .map((w) => w[0]?.toLowerCase())
      .join('');
    const latin = await search(`searchname=${initials}&include_first_letter=true`);
    expect(latin.map((f) => f.id)).toContain(upload.id);
  });

  it('search_file_content finds files by their text; search_file_name=false stops name hits', async () => {
    expect(await search('searchname=prepared%20by&search_file_content=false')).toEqual([]);
    const content = await search(
      'searchname=prepared%20by&search_file_content=true&search_file_name=false',
    );
    expect(content.length).toBeGreaterThan(0);
    expect(content.some((f) => FOLDERS.has(String(f.ftype)))).toBe(false);
    const first = content[0] as Row;
    expect((first.highlight as { content: string[] }).content[0]).toContain('<em>Prepared by</em>');
    // The union selector's name for the same switch.
    expect((await search('searchname=prepared%20by&search_content=true')).length).toBe(
      content.length,
    );
    expect(await search('searchname=plan&search_file_name=false')).toEqual([]);
  });

  it('search_operator_name finds files by their creator', async () => {
    const byName = await search('searchname=Chen%20Plus');
    const byCreator = await search('searchname=Chen%20Plus&search_operator_name=true');
    expect(byName).toEqual([]);
    expect(byCreator.length).toBeGreaterThan(0);
    for (const f of byCreator) expect((f.creator as Row).name).toBe('Chen Plus');
  });

  it('is_plus=false leaves the enterprise spaces out; company_name on every hit', async () => {
    const all = await search('searchname=e&is_plus=true');
    const corp = all.filter((f) => Number(f.corpid) > 0);
    expect(corp.length).toBeGreaterThan(0);
    for (const f of corp) expect(String(f.company_name)).not.toBe('');
    for (const f of all.filter((h) => Number(h.corpid) === 0)) expect(f.company_name).toBe('');
    const personal = await search('searchname=e&is_plus=false');
    expect(personal.length).toBeGreaterThan(0);
    expect(personal.every((f) => Number(f.corpid) === 0)).toBe(true);
  });

  it('with_device adds device_info: the device of a file in My Devices, null elsewhere', async () => {
    const hits = await search('searchname=upload&with_device=true');
    const onDevice = hits.filter((f) => f.device_info !== null);
    expect(onDevice.length).toBeGreaterThan(0);
    const devices = rows(await getOk(`${suite.urls.drive}/api/v5/groups/tmp/devices`), 'devices');
    for (const f of onDevice) {
      const info = f.device_info as Row;
      expect(devices.find((d) => d.id === info.id)).toMatchObject({
        name: info.name,
        type: info.type,
      });
    }
    expect((await search('searchname=upload'))[0]).not.toHaveProperty('device_info');
  });

  it('group search answers a total', async () => {
    const url = `${suite.urls.drive}/api/v3/search/company/8800001/groups?searchname=team&count=2`;
    const body = await getOk(url);
    expect(rows(body, 'groups').length).toBeLessThanOrEqual(2);
    expect(typeof body.total).toBe('number');
    expect(Number(body.total)).toBeGreaterThanOrEqual(rows(body, 'groups').length);
    const all = await getOk(url.replace('count=2', 'count=100'));
    expect(rows(all, 'groups')).toHaveLength(Number(body.total));
  });

  it('a search with nothing to match on matches nothing', async () => {
    const res = await call(
      `${suite.urls.drive}/api/v5/search/files?searchname=x&search_file_name=false`,
    );
    expect(res.status).toBe(200);
    expect(res.body.files).toEqual([]);
  });
});
