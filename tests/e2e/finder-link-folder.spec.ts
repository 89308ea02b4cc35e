/**
 * The finder inside a link folder (finder.md section 5): a new folder's name refuses ; % & there
 * as well, at any depth of the linked team, because the location carries the link origin.
 */
import { openFinder, rowByTitle, rows } from './support/finder';
import { expect, test } from './support/fixtures';

test('inside a link folder, even in a subfolder, a new folder name with ; is refused', async ({
  page,
}) => {
  const folderPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v5/files/folder')) {
      folderPosts.push(request.postData() ?? '');
    }
  });
  const dialog = await openFinder(page, { action: 'selectDir' });
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path).toContainText('My Documents');
  await (await rowByTitle(dialog, 'Linked team folder')).click();
  await expect(path).not.toContainText('My Documents');
  const team = (await path.locator('[aria-current=page]').textContent()) ?? '';
  // A folder of the linked team: the last crumb is then a plain folder.
  const firstFolder = rows(dialog)
    .filter({ has: page.locator('.pk-item__title') })
    .first();
  await expect(firstFolder).toBeVisible();
  const folderName = (await firstFolder.locator('.pk-item__title').textContent()) ?? '';
  await firstFolder.click();
  await expect(path.locator('[aria-current=page]')).toHaveText(folderName);
  await expect(path).toContainText(team);
  await dialog.getByRole('button', { name: 'New folder' }).click();
  const name = dialog.getByRole('textbox', { name: 'New folder name' });
  await name.fill('semi;colon');
  await name.press('Enter');
  const tip = page.getByRole('dialog', { name: 'Tip' });
  await expect(tip).toContainText('; % &');
  await page.keyboard.press('Enter');
  await expect(tip).toBeHidden();
  await page.waitForTimeout(500);
  expect(folderPosts).toEqual([]);
});
