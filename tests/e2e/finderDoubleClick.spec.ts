/**
 * A double-click on a folder opens that folder and does nothing more. The finder opens a folder on
 * one click; when the folder's rows are in memory (seen before, or fetched ahead), its list is
 * drawn before the double-click's second click and its dblclick arrive, on the row under the
 * pointer. Neither may select, commit or open that row.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { files, openFinder } from './support/finder';

const titles = async (list: Locator) =>
  (await list.locator('[role=option] .pk-item__title').allTextContents()).map((t) => t.trim());

const folderRow = (list: Locator, name: string) =>
  list
    .locator('[data-kind=folder]')
    .filter({ has: list.page().locator('.pk-item__title', { hasText: name }) })
    .first();

test('a double-click on a folder seen before opens it and picks nothing in it', async ({
  page,
}) => {
  const dialog = await openFinder(page, { action: 'selectFile' });
  const path = dialog.getByRole('navigation', { name: 'Path' });
  const current = path.locator('[aria-current=page]');
  await expect(current).toHaveText('My Documents', { timeout: 30_000 });
  const list = files(dialog);
  const back = dialog.getByRole('button', { name: 'Back' });
  await expect(list.locator('[data-kind=folder]').first()).toBeVisible();
  const rootTitles = await titles(list);
  const candidates = (await list.locator('[data-kind=folder] .pk-item__title').allTextContents())
    .map((t) => t.trim())
    .filter((name) => name !== 'Private Files');

  // A folder seen once (its rows are in memory from here on) that has a row where its own row is
  // in My Documents: the double-click's later events land on that row.
  let seen: { name: string; rows: string[] } | null = null;
  for (const name of candidates) {
    await folderRow(list, name).click();
    await expect(current).toHaveText(name);
    await expect
      .poll(async () => (await titles(list)).join('|') !== rootTitles.join('|'))
      .toBe(true);
    const rows = await titles(list);
    await back.click();
    await expect(current).toHaveText('My Documents');
    await expect.poll(() => titles(list)).toEqual(rootTitles);
    if (rows.length > rootTitles.indexOf(name)) {
      seen = { name, rows };
      break;
    }
  }
  expect(seen, 'a folder with a row under its own row').not.toBeNull();
  const { name, rows } = seen!;

  await folderRow(list, name).dblclick();
  await expect(current).toHaveText(name);
  await expect.poll(() => titles(list)).toEqual(rows);
  // Still open, on that folder, with nothing picked (single mode commits a double-clicked file).
  await page.waitForTimeout(300);
  await expect(dialog).toBeVisible();
  await expect(current).toHaveText(name);
  await expect(path.getByRole('listitem')).toHaveCount(2);
  await expect(list.locator('[aria-selected=true]')).toHaveCount(0);
});
