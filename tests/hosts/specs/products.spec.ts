/**
 * A host app built from the packed tarball: each product opens, a pick is made and confirmed, and
 * the host receives the payload, with no console error or warning, page error or CSP violation
 * (fixtures.ts), under the policy the page is served with and with the products' styles in force.
 */
import { RECENT, startsWithName } from '../../e2e/support/dataset';
import { TITLE_EN, pick } from '../../e2e/support/fixtures';
import { files, recent } from '../../e2e/support/finder';
import { expect, expectPolicy, expectStyled, hostResult, test } from './fixtures';

test.beforeEach(async ({ page, hostPage, csp }) => {
  const response = await page.goto(hostPage);
  expect(response?.status()).toBe(200);
  expectPolicy(response?.headers()['content-security-policy'], csp);
});

test('member picker: open, pick a recent contact, confirm; the host receives it', async ({
  page,
  csp,
}) => {
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const dialog = page.getByRole('dialog', { name: TITLE_EN });
  await expect(dialog).toBeVisible();
  const row = dialog.getByRole('option', { name: startsWithName(RECENT[0]) });
  await expect(row).toBeVisible();
  await expectStyled(page, csp);
  await pick(row);
  await dialog.getByRole('button', { name: 'OK' }).click();
  const received = await hostResult(page);
  expect(received.product).toBe('member-picker');
  const payload = received.payload as { items: Array<{ name: string }> };
  expect(payload.items.map((item) => item.name)).toEqual([RECENT[0]]);
  await expect(dialog).toBeHidden();
});

test('union selector: open, pick a contact, insert; the host receives it', async ({
  page,
  csp,
}) => {
  await page.getByRole('button', { name: 'Open union selector' }).click();
  const region = page.getByRole('region', { name: 'Insert', exact: true });
  await expect(region).toBeVisible();
  await region.getByRole('tab', { name: 'Contacts' }).click();
  const option = region.getByRole('listbox', { name: 'Contacts' }).getByRole('option').nth(1);
  await expect(option).toBeVisible();
  await expectStyled(page, csp);
  const name = (await option.textContent()) ?? '';
  await option.click();
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await region.getByRole('button', { name: 'Insert' }).click();
  const received = await hostResult(page);
  expect(received.product).toBe('union-selector');
  const payload = received.payload as { items: Array<{ _type: string; name: string }> };
  expect(payload.items).toHaveLength(1);
  expect(payload.items[0]._type).toBe('user');
  expect(name).toContain(payload.items[0].name);
  await expect(region).toBeHidden();
});

test('finder: open, pick a recent file, OK; the host receives it', async ({ page, csp }) => {
  // The finder's flows sign in as the personal user (as the browser suite's do).
  await page.context().addCookies([{ name: 'pk_user', value: 'personal', url: page.url() }]);
  await page.getByRole('button', { name: 'Open finder' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await recent(dialog);
  await expectStyled(page, csp);
  const file = files(dialog).locator('[role=option][data-selectable]').first();
  const name = (await file.locator('.pk-item__title').textContent()) ?? '';
  await file.click();
  await expect(file).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  const received = await hostResult(page);
  expect(received.product).toBe('finder');
  const payload = received.payload as { files: Array<{ fname: string }> };
  expect(payload.files.map((entry) => entry.fname)).toEqual([name]);
});
