/**
 * What a screen reader hears: each event announced once, politely, in the picker's language,
 * through the live region of the announcer plugin (member picker).
 */
import { expectSaid, liveRegion, recordAnnouncements } from './support/announcer';
import { MAIN_COMPANY, RECENT, startsWithName } from './support/dataset';
import {
  browseList,
  clickRow,
  expect,
  openOrgTree,
  openPicker,
  pick,
  selectedList,
  test,
} from './support/fixtures';

const RECENT_PATH = '/directory/api/v2/recent/contacts';

test('a pick, a removal and clear-all are each announced once with the count', async ({ page }) => {
  const dialog = await openPicker(page);
  const list = browseList(dialog);
  await expect(list.getByRole('option').first()).toBeVisible();
  await recordAnnouncements(dialog);
  const [a, b] = RECENT.map((name) => list.getByRole('option', { name: startsWithName(name) }));

  await pick(a!);
  await expectSaid(dialog, [`${RECENT[0]} selected. 1 selected in total.`]);
  // Re-renders (hover, focus moving through the list) say nothing new.
  await a!.hover();
  await list.focus();
  await page.keyboard.press('ArrowDown');
  await expectSaid(dialog, [`${RECENT[0]} selected. 1 selected in total.`]);

  await pick(b!);
  await selectedList(dialog)
    .getByRole('button', { name: `Remove ${RECENT[0]}` })
    .click();
  await dialog.getByRole('button', { name: 'Clear' }).click();
  await expectSaid(dialog, [
    `${RECENT[0]} selected. 1 selected in total.`,
    `${RECENT[1]} selected. 2 selected in total.`,
    `${RECENT[0]} removed. 1 selected in total.`,
    'Selection cleared.',
  ]);
  await expect(liveRegion(dialog)).toHaveText('Selection cleared.');
});

test('Space picks the active option, as the list instructions say', async ({ page }) => {
  const dialog = await openPicker(page);
  const list = browseList(dialog);
  const first = list.getByRole('option', { name: startsWithName(RECENT[0]) });
  await expect(first).toBeVisible();
  await list.focus();
  await expect(first).toHaveClass(/pk-row--active/);
  await page.keyboard.press('Space');
  await expect(first).toHaveAttribute('aria-checked', 'true');
  await expect(liveRegion(dialog)).toHaveText(`${RECENT[0]} selected. 1 selected in total.`);
});

test('a pick over the maximum is announced', async ({ page }) => {
  const dialog = await openPicker(page, { maxCount: 1 });
  const list = browseList(dialog);
  const [a, b] = RECENT.map((name) => list.getByRole('option', { name: startsWithName(name) }));
  await expect(a!).toBeVisible();
  await recordAnnouncements(dialog);
  await pick(a!);
  await clickRow(b!);
  await expectSaid(dialog, [
    `${RECENT[0]} selected. 1 selected in total.`,
    'You can select up to 1. Nothing more was selected.',
  ]);
  await expect(b!).toHaveAttribute('aria-checked', 'false');
});

test('a search announces its number of results, or none', async ({ page }) => {
  const dialog = await openPicker(page);
  await expect(browseList(dialog).getByRole('option').first()).toBeVisible();
  await recordAnnouncements(dialog);
  const box = dialog.getByRole('searchbox', { name: 'Search' });
  await box.fill('Ming');
  const results = dialog.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await expectSaid(dialog, [/^\d+ results? for Ming\.$/]);
  await box.fill('zzqqxx');
  await expect(dialog.getByText('No matching members found')).toBeVisible();
  await expectSaid(dialog, [/^\d+ results? for Ming\.$/, 'No results for zzqqxx.']);
});

test('a load-more announces the rows it added', async ({ page }) => {
  const dialog = await openPicker(page);
  const tree = await openOrgTree(dialog, MAIN_COMPANY);
  await expect(tree.getByRole('treeitem', { level: 2 }).first()).toBeVisible();
  await recordAnnouncements(dialog);
  const loadMore = tree.getByRole('treeitem', { name: 'Load More' });
  await tree.hover();
  await expect(async () => {
    await page.mouse.wheel(0, 1_500);
    await expect(loadMore).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await loadMore.click();
  await expectSaid(dialog, [/^\d+ more rows? loaded\.$/]);
});

test('a failed list and its retry are announced', async ({ page, suite }) => {
  await suite.inject(RECENT_PATH, { status: 500 });
  const dialog = await openPicker(page);
  const retry = dialog.getByRole('button', { name: 'An error occurs. Click to retry.' });
  await expect(retry).toBeVisible();
  await expect(liveRegion(dialog)).toHaveText(
    'The list could not be loaded. Use the retry button to try again.',
  );
  await recordAnnouncements(dialog);
  await suite.clearFaults();
  await retry.click();
  await expect(browseList(dialog).getByRole('option').first()).toBeVisible();
  await expectSaid(dialog, ['Trying again.', /^Loaded\. \d+ rows shown\.$/]);
});

test('announcements speak the picker language', async ({ page }) => {
  const title = '追加するメンバーを選択してください';
  const dialog = await openPicker(page, { language: 'ja', title });
  const list = dialog.getByRole('listbox', { name: title });
  const first = list.getByRole('option', { name: startsWithName(RECENT[0]) });
  await expect(first).toBeVisible();
  await recordAnnouncements(dialog);
  await pick(first);
  await expectSaid(dialog, [`${RECENT[0]} を選択しました。合計 1 件選択中です。`]);
});
