/**
 * The finder's navigation in the browser, by role: a long path's hidden folders offered by the
 * "More folders" menu (a menu button: its menu loaded on demand, opened, moved through and closed
 * by keyboard, focus back on the button); a search typed before the landing finished
 * loading going on top of it.
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

const DEEP = Array.from({ length: 9 }, (_, i) => ({
  fileid: 700000 + i,
  fname: `Quarterly planning folder ${i + 1}`,
  groupid: 0,
}));

test('a long path collapses into More folders, whose hidden folders are reached by keyboard @react18', async ({
  page,
}) => {
  // Every folder's path answers nine long folders: the breadcrumb cannot show them all.
  const asked: string[] = [];
  await page.route(/\/suite\/drive\/api\/v5\/groups\/\d+\/files\/\d+\/path/, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await route.fulfill({ json: { result: 'ok', path: DEEP } });
  });
  const dialog = await openFinder(page);
  const path = dialog.getByRole('navigation', { name: 'Path' });
  // The first page of a fresh server may take a while to compile.
  await expect(path.locator('[aria-current=page]')).toHaveText('My Documents', { timeout: 30_000 });
  const folderRow = () =>
    dialog
      .getByRole('listbox', { name: 'Files' })
      .locator('[role=option]')
      .filter({ has: page.locator('[data-icon=folder]') })
      .first();
  // A subfolder opened from its parent's list knows its path from that list; a folder opened
  // from the search results asks the suite for it, which answers the nine folders.
  const name = (await folderRow().locator('.pk-item__title').textContent()) ?? '';
  const box = dialog.getByRole('searchbox', { name: 'Search files' });
  await box.fill(name);
  await box.press('Enter');
  await expect(path).toContainText(`Search files: ${name}`);
  await folderRow().click();
  await expect(path.locator('[aria-current=page]')).toHaveText('Quarterly planning folder 9');
  const more = path.getByRole('button', { name: 'More folders' });
  await expect(more).toBeVisible();
  // A closed menu button, then the APG menu button: Esc closes and gives focus back to it,
  // ArrowUp opens on the last item.
  await expect(more).toHaveAttribute('aria-haspopup', 'menu');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.focus();
  await page.keyboard.press('ArrowUp');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(more).toHaveAttribute('aria-controls', (await menu.getAttribute('id'))!);
  const entries = menu.getByRole('menuitem');
  await expect(entries.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(entries.first()).toHaveText('Quarterly planning folder 1');
  await expect(entries.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(entries.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  expect(asked.length).toBeGreaterThan(0);
  // The folder chosen is on the way to the one shown: its path is the start of that path.
  await expect(path.locator('[aria-current=page]')).toHaveText('Quarterly planning folder 2');
});

test('a search typed while the landing loads goes on top of it; Back returns to My Documents', async ({
  page,
}) => {
  // The landing's first page answers late.
  await page.route(/\/suite\/drive\/api\/v5\/groups\/special\/files/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  const dialog = await openFinder(page);
  const box = dialog.getByRole('searchbox', { name: 'Search files' });
  await box.fill('a');
  await box.press('Enter');
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path).toContainText('Search files: a', { timeout: 10_000 });
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(path.locator('[aria-current=page]')).toHaveText('My Documents');
});
