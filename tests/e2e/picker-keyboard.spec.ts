/** The keyboard-only path: search box, list, selected panel, confirm (Tab, arrows, Enter, Space). */
import type { Locator, Page } from '@playwright/test';
import { MAIN_COMPANY, QUALITY, RECENT, RECENT_IDS, startsWithName } from './support/dataset';
import { browseList, expect, openPicker, selectedHeading, test } from './support/fixtures';

/** Presses Tab (or Shift+Tab) until `target` has focus, at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 20, key = 'Tab'): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Waits until the focused container names `row` as its active row (aria-activedescendant). */
async function expectActive(list: Locator, row: Locator): Promise<Locator> {
  await expect(row).toHaveAttribute('id', /.+/);
  const id = (await row.getAttribute('id')) ?? '';
  await expect(list).toHaveAttribute('aria-activedescendant', id);
  return row;
}

test('from the search box to the confirm button with the keyboard only @react18', async ({
  page,
}) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Open member picker' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Select the member you want to add' });
  const search = dialog.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeFocused();

  // Down moves focus into the list; its first row becomes active.
  const list = browseList(dialog);
  await expect(list.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeFocused();
  await expectActive(list, list.getByRole('option', { name: startsWithName(RECENT[0]) }));

  // Down to the second row, Enter picks it.
  await page.keyboard.press('ArrowDown');
  const second = await expectActive(
    list,
    list.getByRole('option', { name: startsWithName(RECENT[1]) }),
  );
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-checked', 'true');
  await expect(selectedHeading(dialog)).toHaveText('1 Selected');

  // Tab on to the confirm button and press it.
  const ok = dialog.getByRole('button', { name: 'OK' });
  await expect(ok).toBeEnabled();
  await tabTo(page, ok);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const payload = JSON.parse(
    (await page
      .getByRole('region', { name: 'Confirm payload' })
      .getByLabel('Confirm payload')
      .textContent()) ?? '',
  ) as { items: Array<{ id: string; name: string }> };
  expect(payload.items.map((item) => [String(item.id), item.name])).toEqual([
    [RECENT_IDS[RECENT[1]], RECENT[1]],
  ]);
});

test('tabs and the org tree with the keyboard: arrows move, Right expands, Space selects @react18', async ({
  page,
}) => {
  const dialog = await openPicker(page);
  const search = dialog.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeFocused();

  // Shift+Tab back to the active tab; Right activates the next one (automatic activation).
  const recentTab = dialog.getByRole('tab', { name: 'Recent' });
  await tabTo(page, recentTab, 4, 'Shift+Tab');
  const orgTab = dialog.getByRole('tab', { name: 'Organization' });
  await page.keyboard.press('ArrowRight');
  await expect(orgTab).toBeFocused();
  await expect(orgTab).toHaveAttribute('aria-selected', 'true');

  // Tab through the search box into the tree.
  const tree = dialog.getByRole('tree', { name: 'Organization' });
  await expect(tree.getByRole('treeitem').first()).toBeVisible();
  await tabTo(page, tree, 4);
  const root = await expectActive(
    tree,
    tree.getByRole('treeitem', { name: startsWithName(MAIN_COMPANY), level: 1 }),
  );
  if ((await root.getAttribute('aria-expanded')) === 'false') {
    await page.keyboard.press('ArrowRight');
    await expect(root).toHaveAttribute('aria-expanded', 'true');
  }
  // Down to the first department (once the children are there), Right expands it, Space
  // selects it.
  const qualityRow = tree.getByRole('treeitem', { name: startsWithName(QUALITY), level: 2 });
  await expect(qualityRow).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const quality = await expectActive(tree, qualityRow);
  await page.keyboard.press('ArrowRight');
  await expect(quality).toHaveAttribute('aria-expanded', 'true');
  await expect(tree.getByRole('treeitem', { level: 3 }).first()).toBeVisible();
  await page.keyboard.press('Space');
  await expect(quality).toHaveAttribute('aria-checked', 'true');
  await expect(tree.getByRole('treeitem', { level: 3 }).first()).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(selectedHeading(dialog)).not.toHaveText('0 Selected');

  // Left collapses it, then Tab to OK and Space confirms.
  await page.keyboard.press('ArrowLeft');
  await expect(quality).toHaveAttribute('aria-expanded', 'false');
  const ok = dialog.getByRole('button', { name: 'OK' });
  await tabTo(page, ok);
  await page.keyboard.press('Space');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Confirm payload' }).getByLabel('Confirm payload'),
  ).toContainText(`"name": "${QUALITY}"`);
});

test('Down past the first screen of rows scrolls the list with the active row @react18', async ({
  page,
}) => {
  const dialog = await openPicker(page);
  const list = browseList(dialog);
  await expect(list.getByRole('option').first()).toBeVisible();
  // Down from the search box enters the list on its first row; 13 more go past what it shows.
  for (let press = 0; press < 14; press++) await page.keyboard.press('ArrowDown');
  await expect(list).toBeFocused();
  const active = list.locator(':scope [aria-posinset="14"]');
  await expectActive(list, active);
  await expect
    .poll(async () => {
      const [row, view] = await Promise.all([active.boundingBox(), list.boundingBox()]);
      if (!row || !view) return 'not rendered';
      const inside = row.y >= view.y - 1 && row.y + row.height <= view.y + view.height + 1;
      return inside ? 'in view' : `row at ${row.y}, list from ${view.y} to ${view.y + view.height}`;
    })
    .toBe('in view');
  expect(await list.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
});
