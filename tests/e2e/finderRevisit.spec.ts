/**
 * A folder seen before opens from memory: with the drive service no longer answering, entering it
 * again, Back and Forward show its path and rows as they were.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function openFinder(page: Page): Promise<Locator> {
  await page
    .context()
    .addCookies([{ name: 'pk_user', value: 'personal', url: 'http://127.0.0.1' }]);
  await page.goto('/#finder');
  await page.getByRole('button', { name: 'Open finder' }).click();
  return page.getByRole('dialog');
}

test('a folder seen before opens, with Back and Forward, while the drive service stalls', async ({
  page,
}) => {
  const dialog = await openFinder(page);
  const path = dialog.getByRole('navigation', { name: 'Path' });
  const current = path.locator('[aria-current=page]');
  await expect(current).toHaveText('My Documents', { timeout: 30_000 });
  const list = dialog.getByRole('listbox', { name: 'Files' });
  const titles = () => list.locator('[role=option] .pk-item__title').allTextContents();
  const rootRows = await titles();
  const folder = list
    .locator('[role=option]')
    .filter({ has: page.locator('[data-icon=folder]') })
    .first();
  const name = (await folder.locator('.pk-item__title').textContent()) ?? '';
  await folder.click();
  await expect(current).toHaveText(name);
  await expect.poll(titles).not.toEqual(rootRows);
  const folderRows = await titles();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(current).toHaveText('My Documents');

  // From here on the drive service never answers.
  await page.route(/\/suite\/drive\//, () => undefined);
  await list
    .locator('[role=option]')
    .filter({ has: page.locator('[data-icon=folder]') })
    .first()
    .click();
  await expect(current).toHaveText(name, { timeout: 2000 });
  await expect.poll(titles, { timeout: 2000 }).toEqual(folderRows);
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(current).toHaveText('My Documents', { timeout: 2000 });
  await expect.poll(titles, { timeout: 2000 }).toEqual(rootRows);
  await dialog.getByRole('button', { name: 'Forward' }).click();
  await expect(current).toHaveText(name, { timeout: 2000 });
  await expect.poll(titles, { timeout: 2000 }).toEqual(folderRows);
});
