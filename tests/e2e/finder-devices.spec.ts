/**
 * The finder's devices in the sandbox: opening a device shows its name (GET
 * /api/v5/groups/tmp/devices/{id}/path, path.dname) in the breadcrumb after Devices.
 */
import { openFinder } from './support/finder';
import { SUITE, expect, test } from './support/fixtures';

test("a device's name is in the breadcrumb after Devices", async ({ page, request }) => {
  const answer = await request.get(`${SUITE}/drive/api/v5/groups/tmp/devices`, {
    headers: { cookie: 'pk_user=plus' },
  });
  const { devices } = (await answer.json()) as { devices: Array<{ id: number; name: string }> };
  const dialog = await openFinder(page, { user: 'plus', action: 'selectFiles' });
  const list = dialog.getByRole('listbox', { name: 'Files' });
  await list
    .getByRole('option', { name: /^Devices/ })
    .first()
    .click();
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path.locator('[aria-current=page]')).toHaveText('Devices');
  await list
    .getByRole('option', { name: new RegExp(`^${devices[0].name}`) })
    .first()
    .click();
  await expect(path.locator('[aria-current=page]')).toHaveText(devices[0].name);
  await expect(path).toContainText('Devices');
  await path.getByRole('button', { name: 'Devices' }).click();
  await expect(path.locator('[aria-current=page]')).toHaveText('Devices');
});
