/**
 * The products at narrow widths: at a 400 px window a layout designed for the width, not the wide
 * one squeezed (the union action bar, the member picker's rows, the finder's drawer, breadcrumb
 * and footer); the member picker's tabs whole at its default 540 px; and lists that select no
 * text on a double-click.
 */
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

test('the member picker at 400 px fills its dialog with rows: no blank under OK and Cancel', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  const dialog = await openPicker(page);
  const options = dialog.getByRole('option');
  await expect(options.nth(1)).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const ok = (await dialog.getByRole('button', { name: 'OK', exact: true }).boundingBox())!;
  // The buttons sit at the dialog's bottom (their own padding only) ...
  expect(box.y + box.height - (ok.y + ok.height)).toBeLessThanOrEqual(24);
  // ... and the list shows more rows than the five a 360 px column held.
  const list = (await dialog.getByRole('listbox').first().boundingBox())!;
  const row = (await options.first().boundingBox())!;
  expect(Math.floor(list.height / row.height)).toBeGreaterThanOrEqual(7);
});

test('the finder at 400 px: the side menu is a drawer, the list has the width, OK and Cancel show whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  const dialog = await openFinder(page, { user: 'plus' });
  const list = files(dialog);
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(dialog.getByRole('navigation', { name: 'Locations' })).toHaveCount(0);
  expect((await list.boundingBox())!.width).toBeGreaterThanOrEqual(340);

  // The drawer: a modal dialog over the list; focus moves in and comes back.
  const opener = dialog.getByRole('button', { name: 'Locations' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Locations' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveAttribute('aria-modal', 'true');
  await expect(drawer.getByRole('button', { name: /./ }).first()).toBeVisible();
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(dialog.first()).toBeVisible();
  // A click beside it closes it.
  await opener.click();
  await expect(drawer).toBeVisible();
  await page.mouse.click(380, 400);
  await expect(drawer).toHaveCount(0);
  // Choosing an entry goes there and closes it.
  await opener.click();
  await drawer.getByRole('button', { name: 'Recent' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('Recent');

  // OK and Cancel whole, inside the dialog and the window.
  const box = (await dialog.first().boundingBox())!;
  for (const name of ['OK', 'Cancel']) {
    const button = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(button.x, name).toBeGreaterThanOrEqual(box.x);
    expect(button.x + button.width, name).toBeLessThanOrEqual(Math.min(box.x + box.width, 400));
    expect(button.y + button.height, name).toBeLessThanOrEqual(Math.min(box.y + box.height, 800));
  }
});

test('the finder at 400 px: a deep path shows its last folders after a leading "…" menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  const dialog = await openFinder(page, { user: 'plus' });
  const list = files(dialog);
  const path = dialog.getByRole('navigation', { name: 'Path' });
  // The pane of the list shown: the folder's list replaces its parent's once its rows are in,
  // which may be a moment after the path has changed.
  const shownPane = () =>
    list.evaluate((el) => el.closest('[data-pk-pane]')?.getAttribute('data-pk-pane'));
  for (let depth = 0; depth < 3; depth += 1) {
    const folder = list.locator('[data-kind=folder]').filter({ hasNotText: 'Devices' }).first();
    await expect(folder).toBeVisible();
    const before = await path.textContent();
    const pane = await shownPane();
    await folder.dblclick();
    await expect(path).not.toHaveText(before ?? '');
    await expect.poll(shownPane).not.toBe(pane);
  }
  const nav = (await path.boundingBox())!;
  const items = path.locator('ol').first().locator('li');
  await expect(path.getByRole('button', { name: 'More folders' })).toBeVisible();
  // The ellipsis comes first, the current folder last, nothing past the breadcrumb's edge.
  expect(await items.first().locator('button').count()).toBe(1);
  const current = path.locator('[aria-current=page]');
  await expect(current).toBeVisible();
  for (const item of await items.all()) {
    const box = (await item.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(nav.x + nav.width + 0.5);
  }
  const cut = await current.evaluate((el) => {
    const style = getComputedStyle(el.closest('li')!);
    return {
      overflows: el.scrollWidth > el.closest('li')!.clientWidth,
      ellipsis: style.textOverflow,
    };
  });
  if (cut.overflows) expect(cut.ellipsis).toBe('ellipsis');
  // The current folder keeps room for its name (not squeezed to an ellipsis alone).
  const shown = (await current.boundingBox())!.width;
  const natural = await current.evaluate((el) => el.scrollWidth);
  expect(shown).toBeGreaterThanOrEqual(Math.min(natural, 80));
});

test('the finder at 400 px: a refusal takes its own line above Cancel and OK, which stay side by side', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  const dialog = await openFinder(page, { action: 'save', user: 'plus' });
  const list = files(dialog);
  await list.getByRole('option', { name: /Devices/ }).click();
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('Devices');
  const refusal = dialog.locator('.pk-finder-refusal');
  await expect(refusal).toBeVisible();
  const cancel = (await dialog.getByRole('button', { name: 'Cancel', exact: true }).boundingBox())!;
  const save = (await dialog.getByRole('button', { name: 'Save', exact: true }).boundingBox())!;
  const text = (await refusal.boundingBox())!;
  expect(Math.abs(cancel.y - save.y)).toBeLessThanOrEqual(1);
  expect(save.x).toBeGreaterThan(cancel.x);
  expect(text.y + text.height).toBeLessThanOrEqual(cancel.y);
});

test('the finder at 400 px: the unlock screen of the private space keeps the way to the side menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 800 });
  const dialog = await openFinder(page, { user: 'plus', tabs: '["MyDocs","Latest"]' });
  await files(dialog)
    .getByRole('option', { name: /Private Files/ })
    .click();
  await expect(dialog.getByRole('form', { name: 'Private files' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Locations' }).click();
  const drawer = page.getByRole('dialog', { name: 'Locations' });
  await drawer.getByRole('button', { name: 'Recent' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(dialog.getByRole('form', { name: 'Private files' })).toHaveCount(0);
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('Recent');
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

for (const language of ['en', 'zh-CN', 'ja', 'th'] as const) {
  test(`member picker at its default 540 px in ${language}: every tab label whole, the rest under More`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
    await page.getByRole('button', { name: 'Open member picker' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('option').nth(1)).toBeVisible();
    expect(Math.round((await dialog.boundingBox())!.width)).toBe(540);
    const tablist = dialog.getByRole('tablist');
    const rail = (await dialog.locator('.pk-tabs__rail').boundingBox())!;
    const tabs = await tablist.getByRole('tab').all();
    expect(tabs.length).toBeGreaterThan(1);
    for (const tab of tabs) {
      const box = (await tab.boundingBox())!;
      const name = (await tab.textContent()) ?? '';
      expect(box.x, name).toBeGreaterThanOrEqual(rail.x - 0.5);
      expect(box.x + box.width, name).toBeLessThanOrEqual(rail.x + rail.width + 0.5);
      expect(await tab.evaluate((el) => el.scrollWidth - el.clientWidth), name).toBeLessThanOrEqual(
        0,
      );
    }
    await expect(dialog.locator('.pk-tabs__arrow')).toHaveCount(0);
    expect(await tablist.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // The tabs left out are under More; choosing one brings it into the row, active.
    const more = dialog.locator('button.pk-tabs__more');
    if ((await more.count()) > 0) {
      await more.click();
      const items = page.getByRole('menuitem');
      const last = ((await items.last().textContent()) ?? '').trim();
      await items.last().click();
      const chosen = tablist.getByRole('tab', { name: last, exact: true });
      await expect(chosen).toHaveAttribute('aria-selected', 'true');
      const box = (await chosen.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(rail.x + rail.width + 0.5);
      // The keys still reach every tab: Home goes back to the first.
      await chosen.focus();
      await page.keyboard.press('Home');
      await expect(tablist.getByRole('tab').first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(tablist.getByRole('tab', { name: last, exact: true })).toBeFocused();
    }
  });
}
