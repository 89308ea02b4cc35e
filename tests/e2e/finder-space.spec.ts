/**
 * The finder's private space and read-only directories in the sandbox, by role: unlocking with a
 * wrong then the right password, the attempts left, using them all up, OK refused in a read-only
 * directory, and axe on the unlock form.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { SUITE, expect, test } from './support/fixtures';

const PASSWORD = 'Secret#2026';

interface Form {
  user?: 'personal' | 'plus';
  action?: string;
  tabs?: string;
  path?: string;
}

async function openFinder(page: Page, form: Form = {}): Promise<Locator> {
  await page
    .context()
    .addCookies([{ name: 'pk_user', value: form.user ?? 'plus', url: 'http://127.0.0.1' }]);
  await page.goto('/#finder');
  const inputs = page.getByRole('region', { name: 'Finder inputs' });
  if (form.action) await inputs.getByLabel('action', { exact: true }).selectOption(form.action);
  if (form.tabs) await inputs.getByLabel('tabs (JSON list or object)').fill(form.tabs);
  if (form.path) await inputs.getByLabel('path (JSON)').fill(form.path);
  await page.getByRole('button', { name: 'Open finder' }).click();
  return page.getByRole('dialog');
}

/** My Documents of the plus user, then the private folder at its root. */
async function openPrivateFolder(page: Page): Promise<Locator> {
  const dialog = await openFinder(page, { tabs: '["MyDocs"]' });
  const row = dialog
    .getByRole('listbox', { name: 'Files' })
    .getByRole('option', { name: /Private Files/ });
  await row.click();
  await expect(dialog.getByRole('form', { name: 'Private files' })).toBeVisible();
  return dialog;
}

test('unlock the private space: a wrong password, then the attempts, then the right one', async ({
  page,
}) => {
  const dialog = await openPrivateFolder(page);
  const password = dialog.getByLabel('Password');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    /\/account\/secret\/forgot-password$/,
  );
  // The footer is hidden on the unlock screen.
  await expect(dialog.getByRole('button', { name: 'OK' })).toHaveCount(0);

  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter the password.');
  await expect(password).toBeFocused();

  await password.fill('not-it');
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect password.');
  await password.fill('still-not-it');
  await password.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect password, 5 more attempts.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await password.fill(PASSWORD);
  await confirm.click();
  await expect(dialog.getByRole('form', { name: 'Private files' })).toHaveCount(0);
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('Private files');
  await expect(
    dialog.getByRole('listbox', { name: 'Files' }).getByRole('option').first(),
  ).toBeVisible();
});

test('exhaust the attempts: try again tomorrow, even with the right password', async ({ page }) => {
  const dialog = await openPrivateFolder(page);
  const password = dialog.getByLabel('Password');
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  const expected = [
    'Incorrect password.',
    'Incorrect password, 5 more attempts.',
    'Incorrect password, 4 more attempts.',
    'Incorrect password, 3 more attempts.',
    'Incorrect password, 2 more attempts.',
    'Incorrect password, 1 more attempts.',
    'Too many wrong passwords. Please try again tomorrow.',
  ];
  for (const [index, message] of expected.entries()) {
    await password.fill(`wrong-${index}`);
    await confirm.click();
    await expect(dialog.getByRole('alert')).toHaveText(message);
  }
  await password.fill(PASSWORD);
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Too many wrong passwords. Please try again tomorrow.',
  );
  await expect(dialog.getByRole('form', { name: 'Private files' })).toBeVisible();
});

test('an expired membership shows the renew link instead of the form', async ({ page }) => {
  const dialog = await openFinder(page, { user: 'personal' });
  const row = dialog
    .getByRole('listbox', { name: 'Files' })
    .getByRole('option', { name: /Private Files/ });
  await expect(row).toContainText('Membership expired');
  await row.click();
  await expect(dialog.getByRole('heading', { name: 'Membership expired' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Renew' })).toHaveAttribute(
    'href',
    /\/vip\/renew$/,
  );
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
});

test('save: OK is disabled in a read-only directory and enabled in a writable one', async ({
  page,
}) => {
  const groups = (await (
    await page.request.get(`${SUITE}/drive/api/v5/groups?count=50`, {
      headers: { cookie: 'pk_user=plus' },
    })
  ).json()) as { groups: Array<{ id: number; user_role?: string; type: string }> };
  const readOnly = groups.groups.find((g) => g.type === 'normal' && g.user_role === 'read_member');
  const writable = groups.groups.find((g) => g.type === 'normal' && g.user_role === 'admin');
  expect(readOnly && writable).toBeTruthy();

  for (const [team, enabled] of [
    [readOnly!, false],
    [writable!, true],
  ] as const) {
    const dialog = await openFinder(page, {
      action: 'save',
      path: JSON.stringify({ name: 'TeamFiles', params: { tid: team.id, fid: 0 } }),
    });
    await expect(dialog.getByRole('listbox', { name: 'Files' })).toBeVisible();
    // In save mode the OK button says what it does.
    const ok = dialog.getByRole('button', { name: 'Save', exact: true });
    if (enabled) await expect(ok).toBeEnabled();
    else await expect(ok).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});

test('certification: bind a phone, then back to where the finder landed', async ({ page }) => {
  await page
    .context()
    .addCookies([{ name: 'pk_user', value: 'personal', url: 'http://127.0.0.1' }]);
  await page.goto('/#finder');
  await page.getByRole('checkbox', { name: 'Open at the certification step' }).check();
  await page.getByRole('button', { name: 'Open finder' }).click();
  const dialog = page.getByRole('dialog');
  const form = dialog.getByRole('form', { name: 'Bind a phone number' });
  await expect(form).toBeVisible();
  await form.getByLabel('Phone number').fill('13800138000');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('status')).toHaveText('A verification code was sent.');
  await form.getByLabel('Verification code').fill('123456');
  await form.getByRole('button', { name: 'Bind' }).click();
  await expect(form).toHaveCount(0);
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('My Documents');
});

test('axe: the unlock form has no serious or critical violation', async ({ page }) => {
  const dialog = await openPrivateFolder(page);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter the password.');
  const results = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
