/** A failing source shows the error panel; a click retries once the fault is gone. */
import { RECENT, startsWithName } from './support/dataset';
import { browseList, expect, openPicker, test } from './support/fixtures';

/** The recent contacts of a company (plus) user: directory /api/v2/recent/contacts. */
const RECENT_PATH = '/directory/api/v2/recent/contacts';

test('a failing source shows the error panel and recovers on click', async ({ page, suite }) => {
  await suite.inject(RECENT_PATH, { status: 500 });
  const dialog = await openPicker(page);

  const retry = dialog.getByRole('button', { name: 'An error occurs. Click to retry.' });
  await expect(retry).toBeVisible();
  // The failure is said once, politely, by the live region (not by an alert on the panel).
  await expect(dialog.locator('[data-pk-announcer]')).toHaveText(
    'The list could not be loaded. Use the retry button to try again.',
  );
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(browseList(dialog)).toHaveCount(0);

  await suite.clearFaults();
  await retry.click();
  await expect(
    browseList(dialog).getByRole('option', { name: startsWithName(RECENT[0]) }),
  ).toBeVisible();
  await expect(retry).toBeHidden();
});

test('a network error on the same source shows the same panel', async ({ page, suite }) => {
  await suite.inject(RECENT_PATH, { networkError: true });
  const dialog = await openPicker(page);
  const retry = dialog.getByRole('button', { name: 'An error occurs. Click to retry.' });
  await expect(retry).toBeVisible();

  // Still failing: a click keeps the panel.
  await retry.click();
  await expect(retry).toBeVisible();

  await suite.clearFaults();
  await expect(async () => {
    await retry.click();
    await expect(browseList(dialog)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
});
