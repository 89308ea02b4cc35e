/** Where a search looks, as the user sees and changes it: the finder's scope next to its search box. */
import type { Locator } from '@playwright/test';
import { files, openFinder } from './support/finder';
import { expect, test } from './support/fixtures';

/** The location lines of the listed search hits. */
async function locations(dialog: Locator): Promise<string[]> {
  const rows = files(dialog).locator('[role=option] .pk-item__description');
  await expect(rows.first()).toBeVisible();
  return rows.allTextContents();
}

test('finder: the search says where it looks, the user narrows it to the team and it stays while browsing results', async ({
  page,
}) => {
  const dialog = await openFinder(page, { action: 'selectDir' });
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path.locator('[aria-current=page]')).toHaveText('My Documents');
  const scope = dialog.getByRole('radiogroup', { name: 'Search in' });
  await expect(scope.getByRole('radio', { name: 'Everywhere' })).toBeChecked();
  await expect(scope.getByRole('radio', { name: 'This team' })).not.toBeChecked();

  await dialog.getByRole('searchbox', { name: 'Search files' }).fill('a');
  await page.keyboard.press('Enter');
  await expect(path).toContainText('Search files: a');
  const everywhere = await locations(dialog);
  expect(everywhere.some((where) => !where.startsWith('My documents'))).toBe(true);

  await scope.getByRole('radio', { name: 'This team' }).check();
  await expect(scope.getByRole('radio', { name: 'This team' })).toBeChecked();
  await expect
    .poll(async () => (await locations(dialog)).every((where) => where.startsWith('My documents')))
    .toBe(true);
  // The location is a label, never the raw server path.
  expect((await locations(dialog)).some((where) => where.startsWith('/'))).toBe(false);

  // A new keyword on the results page and a refresh keep the scope.
  await dialog.getByRole('searchbox', { name: 'Search files' }).fill('e');
  await page.keyboard.press('Enter');
  await expect(path).toContainText('Search files: e');
  await expect(scope.getByRole('radio', { name: 'This team' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Refresh' }).click();
  await expect(scope.getByRole('radio', { name: 'This team' })).toBeChecked();
  expect((await locations(dialog)).every((where) => where.startsWith('My documents'))).toBe(true);

  // Back leaves the search (finder.md: the search leaves the history) for the folder it started in.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(path.locator('[aria-current=page]')).toHaveText('My Documents');
  await expect(scope.getByRole('radio', { name: 'Everywhere' })).toBeChecked();
});

test('finder: a folder found by the search opens in place', async ({ page }) => {
  const dialog = await openFinder(page, { action: 'selectDir' });
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path.locator('[aria-current=page]')).toHaveText('My Documents');
  await dialog
    .getByRole('radiogroup', { name: 'Search in' })
    .getByRole('radio', { name: 'This team' })
    .check();
  await dialog.getByRole('searchbox', { name: 'Search files' }).fill('a');
  await page.keyboard.press('Enter');
  await expect(path).toContainText('Search files: a');
  const folder = files(dialog)
    .locator('[role=option]')
    .filter({ has: page.locator('[data-icon=folder]') })
    .first();
  const name = ((await folder.locator('.pk-item__title').textContent()) ?? '').trim();
  await folder.click();
  await expect(path.locator('[aria-current=page]')).toHaveText(name);
  await expect(dialog).toBeVisible();
});

test('finder: no scope choice where there is no team to search in', async ({ page }) => {
  const dialog = await openFinder(page);
  await dialog
    .getByRole('navigation', { name: 'Locations' })
    .getByRole('button', { name: 'Recent' })
    .click();
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('Recent');
  await expect(dialog.getByRole('searchbox', { name: 'Search files' })).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: 'Search in' })).toHaveCount(0);
});
