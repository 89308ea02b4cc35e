/**
 * The member picker with checkAccess on the sandbox page: picked people who cannot open the file
 * are marked in the selected panel and listed as the confirm payload's noAccess; a failed check
 * marks them "Access not checked", lists nobody and leaves OK working.
 */
import type { Locator, Page } from '@playwright/test';
import { RECENT, startsWithName } from './support/dataset';
import { TITLE_EN, browseList, expect, pick, selectedList, test } from './support/fixtures';

/** A document in the signed-in user's own space: nobody else can open it. */
const OWN_FILE = '570000100001';
const NOTE = 'Cannot open this file';
const UNKNOWN = 'Access not checked';

interface AccessPayload {
  items: Array<{ name: string }>;
  noAccess: Array<{ key: string; id: string; name: string }>;
  accessCheck: string;
}

/** Opens the picker checking access to OWN_FILE and picks the first two recent contacts. */
async function pickTwo(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('en');
  await page.getByRole('textbox', { name: 'Check access for file id' }).fill(OWN_FILE);
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const dialog = page.getByRole('dialog', { name: TITLE_EN });
  const list = browseList(dialog);
  for (const name of RECENT.slice(0, 2)) {
    await pick(list.getByRole('option', { name: startsWithName(name) }));
  }
  await expect(selectedList(dialog).getByRole('listitem')).toHaveCount(2);
  return dialog;
}

async function confirmedPayload(page: Page): Promise<AccessPayload> {
  const pre = page.getByRole('region', { name: 'Confirm payload' }).getByLabel('Confirm payload');
  await expect(pre).not.toHaveText('Nothing confirmed yet.');
  return JSON.parse((await pre.textContent()) ?? '{}') as AccessPayload;
}

test('picked people who cannot open the file are marked and listed as noAccess', async ({
  page,
}) => {
  const dialog = await pickTwo(page);
  const chips = selectedList(dialog).getByRole('listitem');
  for (const name of RECENT.slice(0, 2)) {
    await expect(chips.filter({ hasText: name })).toContainText(NOTE);
  }
  await dialog.getByRole('button', { name: 'OK' }).click();
  const payload = await confirmedPayload(page);
  expect(payload.accessCheck).toBe('done');
  expect(payload.items.map((item) => item.name)).toEqual([...RECENT.slice(0, 2)]);
  expect(payload.noAccess.map((person) => person.name)).toEqual([...RECENT.slice(0, 2)]);
});

test('a failed check reads "Access not checked", lists nobody, and OK still works', async ({
  page,
}) => {
  await page.route('**/api/v3/groups/*/files/permission/validusers', (route) =>
    route.fulfill({ status: 500, body: '{"result":"ServerError"}' }),
  );
  const dialog = await pickTwo(page);
  const chips = selectedList(dialog).getByRole('listitem');
  await expect(chips.filter({ hasText: UNKNOWN })).toHaveCount(2);
  await expect(selectedList(dialog).getByText(NOTE)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  const payload = await confirmedPayload(page);
  expect(payload).toMatchObject({ accessCheck: 'failed', noAccess: [] });
  expect(payload.items).toHaveLength(2);
});
