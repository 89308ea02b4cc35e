/**
 * The finder's folders and actions in the sandbox, by role: create a folder with an invalid name
 * first; transfer with Move disabled for a file that lacks move; save refused in a read-only
 * team folder, with the reason shown.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

interface ActionForm {
  action: string;
  user?: 'personal' | 'plus';
  transferUserId?: string;
  transferCompanyId?: string;
}

async function openFinder(page: Page, form: ActionForm): Promise<Locator> {
  await page
    .context()
    .addCookies([{ name: 'pk_user', value: form.user ?? 'personal', url: 'http://127.0.0.1' }]);
  await page.goto('/#finder');
  const inputs = page.getByRole('region', { name: 'Finder inputs' });
  await inputs.getByLabel('action', { exact: true }).selectOption(form.action);
  if (form.transferUserId) await inputs.getByLabel('transfer.userId').fill(form.transferUserId);
  if (form.transferCompanyId) {
    await inputs.getByLabel('transfer.companyId').fill(form.transferCompanyId);
  }
  await page.getByRole('button', { name: 'Open finder' }).click();
  return page.getByRole('dialog');
}

function rows(dialog: Locator): Locator {
  return dialog.getByRole('listbox', { name: 'Files' }).locator('[role=option]');
}

/** A row of the virtual list by its title, scrolling the list until it is rendered. */
async function row(dialog: Locator, text: RegExp): Promise<Locator> {
  const list = dialog.getByRole('listbox', { name: 'Files' });
  await expect(rows(dialog).first()).toBeVisible();
  const target = rows(dialog)
    .filter({ has: dialog.page().locator('.pk-item__title', { hasText: text }) })
    .first();
  for (let step = 0; step < 40 && (await target.count()) === 0; step += 1) {
    await list.evaluate((element) => element.scrollBy(0, 280));
    await list.page().waitForTimeout(50);
  }
  await target.scrollIntoViewIfNeeded();
  return target;
}

async function commitInfo(page: Page): Promise<Record<string, unknown>> {
  const pre = page.locator('pre[aria-label="Commit info"]');
  await expect(pre).not.toHaveText('Nothing committed yet.');
  return JSON.parse((await pre.textContent()) ?? '{}') as Record<string, unknown>;
}

test('creates a folder: an invalid name first is refused in a dialog, then the folder opens', async ({
  page,
}) => {
  const dialog = await openFinder(page, { action: 'save' });
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path).toContainText('My Documents');
  await dialog.getByRole('button', { name: 'New folder' }).click();
  const name = dialog.getByRole('textbox', { name: 'New folder name' });
  await expect(name).toBeFocused();
  await name.fill('Q3: plans');
  await name.press('Enter');
  const tip = page.getByRole('dialog', { name: 'Tip' });
  await expect(tip).toContainText('A name cannot contain any of \\ / : * ? " < > |');
  await page.keyboard.press('Enter');
  await expect(tip).toBeHidden();
  await expect(name).toBeFocused();
  await name.fill('Q3 plans');
  await dialog.getByRole('button', { name: 'Create folder' }).click();
  await expect(path.locator('[aria-current=page]')).toHaveText('Q3 plans');
  await expect(name).toBeHidden();
  await expect(dialog.getByText('No files here yet')).toBeVisible();
  // Back in My Documents the new folder is listed; it opens again and is saved into.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(path.locator('[aria-current=page]')).toHaveText('My Documents');
  await (await row(dialog, /^Q3 plans$/)).click();
  await expect(path.locator('[aria-current=page]')).toHaveText('Q3 plans');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  const info = await commitInfo(page);
  expect((info.path as { id: number }).id).toBeGreaterThan(0);
});

test('transfer: Move and Copy instead of OK; Move disabled for a file that lacks move', async ({
  page,
}) => {
  const dialog = await openFinder(page, {
    action: 'transfer',
    user: 'plus',
    transferUserId: '1000003',
    transferCompanyId: '0',
  });
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('My Documents');
  await expect(dialog.getByRole('button', { name: 'OK' })).toHaveCount(0);
  const move = dialog.getByRole('button', { name: 'Move', exact: true });
  const copy = dialog.getByRole('button', { name: 'Copy', exact: true });
  await expect(move).toBeDisabled();
  await expect(copy).toBeDisabled();

  const own = await row(dialog, /\.pdf$/);
  await own.click();
  await expect(move).toBeEnabled();
  await expect(copy).toBeEnabled();

  const shared = await row(dialog, /^Shared .*\.xlsx$/);
  await shared.click();
  await expect(move).toBeDisabled();
  await expect(copy).toBeEnabled();
  // The refusal beside the buttons (the other status is the announcer's live region).
  await expect(dialog.locator('.pk-finder-refusal')).toHaveText('A selected file cannot be moved.');

  await copy.click();
  const info = await commitInfo(page);
  expect(info.operation).toBe('copy');
  expect((info.files as Array<{ ftype: string }>).map((f) => f.ftype).sort()).toEqual([
    'file',
    'sharefile',
  ]);
});

test('save into a read-only team folder is refused and says why', async ({ page }) => {
  const dialog = await openFinder(page, { action: 'save' });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('My Documents');
  await expect(save).toBeEnabled();
  await dialog
    .getByRole('navigation', { name: 'Locations' })
    .getByRole('button', { name: 'My Teams' })
    .click();
  await (await row(dialog, /Launch team 15/)).click();
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('Launch team 15');
  await expect(save).toBeDisabled();
  await expect(dialog.locator('.pk-finder-refusal')).toHaveText(
    'You can only view this folder. Choose a folder you can edit.',
  );
  await expect(dialog.getByRole('button', { name: 'New folder' })).toHaveCount(0);
  await expect(page.locator('pre[aria-label="Commit info"]')).toHaveText('Nothing committed yet.');
});
