/**
 * The finder inside a link folder (finder.md section 5): a new folder's name refuses ; % & there
 * as well, at any depth of the linked team, because the location carries the link origin.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function openFinder(page: Page): Promise<Locator> {
  await page
    .context()
    .addCookies([{ name: 'pk_user', value: 'personal', url: 'http://127.0.0.1' }]);
  await page.goto('/#finder');
  await page
    .getByRole('region', { name: 'Finder inputs' })
    .getByLabel('action', { exact: true })
    .selectOption('selectDir');
  await page.getByRole('button', { name: 'Open finder' }).click();
  return page.getByRole('dialog');
}

function rows(dialog: Locator): Locator {
  return dialog.getByRole('listbox', { name: 'Files' }).locator('[role=option]');
}

async function openRow(dialog: Locator, title: RegExp | string): Promise<void> {
  const list = dialog.getByRole('listbox', { name: 'Files' });
  await expect(rows(dialog).first()).toBeVisible();
  const target = rows(dialog)
    .filter({ has: dialog.page().locator('.pk-item__title', { hasText: title }) })
    .first();
  for (let step = 0; step < 40 && (await target.count()) === 0; step += 1) {
    await list.evaluate((element) => element.scrollBy(0, 280));
    await list.page().waitForTimeout(50);
  }
  await target.click();
}

test('inside a link folder, even in a subfolder, a new folder name with ; is refused', async ({
  page,
}) => {
  const folderPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v5/files/folder')) {
      folderPosts.push(request.postData() ?? '');
    }
  });
  const dialog = await openFinder(page);
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path).toContainText('My Documents');
  await openRow(dialog, 'Linked team folder');
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
