/** The products at a 400 px window: a layout designed for the width, not the wide one squeezed. */
import { files, openFinder } from './support/finder';
import { expect, openPicker, test } from './support/fixtures';
import { openUnion } from './support/union';

test.use({ viewport: { width: 400, height: 720 } });

test('the union selector keeps Insert on the line of its remind checkbox', async ({ page }) => {
  for (const language of ['en'] as const) {
    const region = await openUnion(page, { language });
    const list = region.getByRole('listbox').first();
    await expect(list.getByRole('option').first()).toBeVisible();
    await list.getByRole('option').first().click();
    const remind = region.getByRole('checkbox').last();
    const insert = region.locator('.pk-union__action-bar button').last();
    await expect(insert).toBeVisible();
    const [box, button] = [await remind.boundingBox(), await insert.boundingBox()];
    expect(
      box && button && button.y < box.y + box.height && box.y < button.y + button.height,
      language,
    ).toBe(true);
    const bar = await region.locator('.pk-union__action-bar').boundingBox();
    expect(button!.x + button!.width, language).toBeLessThanOrEqual(bar!.x + bar!.width);
  }
});

test.describe('at a wide window', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('double-clicking a folder while it loads selects no text', async ({ page }) => {
    const dialog = await openFinder(page, { user: 'plus' });
    const list = files(dialog);
    await expect(list.getByRole('option').first()).toBeVisible();
    await page.route('**/drive/**', () => new Promise<void>(() => undefined));
    await list.locator('[data-kind=folder]').nth(1).dblclick();
    const loading = dialog.locator('.pk-finder-loading');
    await expect(loading).toBeVisible();
    await loading.dblclick();
    await dialog
      .getByRole('status', { name: /Loading/ })
      .first()
      .dblclick();
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  });

  test('double-clicking rows of the lists selects no text', async ({ page }) => {
    const dialog = await openPicker(page);
    const option = dialog.getByRole('option').nth(1);
    await expect(option).toBeVisible();
    const box = (await option.boundingBox())!;
    await page.mouse.dblclick(box.x + 90, box.y + box.height / 2);
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  });

  test('the name typed in the new-folder row stays selectable', async ({ page }) => {
    const finder = await openFinder(page, { user: 'plus', action: 'save' });
    const rows = files(finder).getByRole('option');
    await expect(rows.first()).toBeVisible();
    await finder.locator('.pk-finder-footer .pk-button').first().click();
    const name = finder.locator('.pk-finder-newfolder__input');
    await expect(name).toBeVisible();
    expect(await name.evaluate((input) => getComputedStyle(input).userSelect)).not.toBe('none');
  });
});
