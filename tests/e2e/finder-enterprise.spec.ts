/**
 * The finder's enterprise switcher and restriction in the sandbox, by role: switching to an
 * enterprise and back, an IP-forbidden enterprise, copy from a restricted enterprise with its
 * tip, copy with a preset file landing in its folder, axe on the switcher.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  companies,
  fileInFolder as anyFileInFolder,
  openFinder as openSandboxFinder,
  restrictedCompanyFile,
  RESTRICTED_COMPANY_ID,
  type FinderForm,
} from './support/finder';
import { expect, test } from './support/fixtures';

const IP_FORBIDDEN_COMPANY_ID = 8800011;
const COPY_TIP = 'Files of this enterprise can only be copied within the enterprise.';

/** A folder of a team and a file inside it, as the plus user sees them. */
function fileInFolder(request: APIRequestContext, tid: number | string) {
  return anyFileInFolder(request, tid, { user: 'plus' });
}

/** The finder as the plus user, once its path shows. */
async function openFinder(page: Page, form: FinderForm = {}): Promise<Locator> {
  const dialog = await openSandboxFinder(page, { ...form, user: 'plus' });
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toBeVisible();
  return dialog;
}

async function openSwitcher(dialog: Locator): Promise<Locator> {
  await dialog.getByRole('button', { name: /^Switch workspace/ }).click();
  const list = dialog.getByRole('list', { name: 'Workspaces' });
  await expect(list).toBeVisible();
  return list;
}

test('switch to an enterprise and back to the personal space', async ({ page, request }) => {
  const all = await companies(request);
  const other = all.find(
    (c) =>
      c.id !== RESTRICTED_COMPANY_ID && c.view_status[0].status === 'normal' && c.id !== all[0].id,
  )!;
  const dialog = await openFinder(page);
  const menu = dialog.getByRole('navigation', { name: 'Locations' });
  await expect(menu.getByRole('button', { name: 'Enterprise space' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  let list = await openSwitcher(dialog);
  await list.getByRole('button', { name: other.name, exact: true }).click();
  await expect(list).toBeHidden();
  await expect(
    dialog.getByRole('button', { name: `Switch workspace, current: ${other.name}` }),
  ).toBeVisible();
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText(other.name);
  list = await openSwitcher(dialog);
  await expect(list.getByRole('button', { name: other.name, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await list.getByRole('button', { name: 'Kdocs', exact: true }).click();
  await expect(menu.getByRole('button', { name: 'My Documents' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    dialog.getByRole('button', { name: 'Switch workspace, current: Kdocs' }),
  ).toBeVisible();
});

test('an IP-forbidden enterprise is disabled and says why', async ({ page, request }) => {
  const walled = (await companies(request)).find((c) => c.id === IP_FORBIDDEN_COMPANY_ID)!;
  const dialog = await openFinder(page);
  const list = await openSwitcher(dialog);
  const entry = list.getByRole('button', { name: walled.name, exact: true });
  await expect(entry).toHaveAttribute('aria-disabled', 'true');
  await expect(entry).toHaveAccessibleDescription(`Not available: ${walled.view_status[0].reason}`);
  await expect(list.getByText(walled.view_status[0].reason!)).toBeVisible();
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(list).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: /^Switch workspace, current: / }),
  ).not.toHaveAccessibleName(`Switch workspace, current: ${walled.name}`);
});

test('copy from a restricted enterprise: other workspaces and Shared are refused with the copy tip', async ({
  page,
  request,
  suite,
}) => {
  // Its private groups carry no restriction here, so switching stays on (see the next test).
  const { company: strict, folder, file } = await restrictedCompanyFile(request, suite);
  const dialog = await openFinder(page, {
    action: 'copy',
    presets: JSON.stringify([{ id: file.id, groupid: file.groupid }]),
  });
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path.locator('[aria-current=page]')).toHaveText(folder.fname);
  const list = await openSwitcher(dialog);
  const personal = list.getByRole('button', { name: 'Kdocs', exact: true });
  await expect(personal).toHaveAttribute('aria-disabled', 'true');
  await personal.hover();
  await expect(list.getByRole('tooltip')).toHaveText(COPY_TIP);
  await expect(personal).toHaveAccessibleDescription(COPY_TIP);
  await expect(list.getByRole('button', { name: strict.name, exact: true })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  const shared = dialog
    .getByRole('navigation', { name: 'Locations' })
    .getByRole('button', { name: 'Shared' });
  await expect(shared).toHaveAttribute('aria-disabled', 'true');
  await shared.focus();
  await page.keyboard.press('Enter');
  const tip = page.getByRole('dialog', { name: 'Tip' });
  await expect(tip).toContainText(COPY_TIP);
  await expect(path.locator('[aria-current=page]')).toHaveText(folder.fname);
});

test('copy from a restricted enterprise whose private groups are restricted: the switcher is read-only', async ({
  page,
  request,
}) => {
  const strict = (await companies(request)).find((c) => c.id === RESTRICTED_COMPANY_ID)!;
  const { folder, file } = await fileInFolder(request, strict.corpspecial.id);
  const dialog = await openFinder(page, {
    action: 'copy',
    presets: JSON.stringify([{ id: file.id, groupid: file.groupid }]),
  });
  await expect(
    dialog.getByRole('navigation', { name: 'Path' }).locator('[aria-current=page]'),
  ).toHaveText(folder.fname);
  await expect(dialog.getByText(`Workspace: ${strict.name}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Switch workspace/ })).toHaveCount(0);
});

test('copy with a preset file lands in its folder and commits that folder', async ({
  page,
  request,
}) => {
  const { folder, file } = await fileInFolder(request, 'special');
  const dialog = await openFinder(page, {
    action: 'copy',
    presets: JSON.stringify([{ id: file.id, groupid: file.groupid }]),
  });
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path.locator('[aria-current=page]')).toHaveText(folder.fname);
  await expect(
    dialog
      .getByRole('navigation', { name: 'Locations' })
      .getByRole('button', { name: 'My Documents' }),
  ).toHaveAttribute('aria-current', 'page');
  // In copy mode the OK button says what it does.
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog).toBeHidden();
  const info = JSON.parse(
    (await page.locator('pre[aria-label="Commit info"]').textContent()) ?? '{}',
  ) as { path: { id: number; groupid: number }; company: { id: number } };
  expect(info.path).toMatchObject({ id: folder.id, groupid: file.groupid });
  expect(info.company.id).toBe(0);
});

test('moveIn: a restricted enterprise is disabled with its tooltip; axe finds no serious or critical violation', async ({
  page,
  request,
}) => {
  const strict = (await companies(request)).find((c) => c.id === RESTRICTED_COMPANY_ID)!;
  const dialog = await openFinder(page, { action: 'moveIn' });
  const list = await openSwitcher(dialog);
  const entry = list.getByRole('button', { name: strict.name, exact: true });
  await expect(entry).toHaveAttribute('aria-disabled', 'true');
  await entry.hover();
  await expect(list.getByRole('tooltip')).toHaveText(
    'Files of this enterprise cannot be moved out of it.',
  );
  const results = await new AxeBuilder({ page }).include('.pk-finder-switcher').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
});
