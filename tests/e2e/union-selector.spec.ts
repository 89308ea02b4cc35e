/** The union selector in Chromium, by role and accessible name (sandbox page "Union selector"). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';
import { insertedPayload, openUnion, UNION_ROW_THROTTLE_MS } from './support/union';

test('opens on the all tab with recommended people and switches tabs by mouse', async ({
  page,
}) => {
  const region = await openUnion(page);
  await expect(region.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  const all = region.getByRole('listbox', { name: 'All' });
  await expect(all.getByRole('option').first()).toBeVisible();
  await expect(region.getByText('Recommended')).toBeVisible();

  await region.getByRole('tab', { name: 'Cloud Documents' }).click();
  const docs = region.getByRole('listbox', { name: 'Cloud Documents' });
  await expect(docs.getByRole('option').first()).toBeVisible();
  await expect(region.getByText('Recent')).toBeVisible();
  await expect(region.getByRole('button', { name: 'Select from docs' })).toBeVisible();

  await region.getByRole('tab', { name: 'Group' }).click();
  await expect(
    region.getByRole('listbox', { name: 'Group' }).getByRole('option').first(),
  ).toContainText('Team');
});

test('keyboard: Up and Down move between tabs, Right and Left move between sidebar and list, Enter picks @react18', async ({
  page,
}) => {
  const region = await openUnion(page);
  const all = region.getByRole('tab', { name: 'All' });
  await all.focus();
  await page.keyboard.press('ArrowDown');
  const contacts = region.getByRole('tab', { name: 'Contacts' });
  await expect(contacts).toHaveAttribute('aria-selected', 'true');
  await expect(contacts).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(all).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');

  const list = region.getByRole('listbox', { name: 'Contacts' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(list).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('option', { selected: true })).toHaveCount(1);
  await page.keyboard.press('ArrowLeft');
  await expect(contacts).toBeFocused();
});

test('search shows highlighted hits of the tab shown', async ({ page }) => {
  const region = await openUnion(page);
  await region.getByRole('tab', { name: 'Contacts' }).click();
  await expect(
    region.getByRole('listbox', { name: 'Contacts' }).getByRole('option').first(),
  ).toBeVisible();
  await region.getByRole('searchbox', { name: 'Search' }).fill('Li');
  const results = region.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await expect(results.locator('em').first()).toHaveText(/li/i);
});

test('single mode: a click replaces the pick and Insert hands over one person with remind on', async ({
  page,
}) => {
  const region = await openUnion(page);
  await region.getByRole('tab', { name: 'Contacts' }).click();
  const options = region.getByRole('listbox', { name: 'Contacts' }).getByRole('option');
  await options.nth(1).click();
  await page.waitForTimeout(UNION_ROW_THROTTLE_MS + 50);
  await options.nth(2).click();
  await expect(
    region.getByRole('listbox', { name: 'Contacts' }).getByRole('option', { selected: true }),
  ).toHaveCount(1);
  const name = (await options.nth(2).textContent()) ?? '';
  await region.getByRole('button', { name: 'Insert' }).click();
  const payload = await insertedPayload(page);
  expect(payload.items).toHaveLength(1);
  expect(payload.items[0]).toMatchObject({ _type: 'user' });
  expect(name).toContain(String(payload.items[0].name));
  expect(payload.remind).toBe(true);
  expect(payload.tab).toBe('contact');
});

test('multi mode: several people inserted together, remind turned off', async ({ page }) => {
  const region = await openUnion(page, { multiple: true });
  await region.getByRole('tab', { name: 'Contacts' }).click();
  const list = region.getByRole('listbox', { name: 'Contacts' });
  await list.getByRole('option').nth(1).click();
  await list.getByRole('option').nth(2).click();
  await list.getByRole('option').nth(3).click();
  await expect(list.getByRole('option', { selected: true })).toHaveCount(3);
  await region.getByRole('checkbox', { name: 'Remind others by message' }).click();
  await region.getByRole('button', { name: 'Insert' }).click();
  const payload = await insertedPayload(page);
  expect(payload.items).toHaveLength(3);
  expect(payload.items.every((item) => item._type === 'user')).toBe(true);
  expect(payload.remind).toBe(false);
});

test('a file whose extension is not in includeFileExts is shown disabled and cannot be picked', async ({
  page,
}) => {
  const region = await openUnion(page, { includeFileExts: 'docx' });
  await region.getByRole('tab', { name: 'Cloud Documents' }).click();
  const list = region.getByRole('listbox', { name: 'Cloud Documents' });
  const other = list.getByRole('option', { disabled: true }).first();
  await expect(other).toHaveAttribute('aria-disabled', 'true');
  await expect(other).toContainText('This file type cannot be inserted');
  await expect(other).not.toContainText('.docx');
  await other.click({ force: true });
  await expect(other).toHaveAttribute('aria-selected', 'false');
  // The list renders the rows in view: scroll until a .docx file is among them.
  const docx = list.getByRole('option', { name: /\.docx/ }).first();
  await list.hover();
  for (let step = 0; step < 30 && (await docx.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 240);
  }
  await expect(docx).not.toHaveAttribute('aria-disabled', 'true');
  await expect(region.getByRole('button', { name: 'Insert' })).toBeDisabled();
});

test('the time tab: pick a day, turn on time setting, pick 09:30; slots outside minTime and maxTime are disabled', async ({
  page,
}) => {
  const region = await openUnion(page, { minTime: '09:00', maxTime: '18:00' });
  await region.getByRole('tab', { name: 'Time' }).click();
  await expect(region.getByRole('searchbox')).toHaveCount(0);
  const grid = region.getByRole('grid');
  const day = grid.getByRole('gridcell').nth(17);
  await day.click();
  await expect(day).toHaveAttribute('aria-selected', 'true');
  const date = await region.getByRole('textbox', { name: 'Date (yyyy-mm-dd)' }).inputValue();

  await region.getByRole('checkbox', { name: 'Time setting' }).click();
  await region.getByRole('button', { name: 'Time: 00:00' }).click();
  const slots = region.getByRole('listbox', { name: 'Times' });
  await expect(slots.getByRole('option', { name: '09:00', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(slots.getByRole('option', { name: '08:30', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(slots.getByRole('option', { name: '18:00', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await slots.getByRole('option', { name: '09:30', exact: true }).click();
  await expect(region.getByRole('button', { name: 'Time: 09:30' })).toBeVisible();

  await region.getByRole('button', { name: 'Time: 09:30' }).click();
  await page.keyboard.press('Escape');
  await expect(region.getByRole('listbox', { name: 'Times' })).toHaveCount(0);

  await region.getByRole('button', { name: 'Insert' }).click();
  const payload = await insertedPayload(page);
  expect(payload.items).toEqual([{ _type: 'time', date, time: '09:30' }]);
});

test('a failing tab shows the error view and recovers on click', async ({ page, suite }) => {
  await suite.inject('/account/api/contact/user/groups', { status: 500 });
  const region = await openUnion(page);
  await region.getByRole('tab', { name: 'Group' }).click();
  const retry = region.getByRole('button', { name: 'An error occurs. Click to retry.' });
  await expect(retry).toBeVisible();
  await suite.clearFaults();
  await retry.click();
  await expect(
    region.getByRole('listbox', { name: 'Group' }).getByRole('option').first(),
  ).toBeVisible();
});

for (const [tab, path, empty] of [
  ['Group', '/account/api/contact/user/groups', 'The list is empty'],
  ['Cloud Documents', '/drive/api/v5/roaming', 'The file is empty'],
] as const) {
  test(`a ${tab} answer that is not a list ({}) shows the error view, not "${empty}", and retry recovers`, async ({
    page,
    suite,
  }) => {
    await suite.inject(path, { body: {} });
    const region = await openUnion(page);
    await region.getByRole('tab', { name: tab }).click();
    const retry = region.getByRole('button', { name: 'An error occurs. Click to retry.' });
    await expect(retry).toBeVisible();
    await expect(region.getByText(empty)).toHaveCount(0);
    await suite.clearFaults();
    await retry.click();
    await expect(
      region.getByRole('listbox', { name: tab }).getByRole('option').first(),
    ).toBeVisible();
  });
}

test('Japanese labels', async ({ page }) => {
  const region = await openUnion(page, { language: 'ja', title: '挿入' });
  await expect(region.getByRole('tab', { name: 'すべて' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(region.getByRole('tab', { name: 'クラウドドキュメント' })).toBeVisible();
  await expect(region.getByRole('button', { name: '挿入' })).toBeVisible();
  await expect(region.getByText('メッセージで他のメンバーに通知')).toBeVisible();
});

test('no serious or critical axe violation (list with a pick, time tab with the dropdown open)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const region = await openUnion(page, { multiple: true });
  await region.getByRole('listbox', { name: 'All' }).getByRole('option').first().click();
  const scan = async () =>
    (await new AxeBuilder({ page }).include('.pk-union-selector').analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.html.slice(0, 100)).join(' | ')}`);
  expect(await scan()).toEqual([]);
  await region.getByRole('tab', { name: 'Time' }).click();
  await region.getByRole('checkbox', { name: 'Time setting' }).click();
  await region.getByRole('button', { name: 'Time: 00:00' }).click();
  expect(await scan()).toEqual([]);
});
