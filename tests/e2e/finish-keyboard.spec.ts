/**
 * The finder for keyboard and screen-reader users: focus stays in the list when it is replaced
 * (Enter on a folder, a created folder, Back restores the active row), the Tip dialog holds focus
 * and is as tall as its content, search counts are announced, and the error screen has a picture,
 * its message, Back or Refresh, and Cancel.
 */
import type { Locator, Page } from '@playwright/test';
import { expectSaid, recordAnnouncements } from './support/announcer';
import { files, openFinder } from './support/finder';
import { expect, test } from './support/fixtures';

/** The id of the row the list's aria-activedescendant points at, and that row's title. */
async function activeRow(list: Locator): Promise<string> {
  return list.evaluate((element) => {
    const id = element.getAttribute('aria-activedescendant');
    const row = id ? document.getElementById(id) : null;
    return row?.querySelector('.pk-item__title')?.textContent ?? '';
  });
}

async function focusIsIn(page: Page, scope: Locator): Promise<boolean> {
  return scope.evaluate((element) => element.contains(document.activeElement));
}

test('Enter on a folder puts focus on the new list; Back restores the active row', async ({
  page,
}) => {
  const dialog = await openFinder(page);
  const list = files(dialog);
  const folders = list.locator('[role=option]').filter({ has: page.locator('[data-icon=folder]') });
  await expect(folders.nth(1)).toBeVisible();
  const second = ((await folders.nth(1).locator('.pk-item__title').textContent()) ?? '').trim();
  await list.focus();
  await page.keyboard.press('ArrowDown');
  while ((await activeRow(list)) !== second) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path.locator('[aria-current=page]')).toHaveText(second);
  await expect(list).toBeFocused();
  await dialog.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(path.locator('[aria-current=page]')).not.toHaveText(second);
  await expect.poll(() => activeRow(list)).toBe(second);
});

test('a created folder leaves focus in the finder; the Tip dialog holds focus, sized to content', async ({
  page,
}) => {
  const dialog = await openFinder(page, { action: 'save' });
  await expect(files(dialog).locator('[role=option]').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'New folder' }).click();
  const name = dialog.getByRole('textbox', { name: 'New folder name' });
  await name.fill('Q3: plans');
  await name.press('Enter');
  const tip = page.getByRole('dialog', { name: 'Tip' });
  await expect(tip).toBeVisible();
  const ok = tip.getByRole('button', { name: 'OK' });
  await expect(ok).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusIsIn(page, tip)).toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await focusIsIn(page, tip)).toBe(true);
  const box = (await tip.boundingBox())!;
  const okBox = (await ok.boundingBox())!;
  expect(box.y + box.height - (okBox.y + okBox.height)).toBeLessThan(40);
  await page.keyboard.press('Enter');
  await expect(tip).toBeHidden();
  await name.fill('Q3 plans');
  await name.press('Enter');
  await expect(name).toBeHidden();
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('Q3 plans');
  await expect.poll(() => focusIsIn(page, dialog)).toBe(true);
});

test('a finder search announces how many files it found', async ({ page }) => {
  const dialog = await openFinder(page);
  await expect(files(dialog).locator('[role=option]').first()).toBeVisible();
  await recordAnnouncements(dialog);
  const box = dialog.getByRole('searchbox', { name: 'Search' });
  await box.fill('zzzqqq-nothing');
  await box.press('Enter');
  await expectSaid(dialog, ['No results for zzzqqq-nothing.']);
  await box.fill('a');
  await box.press('Enter');
  await expectSaid(dialog, ['No results for zzzqqq-nothing.', /^\d+ results? for a\.$/]);
});

test('the error screen has a picture, the message, Refresh and Cancel', async ({ page }) => {
  await page.route(/\/api\/v3\/groups\/special/, (route) =>
    route.fulfill({ status: 500, json: { result: 'ServerError', msg: 'Server error.' } }),
  );
  const dialog = await openFinder(page);
  const screen = dialog.locator('.pk-finder-error');
  await expect(screen).toBeVisible();
  await expect(screen.locator('svg')).toBeVisible();
  await expect(screen.getByRole('button')).toHaveText(/Refresh|Back/);
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeVisible();
  await cancel.click();
  await expect(dialog).toBeHidden();
});
