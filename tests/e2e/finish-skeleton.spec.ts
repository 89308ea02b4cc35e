/**
 * One skeleton look while a list loads (the fake suite stalled with page.route): rows shaped like
 * the rows they stand for (a picture and two bars), nothing drawn over them, and nothing of the
 * list's own chrome under them.
 */
import type { Locator, Page } from '@playwright/test';
import { openFinder } from './support/finder';
import { expect, openPicker, test } from './support/fixtures';
import { openUnion } from './support/union';

/** Holds every answer to matching requests until the test ends. */
async function stall(page: Page, glob: string): Promise<void> {
  await page.route(glob, () => new Promise<void>(() => undefined));
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The skeleton region: no paint of its own, rows of a picture and two bars that do not overlap. */
async function expectRowShapedSkeleton(skeleton: Locator): Promise<Box> {
  await expect(skeleton).toBeVisible();
  const look = await skeleton.evaluate((element) => {
    const style = getComputedStyle(element);
    const rows = [...element.querySelectorAll('[data-testid="pk-skeleton-row"]')].map((row) => {
      const box = row.getBoundingClientRect();
      return {
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
        circles: row.querySelectorAll('.pk-skeleton__circle').length,
        bars: [...row.querySelectorAll('.pk-skeleton__bar')].filter(
          (bar) => bar.getBoundingClientRect().height >= 8 && bar.getBoundingClientRect().width > 0,
        ).length,
      };
    });
    return { background: style.backgroundColor, rows };
  });
  expect(look.background).toBe('rgba(0, 0, 0, 0)');
  expect(look.rows.length).toBeGreaterThan(1);
  for (const [index, row] of look.rows.entries()) {
    expect(row.circles).toBe(1);
    expect(row.bars).toBe(2);
    expect(row.box.height).toBeGreaterThanOrEqual(40);
    const next = look.rows[index + 1];
    if (next) expect(next.box.y).toBeGreaterThanOrEqual(row.box.y + row.box.height - 1);
  }
  const box = await skeleton.boundingBox();
  return box as Box;
}

test('the member picker draws rows of a picture and two bars while its list loads', async ({
  page,
}) => {
  await stall(page, '**/directory/api/v2/recent/contacts**');
  const dialog = await openPicker(page);
  // The list's skeleton, under the tabs (the picker's own, before its tabs are in, is replaced).
  await expect(dialog.getByRole('tablist')).toBeVisible();
  await expectRowShapedSkeleton(dialog.getByRole('status', { name: 'Loading' }).first());
});

test('the union documents tab draws its skeleton clear of "Select from docs"', async ({ page }) => {
  await stall(page, '**/drive/api/v5/roaming**');
  const region = await openUnion(page);
  await region.getByRole('tab', { name: 'Cloud Documents' }).click();
  const skeleton = region.getByRole('status', { name: /Loading/ }).first();
  const box = await expectRowShapedSkeleton(skeleton);
  const entrance = region.getByText('Select from docs', { exact: true });
  await expect(entrance).toBeVisible();
  expect(overlaps(box, (await entrance.boundingBox()) as Box)).toBe(false);
});

test('the finder shows its loading text clear of the skeleton', async ({ page }) => {
  const dialog = await openFinder(page, { user: 'plus' });
  const list = dialog.getByRole('listbox', { name: 'Files' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await stall(page, '**/drive/**');
  await list.locator('[data-kind=folder]').nth(1).dblclick();
  const skeleton = dialog.getByRole('status', { name: /Loading/ }).first();
  const box = await expectRowShapedSkeleton(skeleton);
  const text = dialog.locator('.pk-finder-loading');
  await expect(text).toBeVisible();
  expect(overlaps(box, (await text.boundingBox()) as Box)).toBe(false);
});
