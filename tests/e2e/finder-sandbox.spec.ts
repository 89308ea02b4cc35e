/**
 * The sandbox's finder page can exercise the spec's inputs: an appKey shows the finder's usage
 * events, the language is free text (an unknown one falls back), and a fault can answer any result
 * code on the finder's write calls.
 */
import { files, openFinder } from './support/finder';
import { expect, test } from './support/fixtures';

test('with an appKey the usage events show on the page', async ({ page }) => {
  await page.goto('/#finder');
  await page.getByLabel('appKey (sends usage events)').fill('sandbox-finder');
  const dialog = await openFinder(page, { action: 'selectDir' });
  await expect(files(dialog).locator('[role=option]').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(
    page.getByRole('list', { name: 'Usage events' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('an unknown free-text language falls back with a warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const dialog = await openFinder(page, { language: 'xx-YY' });
  await expect(dialog.getByRole('navigation', { name: 'Locations' })).toContainText('My Documents');
  expect(warnings.join('\n')).toContain('xx-YY');
});

test('a fault answers a chosen result code on the new-folder call', async ({ page }) => {
  await page.goto('/#finder');
  const suitePanel = page.getByRole('region', { name: 'Fake suite' });
  await suitePanel
    .getByRole('combobox', { name: 'Path', exact: true })
    .selectOption({ label: 'New folder (POST files/folder)' });
  await suitePanel.getByRole('combobox', { name: 'Fault', exact: true }).selectOption('resultCode');
  await suitePanel.getByRole('textbox', { name: 'Result code' }).fill('fileNameConflict');
  await suitePanel.getByRole('button', { name: 'Inject fault' }).click();
  await expect(suitePanel.getByRole('status')).toHaveText('Fault injected');
  const dialog = await openFinder(page, { action: 'selectDir' });
  await dialog.getByRole('button', { name: 'New folder' }).click();
  const name = dialog.getByRole('textbox', { name: 'New folder name' });
  await name.fill('Plans');
  await name.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Tip' })).toContainText(
    'A file or folder with this name already exists.',
  );
});
