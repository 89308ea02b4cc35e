/**
 * The finder's folders and actions in the sandbox, by role: create a folder with an invalid name
 * first; transfer with Move disabled for a file that lacks move; save refused in a read-only
 * team folder, with the reason shown.
 */
import { commitInfo, openFinder, rowByTitle } from './support/finder';
import { expect, test } from './support/fixtures';

test('creates a folder: an invalid name first is refused in a dialog, then the folder opens', async ({
  page,
}) => {
  const dialog = await openFinder(page, { action: 'save' });
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path).toContainText('My Documents');
  await dialog.getByRole('button', { name: 'New folder' }).click();
  const name = dialog.getByRole('textbox', { name: 'New folder name' });
  await expect(name).toBeFocused();
  await name.fill('Q3: plans');
  await name.press('Enter');
  const tip = page.getByRole('dialog', { name: 'Tip' });
  await expect(tip).toContainText('A name cannot contain any of \\ / : * ? " < > |');
  await page.keyboard.press('Enter');
  await expect(tip).toBeHidden();
  await expect(name).toBeFocused();
  await name.fill('Q3 plans');
  await dialog.getByRole('button', { name: 'Create folder' }).click();
  await expect(path.locator('[aria-current=page]')).toHaveText('Q3 plans');
  await expect(name).toBeHidden();
  await expect(dialog.getByText('No files here yet')).toBeVisible();
  // Back in My Documents the new folder is listed; it opens again and is saved into.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(path.locator('[aria-current=page]')).toHaveText('My Documents');
  await (await rowByTitle(dialog, /^Q3 plans$/)).click();
  await expect(path.locator('[aria-current=page]')).toHaveText('Q3 plans');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const info = await commitInfo(page);
  expect((info.path as { id: number }).id).toBeGreaterThan(0);
});

test('transfer: Move and Copy instead of OK; Move disabled for a file that lacks move', async ({
  page,
}) => {
  const dialog = await openFinder(page, {
    action: 'transfer',
    user: 'plus',
    transferUserId: '1000003',
    transferCompanyId: '0',
  });
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('My Documents');
  await expect(dialog.getByRole('button', { name: 'OK' })).toHaveCount(0);
  const move = dialog.getByRole('button', { name: 'Move', exact: true });
  const copy = dialog.getByRole('button', { name: 'Copy', exact: true });
  await expect(move).toBeDisabled();
  await expect(copy).toBeDisabled();

  const own = await rowByTitle(dialog, /\.pdf$/);
  await own.click();
  await expect(move).toBeEnabled();
  await expect(copy).toBeEnabled();

  const shared = await rowByTitle(dialog, /^Shared .*\.xlsx$/);
  await shared.click();
  await expect(move).toBeDisabled();
  await expect(copy).toBeEnabled();
  // The refusal beside the buttons (the other status is the announcer's live region).
  await expect(dialog.locator('.pk-finder-refusal')).toHaveText('A selected file cannot be moved.');

  await copy.click();
  const info = await commitInfo(page);
  expect(info.operation).toBe('copy');
  expect((info.files as Array<{ ftype: string }>).map((f) => f.ftype).sort()).toEqual([
    'file',
    'sharefile',
  ]);
});

test('save into a read-only team folder is refused and says why', async ({ page }) => {
  const dialog = await openFinder(page, { action: 'save' });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('My Documents');
  await expect(save).toBeEnabled();
  await dialog
    .getByRole('navigation', { name: 'Locations' })
    .getByRole('button', { name: 'My Teams' })
    .click();
  await (await rowByTitle(dialog, /Launch team 15/)).click();
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('Launch team 15');
  await expect(save).toBeDisabled();
  await expect(dialog.locator('.pk-finder-refusal')).toHaveText(
    'You can only view this folder. Choose a folder you can edit.',
  );
  await expect(dialog.getByRole('button', { name: 'New folder' })).toHaveCount(0);
  await expect(page.locator('pre[aria-label="Commit info"]')).toHaveText('Nothing committed yet.');
});
