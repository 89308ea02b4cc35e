/**
 * Type-ahead before the server: with the suite slow, typing the name of a row shown in the list
 * shows that row at once under the search results, marked provisional (aria-busy, described as
 * such), and the server's answer keeps it in its place at the top.
 */
import type { Locator } from '@playwright/test';
import { browseList, expect, openPicker, test } from './support/fixtures';
import { files, openFinder } from './support/finder';
import { openUnion } from './support/union';

const SLOW = 2_500;

/** The first row's name: what the user types (the suite's first page then holds that person). */
async function firstNameOf(list: Locator): Promise<string> {
  const first = list.getByRole('option').first();
  await expect(first).toBeVisible();
  const name = (await first.locator('.pk-item__title > span').first().textContent()) ?? '';
  expect(name.trim().length).toBeGreaterThan(1);
  return name.trim();
}

async function expectProvisionalThenAnswer(results: Locator, name: string): Promise<void> {
  // Before the debounce and the slow server: the loaded row, marked as provisional.
  await expect(results).toHaveAttribute('aria-busy', 'true', { timeout: 1_000 });
  await expect(results.getByRole('option').first()).toContainText(name, { timeout: 1_000 });
  const described = await results.getAttribute('aria-describedby');
  const hint = await results.page().evaluate(
    (ids) =>
      (ids ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    described,
  );
  expect(hint).toContain('Showing rows already loaded that match');
  // The server's answer: no longer busy, and the row the user was looking at is still first.
  await expect(results).not.toHaveAttribute('aria-busy', 'true', { timeout: SLOW * 3 });
  // (With several sources a title row heads each block: the first row that can be picked.)
  const firstItem = results.locator('[role="option"]:not(.pk-row--title)').first();
  await expect(firstItem).toContainText(name);
}

test('member picker: a row already shown answers the typed text before the server', async ({
  page,
  suite,
}) => {
  const dialog = await openPicker(page);
  const name = await firstNameOf(browseList(dialog));
  await suite.inject('/*', { latency: SLOW });
  await dialog.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expectProvisionalThenAnswer(dialog.getByRole('listbox', { name: 'Search results' }), name);
});

test('union selector: a row of the tab shown answers the typed text before the server', async ({
  page,
  suite,
}) => {
  const region = await openUnion(page, { multiple: true });
  await region.getByRole('tab', { name: 'Contacts' }).click();
  const name = await firstNameOf(region.getByRole('listbox', { name: 'Contacts' }));
  await suite.inject('/*', { latency: SLOW });
  await region.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expectProvisionalThenAnswer(region.getByRole('listbox', { name: 'Search results' }), name);
});

test("finder: the folder's rows matching a search show while the search runs", async ({
  page,
  suite,
}) => {
  const dialog = await openFinder(page);
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('My Documents', {
    timeout: 30_000,
  });
  const list = files(dialog);
  const first = list.getByRole('option').first();
  await expect(first).toBeVisible();
  const name = ((await first.locator('.pk-item__title').textContent()) ?? '').trim();
  await suite.inject('/drive/api/v5/search/files', { latency: SLOW });
  const box = dialog.getByRole('searchbox', { name: 'Search files' });
  await box.fill(name);
  await box.press('Enter');
  await expect(list).toHaveAttribute('aria-busy', 'true', { timeout: 1_000 });
  await expect(list.getByRole('option').first()).toContainText(name, { timeout: 1_000 });
  // The search's own answer replaces them: nothing provisional is left.
  await expect(dialog.locator('[data-pk-provisional]')).toHaveCount(0, { timeout: SLOW * 3 });
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
});
