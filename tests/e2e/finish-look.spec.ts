/**
 * The finished look of the finder and the union selector: drawn file and folder icons, drawn
 * toolbar icons with names, a visible keyboard focus distinct from hover, the union's picked
 * rows, dates in the picker's language and no text selected by a double click.
 */
import type { Locator } from '@playwright/test';
import { contrast } from './support/contrast';
import { files, openFinder, recent } from './support/finder';
import { expect, test } from './support/fixtures';
import { openUnion } from './support/union';

async function style(locator: Locator, property: string): Promise<string> {
  return locator.evaluate(
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  );
}

test('finder rows draw a picture per kind and the toolbar draws named icons', async ({ page }) => {
  const dialog = await openFinder(page);
  const rows = files(dialog).getByRole('option');
  await expect(rows.first()).toBeVisible();
  const folderIcon = files(dialog).locator('[data-kind=folder] [data-icon]').first();
  await expect(folderIcon.locator('svg path').first()).toBeAttached();
  const pictures = await files(dialog)
    .locator('[data-icon]')
    .evaluateAll((icons) =>
      icons.map((icon) => [icon.getAttribute('data-icon'), icon.innerHTML] as const),
    );
  const byName = new Map(pictures);
  expect(byName.size).toBeGreaterThan(1);
  expect(new Set(byName.values()).size).toBe(byName.size);

  for (const name of ['Back', 'Forward', 'Refresh']) {
    const button = dialog.getByRole('button', { name, exact: true });
    await expect(button.locator('svg')).toHaveCount(1);
    expect(((await button.textContent()) ?? '').trim()).toBe('');
  }
});

test('finder: the keyboard row has a 3:1 ring that a hovered row does not', async ({ page }) => {
  const dialog = await openFinder(page);
  const list = files(dialog);
  const rows = list.getByRole('option');
  await expect(rows.nth(2)).toBeVisible();
  await list.focus();
  await page.keyboard.press('ArrowDown');
  const active = list.locator('.pk-row--active');
  await expect(active).toHaveCount(1);
  expect(await style(active, 'outline-style')).toBe('solid');
  expect(parseFloat(await style(active, 'outline-width'))).toBeGreaterThanOrEqual(2);
  const ring = await style(active, 'outline-color');
  expect(contrast(ring, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
  expect(contrast(ring, await style(active, 'background-color'))).toBeGreaterThanOrEqual(3);
  const listRing = await style(list, 'box-shadow');
  expect(contrast(listRing, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);

  const other = rows.nth(2);
  await other.hover();
  await expect(other).not.toHaveClass(/pk-row--active/);
  expect(await style(other, 'outline-style')).toBe('none');
});

test('finder: a double click on a row selects no text', async ({ page }) => {
  const dialog = await openFinder(page, { action: 'selectFiles' });
  const rows = await recent(dialog);
  await rows.nth(1).locator('.pk-item__title').dblclick();
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  expect(await style(rows.nth(1), 'user-select')).toBe('none');
});

test('finder rows give times in the picker language', async ({ page }) => {
  const dialog = await openFinder(page, { language: 'ja' });
  const time = dialog.locator('.pk-finder-list time').first();
  await expect(time).toBeVisible();
  await expect(time).toHaveText(/前/);
  await expect(time).not.toHaveText(/ago/);
});

test('union document rows give times in the picker language', async ({ page }) => {
  const union = await openUnion(page, { language: 'zh-CN', title: '插入' });
  await union.getByRole('tab').nth(5).click();
  const docTime = union.getByRole('listbox').locator('time').first();
  await expect(docTime).toBeVisible();
  await expect(docTime).toHaveText(/前/);
  await expect(docTime).not.toHaveText(/ago/);
});

test('union single mode: a picked row shows a tick a hovered row does not', async ({ page }) => {
  const region = await openUnion(page);
  await region.getByRole('tab', { name: 'Cloud Documents' }).click();
  const docs = region.getByRole('listbox', { name: 'Cloud Documents' });
  const options = docs.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  await options.first().click();
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(options.first().locator('.pk-union__check svg')).toBeVisible();
  await options.nth(1).hover();
  await expect(options.nth(1).locator('.pk-union__check')).toHaveCount(0);
});

test('union multiple mode: the selected background spans the row, no nested controls', async ({
  page,
}) => {
  const region = await openUnion(page, { multiple: true });
  await region.getByRole('tab', { name: 'Cloud Documents' }).click();
  const docs = region.getByRole('listbox', { name: 'Cloud Documents' });
  const options = docs.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  await options.first().click();
  await options.nth(1).click();
  await expect(docs.getByRole('option', { selected: true })).toHaveCount(2);
  for (const index of [0, 1]) {
    const row = options.nth(index);
    const rowBox = (await row.boundingBox())!;
    const item = (await row.locator('.pk-item').boundingBox())!;
    expect(item.width).toBeGreaterThanOrEqual(rowBox.width - 32);
    expect(await style(row, 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
  }
  const nested = await docs.evaluate(
    (list) =>
      list.querySelectorAll(
        '[role=option] [tabindex], [role=option] [role=checkbox]:not([aria-hidden=true]), [role=option] input',
      ).length,
  );
  expect(nested).toBe(0);
});
