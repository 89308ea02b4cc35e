/**
 * What a screen reader reads, kept as expected ARIA snapshots (files next to this spec, compared
 * on every run; regenerate with --update-snapshots and review the diff). The fake suite's seed 1
 * dataset makes names stable; each snapshot holds the stable part of its tree.
 */
import { MAIN_COMPANY, QUALITY, SECURITY, startsWithName } from './support/dataset';
import {
  browseList,
  clickRow,
  clickUntil,
  expect,
  openOrgTree,
  openPicker,
  test,
} from './support/fixtures';

test('the open picker', async ({ page }) => {
  const dialog = await openPicker(page);
  await expect(browseList(dialog).getByRole('option').first()).toBeVisible();
  await expect(dialog).toMatchAriaSnapshot({ name: 'open-picker.aria.yml' });
  // Descriptions are not part of an ARIA snapshot: the instructions and the count, read after
  // each name.
  await expect(dialog).toHaveAccessibleDescription('0 Selected');
  await expect(dialog.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription(
    'Type to search. Down arrow moves to the list, Escape clears the search.',
  );
  await expect(browseList(dialog)).toHaveAccessibleDescription(
    'Up and Down arrows move, Enter or Space picks or removes.',
  );
});

test('the org tree with a half-checked department', async ({ page }) => {
  const dialog = await openPicker(page);
  const tree = await openOrgTree(dialog, MAIN_COMPANY);
  const quality = tree.getByRole('treeitem', { name: startsWithName(QUALITY), level: 2 });
  await clickUntil(quality, 'aria-expanded', 'true');
  const security = tree.getByRole('treeitem', { name: startsWithName(SECURITY), level: 3 });
  await clickRow(security.getByRole('checkbox', { includeHidden: true }));
  await expect(quality).toHaveAttribute('aria-checked', 'mixed');
  await expect(tree).toMatchAriaSnapshot({ name: 'org-tree-half-checked.aria.yml' });
  await expect(tree).toHaveAccessibleDescription(
    'Up and Down arrows move, Right opens and Left closes a department, Enter or Space picks or removes.',
  );
  await expect(dialog).toHaveAccessibleDescription(/^\d+ Selected$/);
  await expect(dialog).not.toHaveAccessibleDescription('0 Selected');
});

test('the search results', async ({ page }) => {
  const dialog = await openPicker(page);
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('Ming');
  const results = dialog.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await expect(dialog.locator('[data-pk-announcer]')).toHaveText(/results for Ming/);
  await expect(dialog).toMatchAriaSnapshot({ name: 'search-results.aria.yml' });
  await expect(results).toHaveAccessibleDescription(
    'Up and Down arrows move, Enter or Space picks or removes.',
  );
});
