/**
 * A folder left with its active row far down comes back with its rows: Enter into a folder of
 * many rows, move the active row far down (the list loads its next pages as it scrolls), Back,
 * Forward and a revisit each show the folder's rows, never its empty state.
 */
import { expect, test } from './support/fixtures';
import { files, openFinder } from './support/finder';

test('Back, Forward and a revisit of a folder scrolled far down show its rows', async ({
  page,
}) => {
  const dialog = await openFinder(page);
  const path = dialog.getByRole('navigation', { name: 'Path' });
  const current = path.locator('[aria-current=page]');
  await expect(current).toHaveText('My Documents', { timeout: 30_000 });
  await dialog
    .getByRole('navigation', { name: 'Locations' })
    .getByRole('button', { name: 'My Team' })
    .click();
  // The rows of My Documents stay until My Teams' route shows, with its own rows.
  await expect(current).toHaveText('My Teams');
  const list = files(dialog);
  const options = list.getByRole('option');
  await expect(options.first()).toBeVisible();
  const team = ((await options.first().locator('.pk-item__title').textContent()) ?? '').trim();
  // Enter into the team's root folder: a folder of many rows, more than one page.
  await list.focus();
  await expect(list).toHaveAttribute('aria-activedescendant', /-row-0$/);
  await page.keyboard.press('Enter');
  await expect(current).toHaveText(team);
  await expect(options.first()).toBeVisible();
  const empty = dialog.getByText('No files here yet');
  for (let step = 0; step < 40; step += 1) await page.keyboard.press('ArrowDown');
  const activeId = await list.getAttribute('aria-activedescendant');
  expect(activeId).toMatch(/-row-(\d+)$/);
  expect(Number(/-row-(\d+)$/.exec(activeId ?? '')?.[1])).toBeGreaterThanOrEqual(30);

  /** The folder shows its rows and an active row far down that the list holds (the one left, or
   * the last row of the cached first page): ArrowUp moves from it and brings it into view. */
  const expectRowsAndActiveRow = async () => {
    await expect(current).toHaveText(team);
    await expect(options.first()).toBeVisible();
    await expect(empty).toHaveCount(0);
    await expect(list).toHaveAttribute('aria-activedescendant', /-row-\d+$/);
    const active = (await list.getAttribute('aria-activedescendant')) ?? '';
    const index = Number(/-row-(\d+)$/.exec(active)?.[1]);
    expect(index).toBeGreaterThanOrEqual(10);
    await list.focus();
    await page.keyboard.press('ArrowUp');
    await expect(list).toHaveAttribute('aria-activedescendant', new RegExp(`-row-${index - 1}$`));
    await expect(page.locator(`[id$="-row-${index - 1}"]`)).toBeInViewport();
  };

  const back = dialog.getByRole('button', { name: 'Back' });
  const forward = dialog.getByRole('button', { name: 'Forward' });
  await back.click();
  await expect(current).not.toHaveText(team);
  await expect(options.first()).toBeVisible();

  await forward.click();
  await expectRowsAndActiveRow();

  await back.click();
  await expect(current).not.toHaveText(team);
  await list.focus();
  await page.keyboard.press('Enter');
  await expectRowsAndActiveRow();
});
