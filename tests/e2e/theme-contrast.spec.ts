/**
 * Contrast of the three products in the light and the dark theme, measured in the browser from
 * computed styles (support/themeContrast.ts): every visible text reaches 4.5:1 against its
 * effective background, and every input and checkbox border, icon and focus ring 3:1. A
 * failure names the element and its ratio.
 *
 * The states: the member picker's list, its selected panel with a person picked, and a search;
 * the union selector's list with a picked row; the finder's list with a keyboard-focused row and
 * its side menu.
 */
import type { Locator } from '@playwright/test';
import { measureContrast } from './support/themeContrast';
import {
  browseList,
  clickRow,
  expect,
  openPicker,
  pick,
  selectedList,
  test,
} from './support/fixtures';
import { files, openFinder } from './support/finder';
import { openUnion } from './support/union';

async function expectReadable(root: Locator, state: string): Promise<void> {
  const { measured, problems } = await measureContrast(root);
  expect(measured.texts, `${state}: texts measured`).toBeGreaterThan(5);
  expect(problems, `${state}: below the minimum`).toEqual([]);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`the ${mode} theme`, () => {
    test('member picker: the list, the selected panel and a search', async ({ page }) => {
      const dialog = await openPicker(page, { theme: { mode } });
      const root = page.locator('.pk-member-picker');
      await expect(root).toHaveAttribute('data-pk-theme', mode);
      const list = browseList(dialog);
      const first = list.getByRole('option').first();
      await expect(first).toBeVisible();
      await expectReadable(root, 'list');

      await pick(first);
      await expect(selectedList(dialog).getByRole('listitem')).toHaveCount(1);
      const measuredPanel = await measureContrast(root);
      expect(measuredPanel.measured.borders, 'checkbox borders measured').toBeGreaterThan(0);
      expect(measuredPanel.measured.icons, 'icons measured').toBeGreaterThan(0);
      expect(measuredPanel.problems, 'selected panel: below the minimum').toEqual([]);

      await dialog.getByRole('searchbox', { name: 'Search' }).fill('Ming');
      const results = dialog.getByRole('listbox', { name: 'Search results' });
      await expect(results.getByRole('option').first()).toBeVisible();
      await expectReadable(root, 'search');
    });

    test('union selector: the list and a picked row', async ({ page }) => {
      const region = await openUnion(page, { multiple: true, theme: { mode } });
      const rows = region.getByRole('listbox').getByRole('option');
      await expect(rows.first()).toBeVisible();
      await clickRow(rows.first());
      await expect(rows.first()).toHaveAttribute('aria-selected', 'true');
      await expectReadable(page.locator('.pk-union-selector'), 'union list');
    });

    test('finder: the list, a focused row and the side menu', async ({ page }) => {
      const dialog = await openFinder(page, { theme: { mode } });
      const list = files(dialog);
      await expect(list.getByRole('option').first()).toBeVisible();
      await expect(dialog.getByRole('navigation', { name: 'Locations' })).toBeVisible();
      await list.focus();
      await page.keyboard.press('ArrowDown');
      await expect(list.locator('.pk-row--active')).toHaveCount(1);
      const root = page.locator('.pk-finder-root');
      const report = await measureContrast(root);
      expect(report.measured.rings, 'the focus ring measured').toBeGreaterThan(0);
      expect(report.measured.texts).toBeGreaterThan(5);
      expect(report.problems, 'finder: below the minimum').toEqual([]);
    });

    test('finder: the focused search box draws the theme focus ring', async ({ page }) => {
      const dialog = await openFinder(page, { theme: { mode } });
      await expect(files(dialog).getByRole('option').first()).toBeVisible();
      const search = dialog.locator('.pk-finder-search input');
      await search.focus();
      await expect(search).toBeFocused();
      const report = await measureContrast(page.locator('.pk-finder-root'));
      expect(report.measured.rings, 'the focus ring measured').toBeGreaterThan(0);
      expect(report.problems, 'finder search box: below the minimum').toEqual([]);
    });
  });
}
