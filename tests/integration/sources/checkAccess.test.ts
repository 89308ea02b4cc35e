/**
 * checkAccess against the fake suite: who of the picked people can open a file of a team (the
 * team's members), marked per person, listed in confirm's payload as `noAccess`; a failed check
 * is unknown, never no access, and blocks nothing.
 */
import { vi } from 'vitest';
import { accessCheckOf, checkAccess } from '../../../plugins/access/check-access';
import { companyTreeSource } from '../../../plugins/sources/company-tree';
import { useFakeSuite } from '../../support/fakeSuite';
import { ready } from './harness';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const VALID_USERS = '/drive/api/v3/groups/*';

function team() {
  const found = suite.dataset.groups('plus').find((group) => group.group_type === 1);
  if (!found) throw new Error('the tiny dataset has a team');
  return found;
}

async function pickerFor(groupId: number) {
  const kernel = await ready(suite, {
    sources: [{ type: 'staff', key: 'staff' }],
    plugins: [companyTreeSource(), checkAccess({ groupId })],
  });
  await kernel.sources.loadFirst('staff');
  const store = accessCheckOf(kernel)!;
  await vi.waitFor(() => expect(store.status).not.toBe('checking'));
  return { kernel, store };
}

describe('checkAccess', () => {
  it("marks the picked people who are not the team's members and lists them as noAccess", async () => {
    const group = team();
    const { kernel, store } = await pickerFor(group.id);
    expect(store.status).toBe('ready');
    const members = new Set(group.members.map((member) => String(member.userid)));
    const staff = kernel.sources.state('staff').items;
    const inside = staff.find((item) => members.has(item.id));
    const outside = staff.find((item) => !members.has(item.id));
    expect(inside && outside).toBeTruthy();
    kernel.selection.select(inside!);
    kernel.selection.select(outside!);
    expect(store.accessOf(inside!)).toBe('ok');
    expect(store.accessOf(outside!)).toBe('noAccess');
    const payload = await kernel.confirm();
    expect(payload).toMatchObject({
      accessCheck: 'done',
      noAccess: [{ key: outside!.key, id: outside!.id, name: outside!.name }],
    });
  });

  it('a failed check is unknown, not no access, and picking and confirm still work', async () => {
    // The failure is logged for the host's developers, with the request's error.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    suite.faults.inject(VALID_USERS, { status: 500 });
    const { kernel, store } = await pickerFor(team().id);
    expect(store.status).toBe('failed');
    expect(warn).toHaveBeenCalledWith(
      '[pickerkit] checkAccess: could not check who can open the file:',
      expect.objectContaining({ message: expect.stringContaining('500') }),
    );
    const [person] = kernel.sources.state('staff').items;
    expect(kernel.selection.select(person)).toBe(true);
    expect(store.accessOf(person)).toBe('unknown');
    expect(await kernel.confirm()).toMatchObject({ accessCheck: 'failed', noAccess: [] });
  });

  it('checks its options at creation', () => {
    expect(() => checkAccess({})).toThrow(
      'checkAccess: fileId (the file the picker is for) or groupId (its group) is required',
    );
    expect(() => checkAccess({ fileId: -3 })).toThrow(
      'checkAccess: fileId must be a positive integer or a non-empty string (got -3)',
    );
  });
});
