/** The finder in the sandbox, by role: browsing, picking, searching, errors, languages, a11y. */
import AxeBuilder from '@axe-core/playwright';
import {
  commitInfo,
  files,
  openFinder,
  openFirstFolder,
  recent,
  serveGeneratedRoot,
} from './support/finder';
import { expect, test } from './support/fixtures';

test('lands on My Documents, opens a folder and comes back by the breadcrumb and by Back', async ({
  page,
}) => {
  const dialog = await openFinder(page);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const menu = dialog.getByRole('navigation', { name: 'Locations' });
  await expect(menu.getByRole('button', { name: 'My Documents' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path).toContainText('My Documents');
  const name = await openFirstFolder(dialog);
  await expect(path).toContainText(name);
  await path.getByRole('button', { name: 'My Documents' }).click();
  await expect(path.locator('[aria-current=page]')).toHaveText('My Documents');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(path.locator('[aria-current=page]')).toHaveText(name);
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(path.locator('[aria-current=page]')).toHaveText('My Documents');
});

test('selectFile: one click selects a file, OK commits it', async ({ page }) => {
  const dialog = await openFinder(page);
  const ok = dialog.getByRole('button', { name: 'OK' });
  await expect(ok).toBeDisabled();
  await recent(dialog);
  const file = files(dialog).locator('[role=option][data-selectable]').first();
  const name = (await file.locator('.pk-item__title').textContent()) ?? '';
  await file.click();
  await expect(file).toHaveAttribute('aria-selected', 'true');
  await ok.click();
  await expect(dialog).toBeHidden();
  const info = await commitInfo(page);
  expect((info.files as Array<{ fname: string }>).map((f) => f.fname)).toEqual([name]);
  expect(info).toHaveProperty('path.groupid');
  expect(info).toHaveProperty('company.id', 0);
});

test('selectFiles: pick several, review and remove one in the dialog', async ({ page }) => {
  const dialog = await openFinder(page, { action: 'selectFiles' });
  await recent(dialog);
  const rows = files(dialog).locator('[role=option][data-selectable]');
  await rows.nth(0).click();
  await rows.nth(1).click();
  await rows.nth(2).click();
  await dialog.getByRole('button', { name: 'Selected: 3' }).click();
  const review = page.getByRole('dialog', { name: 'Selected files' });
  await expect(review.getByRole('listitem')).toHaveCount(3);
  await review
    .getByRole('button', { name: /^Remove / })
    .first()
    .click();
  await expect(review.getByRole('listitem')).toHaveCount(2);
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(dialog.getByRole('button', { name: 'Selected: 2' })).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  expect(((await commitInfo(page)).files as unknown[]).length).toBe(2);
});

test('the limit: a pick over fileLitmitNum shows "Select up to N files"; select-all stops there', async ({
  page,
}) => {
  const dialog = await openFinder(page, { action: 'selectFiles', limit: '2' });
  await recent(dialog);
  await dialog.getByRole('checkbox', { name: 'Select all' }).click();
  const tip = page.getByRole('dialog', { name: 'Tip' });
  await expect(tip).toContainText('Select up to 2 files');
  await page.keyboard.press('Enter');
  await expect(tip).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Selected: 2' })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute(
    'aria-checked',
    'mixed',
  );
  const third = files(dialog)
    .locator('[role=option][data-selectable][aria-selected=false]')
    .first();
  await third.click();
  await expect(page.getByRole('dialog', { name: 'Tip' })).toContainText('Select up to 2 files');
});

test('a file excluded by extension is disabled and cannot be picked', async ({ page }) => {
  const dialog = await openFinder(page, { action: 'selectFiles', excludes: 'doc,xls,ppt' });
  await recent(dialog);
  const docs = files(dialog).locator('[role=option][aria-disabled=true]');
  await expect(docs.first()).toBeVisible();
  await docs.first().click({ force: true });
  await expect(docs.first()).toHaveAttribute('aria-selected', 'false');
});

test('selectDir: open a folder and commit it as the path', async ({ page }) => {
  const dialog = await openFinder(page, { action: 'selectDir' });
  await expect(dialog).toHaveAccessibleName('Select a folder');
  const name = await openFirstFolder(dialog);
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path.locator('[aria-current=page]')).toHaveText(name);
  await dialog.getByRole('button', { name: 'OK' }).click();
  const info = await commitInfo(page);
  expect((info.path as { id: number }).id).toBeGreaterThan(0);
  expect(info.files).toEqual([]);
});

test('search and open a hit, then leave the search by Back', async ({ page }) => {
  const dialog = await openFinder(page, { action: 'selectDir' });
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path.locator('[aria-current=page]')).toHaveText('My Documents');
  await dialog.getByRole('searchbox', { name: 'Search files' }).fill('a');
  await page.keyboard.press('Enter');
  await expect(path).toContainText('Search files: a');
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeEnabled();
  const hit = files(dialog).locator('[role=option]').first();
  await expect(hit.locator('em').first()).toBeVisible();
  await hit.click();
  await expect(path).not.toContainText('Search files');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(path).toContainText('My Documents');
});

test('a failing list shows its error and recovers on retry', async ({ page, suite }) => {
  // A result code the finder does not map: its msg shows (a mapped one shows its own text).
  await suite.inject('/drive/api/v5/groups/*', {
    status: 500,
    result: 'driveOutage',
    msg: 'Drive is down',
    count: 1,
  });
  const dialog = await openFinder(page);
  await expect(dialog.getByText('Drive is down')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(files(dialog).locator('[role=option]').first()).toBeVisible();
});

test('Japanese labels', async ({ page }) => {
  const dialog = await openFinder(page, { language: 'ja' });
  await expect(dialog).toHaveAccessibleName('ファイルを選択');
  await expect(dialog.getByRole('navigation', { name: '場所' })).toContainText('マイドキュメント');
});

test('no serious or critical axe violation', async ({ page }) => {
  const dialog = await openFinder(page, { action: 'selectFiles' });
  await recent(dialog);
  const results = await new AxeBuilder({ page }).include('.pk-finder-root').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
});

test('a folder of 10,000 files scrolls with a bounded number of rows in the DOM', async ({
  page,
}) => {
  const TOTAL = 10_000;
  // The folder's listing answers pages of the size asked, from a generated 10,000-file folder.
  await serveGeneratedRoot(page, { total: TOTAL, firstId: 900000000, name: 'Big file' });
  const dialog = await openFinder(page, { action: 'selectFiles' });
  const list = files(dialog);
  await expect(list.locator('[role=option]').first()).toBeVisible();
  const deep = list.getByRole('option', { name: /Big file 3\d\d\.docx/ }).first();
  // Scroll to the end again and again: each time the next page loads (one at a time).
  for (let step = 0; step < 200 && !(await deep.isVisible()); step++) {
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await page.waitForTimeout(100);
  }
  await expect(deep).toBeVisible();
  const rows = await list.locator('[role=option]').count();
  expect(rows).toBeLessThan(60);
});
