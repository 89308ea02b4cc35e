/**
 * Pasting a list into the search box (member picker and union selector): the entries resolve
 * against the fake suite's directory, the unique matches are picked, and the report under the box
 * says what happened, in the words the live region says once.
 */
import type { Locator } from '@playwright/test';
import { expectSaid, liveRegion, recordAnnouncements } from './support/announcer';
import { RECENT, RECENT_IDS } from './support/dataset';
import { expect, openPicker, selectedList, test } from './support/fixtures';
import { insertedPayload, openUnion } from './support/union';

const [GAO, LUO, CHEN] = RECENT;
const emailOf = (name: (typeof RECENT)[number]) => `u${RECENT_IDS[name]}@pickerkit.test`;
const phoneOf = (name: (typeof RECENT)[number]) => `138${RECENT_IDS[name].padStart(8, '0')}`;

/** Pastes text into a search box as the browser does (a paste event with the clipboard's text). */
async function pasteInto(box: Locator, text: string): Promise<void> {
  await box.focus();
  await box.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

const LIST = [
  `${GAO} <${emailOf(GAO).toUpperCase()}>`,
  `+86 ${phoneOf(LUO)}`,
  emailOf(CHEN),
  'nobody@pickerkit.test',
  'a@-pickerkit.test',
].join('\n');
const SUMMARY = 'Pasted list: 3 added, 1 not found, 1 not an e-mail address or phone number.';

test('member picker: a pasted list is picked and reported, and the report is announced once', async ({
  page,
}) => {
  const dialog = await openPicker(page);
  await recordAnnouncements(dialog);
  const box = dialog.getByRole('searchbox', { name: 'Search' });
  await pasteInto(box, LIST);

  const report = dialog.getByRole('group', { name: 'Pasted list' });
  await expect(report.getByText(SUMMARY)).toBeVisible();
  await expectSaid(dialog, [SUMMARY]);
  await expect(liveRegion(dialog)).toHaveText(SUMMARY);
  // The box was not searched for the whole text.
  await expect(box).toHaveValue('');
  await expect(report.getByRole('listitem')).toHaveText([
    'nobody@pickerkit.testNot found',
    'a@-pickerkit.testNot an e-mail address',
  ]);
  for (const name of [GAO, LUO, CHEN]) {
    await expect(
      selectedList(dialog).getByRole('button', { name: `Remove ${name}` }),
    ).toBeVisible();
  }

  await report.getByRole('button', { name: 'Undo' }).click();
  await expect(report).toBeHidden();
  await expect(selectedList(dialog).getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expectSaid(dialog, [SUMMARY, '3 removed. 0 selected in total.']);
});

test('member picker: unresolved entries are copied back in one action', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const dialog = await openPicker(page);
  await pasteInto(dialog.getByRole('searchbox', { name: 'Search' }), LIST);
  const report = dialog.getByRole('group', { name: 'Pasted list' });
  await report.getByRole('button', { name: 'Copy unresolved' }).click();
  await expect(report.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'nobody@pickerkit.test\na@-pickerkit.test',
  );
});

test('union selector: a pasted list is picked, reported and announced, and inserted', async ({
  page,
}) => {
  const region = await openUnion(page, { multiple: true });
  await recordAnnouncements(region);
  await pasteInto(region.getByRole('searchbox', { name: 'Search' }), LIST);
  const report = region.getByRole('group', { name: 'Pasted list' });
  await expect(report.getByText(SUMMARY)).toBeVisible();
  await expectSaid(region, [SUMMARY]);
  await region.getByRole('button', { name: 'Insert', exact: true }).click();
  const payload = await insertedPayload(page);
  expect(payload.items.map((item) => item.name)).toEqual([GAO, LUO, CHEN]);
});
