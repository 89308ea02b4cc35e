// Link folders (finder.md sections 3 and 5): a link folder under My Documents shows the linked
// team's content; a folder created inside lands in the linked team; ; % & are refused there.
import { describe, expect, it } from 'vitest';
import { specialGroupId } from '../../../sandbox/backend/data/driveCatalog';
import { useFakeSuite } from '../../support/fakeSuite';
import { call, getOk, rows, type Row } from './helpers';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const drive = (path: string): string => `${suite.urls.drive}${path}`;

async function linkFolder(): Promise<Row> {
  const root = rows(await getOk(drive('/api/v5/groups/special/files?count=100')), 'files');
  const link = root.find((f) => f.ftype === 'linkfolder');
  expect(link, 'My Documents has a link folder').toBeDefined();
  return link as Row;
}

function create(params: Record<string, string | number>): Promise<{ status: number; body: Row }> {
  return call(drive('/api/v5/files/folder'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
}

describe('link folders', () => {
  it('listing a link folder lists the linked team', async () => {
    const link = await linkFolder();
    const team = Number(link.linkgroupid);
    expect(team).toBeGreaterThan(0);
    const inside = rows(
      await getOk(drive(`/api/v5/groups/special/files?parentid=${String(link.id)}&count=100`)),
      'files',
    );
    const teamRoot = rows(await getOk(drive(`/api/v5/groups/${team}/files?count=100`)), 'files');
    expect(inside.length).toBeGreaterThan(0);
    expect(inside.map((f) => f.id)).toEqual(teamRoot.map((f) => f.id));
    expect(inside.every((f) => f.groupid === team)).toBe(true);
  });

  it('a folder created inside a link folder lands in the linked team', async () => {
    const link = await linkFolder();
    const team = Number(link.linkgroupid);
    const made = await create({
      groupid: specialGroupId('plus'),
      parentid: Number(link.id),
      name: 'Made through the link',
    });
    expect(made.status).toBe(200);
    expect(made.body.groupid).toBe(team);
    expect(made.body.parentid).toBe(0);
    const teamRoot = rows(await getOk(drive(`/api/v5/groups/${team}/files?count=100`)), 'files');
    expect(teamRoot.map((f) => f.id)).toContain(made.body.id);
    const special = rows(await getOk(drive('/api/v5/groups/special/files?count=100')), 'files');
    expect(special.map((f) => f.id)).not.toContain(made.body.id);
  });

  it.each([';', '%', '&'])(
    'a name with %s is refused in a link folder (illegalFname)',
    async (ch) => {
      const link = await linkFolder();
      const name = `Q1 ${ch} plan`;
      const refused = await create({
        groupid: specialGroupId('plus'),
        parentid: Number(link.id),
        name,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.result).toBe('illegalFname');
      // Outside a link folder the same name is fine.
      const allowed = await create({ groupid: specialGroupId('plus'), parentid: 0, name });
      expect(allowed.status).toBe(200);
    },
  );
});
