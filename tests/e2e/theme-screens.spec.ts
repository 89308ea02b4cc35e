/**
 * Dark screenshots of the three products for the README (docs/images/dark-*.png), taken in a
 * page 800 px wide; each file stays small (under 120 KB). They show the products as a user sees
 * them in the dark theme: the member picker with a person picked, the union selector with a
 * picked row, the finder with its side menu. A test run writes them to test-results/screens/dark/;
 * `PICKERKIT_DOCS_IMAGES=1 npx playwright test tests/e2e/theme-screens.spec.ts` refreshes the
 * README's copies.
 */
import { statSync } from 'node:fs';
import {
  clickRow,
  expect,
  openPicker,
  pick,
  selectedList,
  browseList,
  test,
} from './support/fixtures';
import { files, openFinder } from './support/finder';
import { openUnion } from './support/union';

const MAX_BYTES = 120 * 1024;
const FOLDER = process.env.PICKERKIT_DOCS_IMAGES ? 'docs/images' : 'test-results/screens/dark';
const dark = { mode: 'dark' } as const;

test.use({ viewport: { width: 800, height: 720 } });

function expectSmall(path: string): void {
  expect(statSync(path).size, path).toBeLessThan(MAX_BYTES);
}

test('member picker, dark', async ({ page }) => {
  const dialog = await openPicker(page, { theme: dark });
  await pick(browseList(dialog).getByRole('option').first());
  await expect(selectedList(dialog).getByRole('listitem')).toHaveCount(1);
  const path = `${FOLDER}/dark-member-picker.png`;
  await dialog.screenshot({ path, animations: 'disabled' });
  expectSmall(path);
});

test('union selector, dark', async ({ page }) => {
  const region = await openUnion(page, { multiple: true, theme: dark });
  const rows = region.getByRole('listbox').getByRole('option');
  await clickRow(rows.nth(1));
  await expect(rows.nth(1)).toHaveAttribute('aria-selected', 'true');
  const path = `${FOLDER}/dark-union-selector.png`;
  await region.screenshot({ path, animations: 'disabled' });
  expectSmall(path);
});

test('finder, dark', async ({ page }) => {
  const dialog = await openFinder(page, { theme: dark });
  await expect(files(dialog).getByRole('option').first()).toBeVisible();
  const path = `${FOLDER}/dark-finder.png`;
  await dialog.screenshot({ path, animations: 'disabled' });
  expectSmall(path);
});
