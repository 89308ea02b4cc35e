/**
 * The sandbox's finder page can exercise the spec's inputs: an appKey shows the finder's usage
 * events, the language is free text (an unknown one falls back), and a fault can answer any result
 * code on the finder's write calls, and the fake suite's user settings (vip_level, company account,
 * role, unlock attempts) change what the finder shows.
 */
import type { Locator, Page } from '@playwright/test';
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

async function applyUserSettings(
  page: Page,
  settings: { vipLevel?: string; unlockAttempts?: string },
): Promise<void> {
  // A fresh page: a finder still open would cover the panel.
  await page.goto('about:blank');
  await page.goto('/#finder');
  const panel = page.getByRole('region', { name: 'User settings' });
  if (settings.vipLevel) {
    await panel.getByLabel('vip_level (private space from 20)').fill(settings.vipLevel);
  }
  if (settings.unlockAttempts) {
    await panel.getByLabel('unlock attempts a day').fill(settings.unlockAttempts);
  }
  await panel.getByRole('button', { name: 'Apply user settings' }).click();
  await expect(panel.getByRole('status')).toHaveText('User settings applied');
}

function privateFiles(dialog: Locator): Locator {
  return files(dialog).getByRole('option', { name: /Private Files/ });
}

test('a vip_level below 20 makes the private space a membership-expired one', async ({ page }) => {
  const seeded = await openFinder(page, { user: 'plus', tabs: '["MyDocs"]' });
  await expect(privateFiles(seeded)).toBeVisible();
  await expect(privateFiles(seeded)).not.toContainText('Membership expired');

  await applyUserSettings(page, { vipLevel: '10' });
  const dialog = await openFinder(page, { user: 'plus', tabs: '["MyDocs"]' });
  await expect(privateFiles(dialog)).toContainText('Membership expired');
  await privateFiles(dialog).click();
  await expect(dialog.getByRole('heading', { name: 'Membership expired' })).toBeVisible();
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
});

test('with two unlock attempts left a wrong password leaves one, then none', async ({ page }) => {
  await applyUserSettings(page, { unlockAttempts: '2' });
  const dialog = await openFinder(page, { user: 'plus', tabs: '["MyDocs"]' });
  await privateFiles(dialog).click();
  const password = dialog.getByLabel('Password');
  await password.fill('not-it');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect password, 1 more attempts.');
  await password.fill('still-not-it');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Too many wrong passwords. Please try again tomorrow.',
  );
});
