/**
 * The finder's drive calls in the sandbox when a list answer is not an array: the user sees an
 * error with a way to try again, never an empty list.
 */
import { files, openFinder } from './support/finder';
import { expect, test } from './support/fixtures';

test('a companies answer that is not a list is an error page, and Refresh recovers', async ({
  page,
  suite,
}) => {
  await suite.inject('/drive/api/v5/companies', { listNotArray: 'companies', count: 1 });
  const dialog = await openFinder(page, { user: 'plus' });
  // Without a server message the error page shows the page-error text (finder.md section 8).
  await expect(dialog.getByRole('alert')).toContainText('The page could not be loaded.');
  await expect(files(dialog)).toBeHidden();
  await dialog.getByRole('button', { name: 'Refresh' }).click();
  await expect(files(dialog).locator('[role=option]').first()).toBeVisible();
});
