/**
 * Searching inside the department opened in the org tree, or the whole company: the radio group
 * beside the search box, results with their department path, the announced result count, and the
 * choice kept while the user picks from the results.
 */
import { expectSaid, recordAnnouncements } from './support/announcer';
import { MAIN_COMPANY, QUALITY, SECURITY, startsWithName } from './support/dataset';
import { clickUntil, expect, openOrgTree, openPicker, pick, test } from './support/fixtures';

test('inside a department the search looks there first, and the whole company on request', async ({
  page,
}) => {
  const dialog = await openPicker(page);
  const tree = await openOrgTree(dialog, MAIN_COMPANY);
  const quality = tree.getByRole('treeitem', { name: startsWithName(QUALITY) });
  await clickUntil(quality, 'aria-expanded', 'true');
  const security = tree.getByRole('treeitem', { name: startsWithName(SECURITY) });
  await clickUntil(security, 'aria-expanded', 'true');
  // Someone of the department: their family name is the query (it also names others elsewhere).
  const member = tree.getByRole('treeitem', { level: 4 }).first();
  await expect(member).toBeVisible();
  // The department's people, not the row that stands for them while they load.
  await expect(member).not.toHaveAccessibleName(/^Loading/);
  const family = ((await member.getAttribute('aria-label')) ?? (await member.innerText()))
    .trim()
    .split(/\s+/)[0];
  expect(family).toMatch(/^\w+$/);

  await recordAnnouncements(dialog);
  const box = dialog.getByRole('searchbox', { name: 'Search' });
  await box.fill(family);
  const scope = dialog.getByRole('radiogroup', { name: 'Search in' });
  const inside = scope.getByRole('radio', { name: `In ${SECURITY}` });
  const everywhere = scope.getByRole('radio', { name: 'Whole company' });
  await expect(inside).toBeChecked();
  await expect(everywhere).not.toBeChecked();

  const results = dialog.getByRole('listbox', { name: 'Search results' });
  const people = results.getByRole('option', { name: new RegExp(`^${family}\\b`) });
  await expect(people.first()).toBeVisible();
  // The server's answer, not the rows loaded before that match while it is on its way.
  await expect(results).not.toHaveAttribute('aria-busy', 'true');
  // Each result shows its department path, and inside the department every one lies in it.
  const insidePaths = await people.evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
  for (const text of insidePaths) expect(text).toContain(`${QUALITY}/${SECURITY}`);
  const insideCount = insidePaths.length;
  await expectSaid(dialog, [
    insideCount === 1 ? `1 result for ${family}.` : `${insideCount} results for ${family}.`,
  ]);

  // The radio group is keyboard-usable: an arrow key moves to the whole company and searches.
  await inside.focus();
  await page.keyboard.press('ArrowRight');
  await expect(everywhere).toBeChecked();
  await expect(everywhere).toBeFocused();
  await expect(box).toHaveValue(family);
  await expect
    .poll(async () =>
      (await people.evaluateAll((rows) => rows.map((row) => row.textContent ?? ''))).some(
        (text) => !text.includes(SECURITY),
      ),
    )
    .toBe(true);
  await expectSaid(dialog, [
    insideCount === 1 ? `1 result for ${family}.` : `${insideCount} results for ${family}.`,
    /^\d+ results? for \w+\.$/,
  ]);

  // Picking from the results keeps the choice and the results.
  const elsewhere = results
    .getByRole('option', { name: new RegExp(`^${family}\\b`) })
    .filter({ hasNotText: SECURITY })
    .first();
  await pick(elsewhere);
  await expect(everywhere).toBeChecked();
  await expect(elsewhere).toBeVisible();

  // Back inside: only the department's people again.
  await everywhere.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(inside).toBeChecked();
  await expect
    .poll(async () =>
      (await people.evaluateAll((rows) => rows.map((row) => row.textContent ?? ''))).every((text) =>
        text.includes(SECURITY),
      ),
    )
    .toBe(true);

  // Clearing the search hides the choice; the tree is still open in the department.
  await box.fill('');
  await expect(scope).toBeHidden();
  await expect(security).toHaveAttribute('aria-expanded', 'true');
});

test('the choice speaks the picker language', async ({ page }) => {
  const title = '追加するメンバーを選択してください';
  const dialog = await openPicker(page, { language: 'ja', title });
  await dialog.getByRole('tab', { name: '組織図' }).click();
  const tree = dialog.getByRole('tree');
  const root = tree.getByRole('treeitem', { name: startsWithName(MAIN_COMPANY), level: 1 });
  await clickUntil(root, 'aria-expanded', 'true');
  await clickUntil(
    tree.getByRole('treeitem', { name: startsWithName(QUALITY) }),
    'aria-expanded',
    'true',
  );
  await dialog.getByRole('searchbox').fill('a');
  const scope = dialog.getByRole('radiogroup', { name: '検索範囲' });
  await expect(scope.getByRole('radio', { name: `${QUALITY}内` })).toBeChecked();
  await expect(scope.getByRole('radio', { name: '会社全体' })).not.toBeChecked();
});
