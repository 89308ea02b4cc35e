/**
 * What the member picker tells its user inside the dialog: the limit tip beside onExceed, the
 * find-or-add prompt of a phone or e-mail search that found nobody, the business card's member
 * info placed clear of the search box, the centred error panel with its retry control, the empty
 * selection's own text, title rows only for several sources, drawn icons and marks instead of
 * glyphs, and the search text kept across tabs.
 */
import { MAIN_COMPANY, RECENT, RECENT_IDS, startsWithName } from './support/dataset';
import { browseList, expect, openOrgTree, openPicker, pick, test } from './support/fixtures';

test('going over the maximum shows the limit in the dialog and calls onExceed', async ({
  page,
}) => {
  const dialog = await openPicker(page, { maxCount: 1 });
  const options = browseList(dialog).getByRole('option');
  await pick(options.nth(0));
  await options.nth(1).click();
  await expect(dialog.getByRole('alert')).toHaveText('You can select up to 1');
  await expect(page.getByText('onExceed: 2 would exceed the maximum of 1')).toBeAttached();
  await expect(options.nth(1)).toHaveAttribute('aria-checked', 'false');
  // The tip goes by itself after a few seconds.
  await expect(dialog.getByRole('alert')).toHaveCount(0, { timeout: 7_000 });
});

test('a phone number nobody has offers to add the user by phone, in the list', async ({ page }) => {
  const dialog = await openPicker(page);
  await dialog.getByRole('searchbox').fill('13912345678');
  const prompt = dialog.getByRole('button', {
    name: 'No one found for 13912345678. Add the user by phone number',
  });
  await expect(prompt).toBeVisible();
  await expect(dialog.getByText('No matching members found')).toBeVisible();
  await prompt.click();
  await expect(page.getByText('onUserNotFound: phone 13912345678 (addByPhone)')).toHaveCount(2);
});

test('the oversea release offers a user search instead of add-by-phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Release' }).selectOption('oversea');
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill('13912345678');
  await expect(
    dialog.getByRole('button', { name: 'No one found for 13912345678. Search for the user' }),
  ).toBeVisible();
});

test('the business card shows name, department, id and the personal-centre link, clear of the search box', async ({
  page,
}) => {
  const dialog = await openPicker(page);
  const row = browseList(dialog).getByRole('option', { name: startsWithName(RECENT[0]) });
  await row.locator('.pk-idcard-button').click();
  const card = dialog.getByRole('dialog', { name: RECENT[0] });
  await expect(card).toBeVisible();
  await expect(card.getByText('User ID')).toBeVisible();
  await expect(card.getByText(RECENT_IDS[RECENT[0]], { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Personal center' })).toHaveAttribute(
    'href',
    new RegExp(`${RECENT_IDS[RECENT[0]]}$`),
  );
  const search = await dialog.getByRole('searchbox').boundingBox();
  const shown = await card.boundingBox();
  expect(search && shown).toBeTruthy();
  if (search && shown) {
    const overlaps = shown.y < search.y + search.height && shown.y + shown.height > search.y;
    expect(overlaps, 'the card does not cover the search box').toBe(false);
  }
});

test('the error panel is centred with an illustration and a retry control', async ({
  page,
  suite,
}) => {
  await suite.inject('/directory/api/v2/recent/contacts', { status: 500 });
  const dialog = await openPicker(page);
  const retry = dialog.getByRole('button', { name: 'An error occurs. Click to retry.' });
  await expect(retry).toBeVisible();
  await expect(retry.locator('svg')).toBeVisible();
  await expect(retry.getByText('Retry', { exact: true })).toBeVisible();
  const area = await dialog.locator('.pk-list-area').boundingBox();
  const panel = await retry.boundingBox();
  if (area && panel) {
    const centre = panel.x + panel.width / 2;
    expect(Math.abs(centre - (area.x + area.width / 2))).toBeLessThan(4);
  }
});

test('the empty selection says so; the Recent tab keeps its own text', async ({ page }) => {
  const dialog = await openPicker(page);
  await expect(dialog.getByText('No members selected yet. Tick them in the list.')).toBeVisible();
  await expect(dialog.getByText('Recently selected users will be displayed here')).toHaveCount(0);
});

test('no Unicode glyph icons: clear-all, toggles and menus are drawn', async ({ page }) => {
  const dialog = await openPicker(page);
  const clear = dialog.getByRole('button', { name: 'Clear' });
  await expect(clear.locator('svg')).toBeVisible();
  await expect(clear).toHaveText('');
  const text = await dialog.innerText();
  expect(text).not.toMatch(/[⌫›▾×]/);
});

test('companies and departments get their own drawn marks, each in its colour', async ({
  page,
}) => {
  const dialog = await openPicker(page);
  const tree = await openOrgTree(dialog, MAIN_COMPANY);
  const company = tree.locator('.pk-avatar--company').first();
  const department = tree.locator('.pk-avatar--department').first();
  await expect(company.locator('svg')).toBeVisible();
  await expect(department.locator('svg')).toBeVisible();
  const colours = await Promise.all(
    [company, department].map((mark) => mark.evaluate((e) => getComputedStyle(e).backgroundColor)),
  );
  expect(colours[0]).not.toBe(colours[1]);
});

test('switching tabs keeps the search text and its results', async ({ page }) => {
  const dialog = await openPicker(page);
  const box = dialog.getByRole('searchbox');
  await box.fill('Gao');
  const results = dialog.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await dialog.getByRole('tab', { name: 'Contacts' }).click();
  await expect(box).toHaveValue('Gao');
  await expect(results.getByRole('option').first()).toBeVisible();
});

test('a search answered by one source has no title row', async ({ page }) => {
  const dialog = await openPicker(page);
  await dialog.getByRole('searchbox').fill('Security 53');
  const results = dialog.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await expect(results.locator('.pk-row--title')).toHaveCount(0);
});
