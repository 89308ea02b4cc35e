/**
 * Finder flows the other browser tests leave out, by role in the sandbox: rename mode, save mode's
 * check of the preset's folder, restriction turned off on leaving for a company without one, the
 * refusal to copy a folder into itself, the latest folder saved after a commit, and the transfer
 * limit of 100.
 */
import type { APIRequestContext, Locator } from '@playwright/test';
import {
  commitInfo,
  fileInFolder as anyFileInFolder,
  openFinder,
  rootFiles,
  rowByTitle,
  rows,
  serveGeneratedRoot,
  restrictedCompanyFile,
  suiteGet,
  type DriveRow,
} from './support/finder';
import { expect, test } from './support/fixtures';

const hasExtension = (file: DriveRow) => /\.\w+$/.test(file.fname);

/** A folder of a team's root and a file inside it whose name has an extension. */
function fileInFolder(request: APIRequestContext, tid: number | string) {
  return anyFileInFolder(request, tid, { wanted: hasExtension });
}

/** A file row by its exact name, scrolled to from the top of the (virtual) list. */
async function rowFromTop(dialog: Locator, name: string): Promise<Locator> {
  const list = dialog.getByRole('listbox', { name: 'Files' });
  const target = list.getByRole('option', { name: new RegExp(name.replace('.', '\\.')) });
  await list.evaluate((element) => element.scrollTo(0, 0));
  for (let step = 0; step < 60 && (await target.count()) === 0; step += 1) {
    await list.evaluate((element) => element.scrollBy(0, 200));
    await dialog.page().waitForTimeout(50);
  }
  await expect(target).toBeVisible();
  return target;
}

/**
 * The row at `index` of the (virtual) list, scrolled to in one step (its rows are one height),
 * checked to be the file `name`.
 */
async function rowAt(dialog: Locator, index: number, name: string): Promise<Locator> {
  const list = dialog.getByRole('listbox', { name: 'Files' });
  await list.evaluate((element, at) => {
    const row = element.querySelector('.pk-finder-row');
    const height = row?.getBoundingClientRect().height ?? 0;
    element.scrollTo(0, Math.max(0, at * height - element.clientHeight / 2));
  }, index);
  const target = list.locator(`[role=option][id$="-row-${index}"]`);
  await expect(target.locator('.pk-item__title')).toHaveText(name);
  return target;
}

function current(dialog: Locator): Locator {
  return dialog.getByRole('navigation', { name: 'Path' }).locator('[aria-current=page]');
}

test('rename mode: the copy suffix by default, the extension put back on commit', async ({
  page,
  request,
}) => {
  const { folder, file } = await fileInFolder(request, 'special');
  const stem = file.fname.replace(/\.\w+$/, '');
  const ext = file.fname.slice(stem.length);
  const dialog = await openFinder(page, {
    action: 'save',
    presets: [{ id: file.id, groupid: file.groupid, fname: file.fname }],
    features: { includes: ['CUR_SCENE', 'rename'] },
  });
  await expect(current(dialog)).toHaveText(folder.fname);
  const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue(`${stem}(copy)`);
  await name.fill('Bad: name');
  await expect(dialog.getByRole('alert').filter({ hasText: 'cannot contain' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await name.fill('Quarter summary');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await commitInfo(page)).name).toBe(`Quarter summary${ext}`);
});

test('rename mode without the copy suffix when the host hides it', async ({ page, request }) => {
  const { file } = await fileInFolder(request, 'special');
  const dialog = await openFinder(page, {
    action: 'save',
    presets: [{ id: file.id, groupid: file.groupid, fname: file.fname }],
    features: { includes: ['CUR_SCENE', 'rename'] },
    hideCopySuffix: true,
  });
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    file.fname.replace(/\.\w+$/, ''),
  );
});

test('save mode: a preset whose folder cannot be read lands on the default location', async ({
  page,
  request,
  suite,
}) => {
  const { folder, file } = await fileInFolder(request, 'special');
  await suite.inject(`/drive/api/v5/groups/${file.groupid}/files/${folder.id}/path`, {
    status: 500,
    count: 1,
  });
  const dialog = await openFinder(page, {
    action: 'save',
    presets: [{ id: file.id, groupid: file.groupid }],
  });
  await expect(current(dialog)).toHaveText('My Documents');
  await expect(dialog.getByRole('dialog', { name: 'Tip' })).toHaveCount(0);
});

test('save mode: a preset whose folder is readable lands in that folder', async ({
  page,
  request,
}) => {
  const { folder, file } = await fileInFolder(request, 'special');
  const dialog = await openFinder(page, {
    action: 'save',
    presets: [{ id: file.id, groupid: file.groupid }],
  });
  await expect(current(dialog)).toHaveText(folder.fname);
});

test('copy from a restricted enterprise: leaving for a folder without restriction turns it off', async ({
  page,
  request,
  suite,
}) => {
  const { folder, file } = await restrictedCompanyFile(request, suite, hasExtension);
  const start = Math.floor(Date.now() / 1000) - 2505600;
  const latest = (
    await suiteGet<{ data: Array<{ name: string; corpid?: number; type: number }> }>(
      request,
      `/kdteam/api/v1/folder/selector?startTime=${start}&endTime=null`,
      'plus',
    )
  ).data.slice(0, 20);
  const personal = latest.find((f) => !f.corpid && f.type === 0)!;
  const dialog = await openFinder(page, {
    action: 'copy',
    user: 'plus',
    presets: [{ id: file.id, groupid: file.groupid }],
  });
  await expect(current(dialog)).toHaveText(folder.fname);
  const shared = dialog
    .getByRole('navigation', { name: 'Locations' })
    .getByRole('button', { name: 'Shared' });
  await expect(shared).toHaveAttribute('aria-disabled', 'true');
  await dialog
    .getByRole('navigation', { name: 'Recent folders' })
    .getByRole('button', { name: personal.name, exact: true })
    .first()
    .click();
  await expect(current(dialog)).toHaveText(personal.name);
  await expect(shared).not.toHaveAttribute('aria-disabled', 'true');
  await shared.click();
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('Shared');
  await expect(page.getByRole('dialog', { name: 'Tip' })).toHaveCount(0);
});

test('copy refuses a folder into itself, with the reason beside the button', async ({
  page,
  request,
}) => {
  const folder = (await rootFiles(request, 'special')).find((f) => f.ftype === 'folder')!;
  const dialog = await openFinder(page, {
    action: 'copy',
    presets: [{ id: folder.id, groupid: folder.groupid }],
  });
  const copy = dialog.getByRole('button', { name: 'Copy', exact: true });
  await expect(current(dialog)).toHaveText('My Documents');
  await (await rowByTitle(dialog, folder.fname)).click();
  await expect(current(dialog)).toHaveText(folder.fname);
  await expect(
    dialog.getByText('A folder cannot be copied into itself or one of its subfolders.'),
  ).toBeVisible();
  await expect(copy).toBeDisabled();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(current(dialog)).toHaveText('My Documents');
  await expect(
    dialog.getByText('A folder cannot be copied into itself or one of its subfolders.'),
  ).toHaveCount(0);
});

test('a directory commit saves the folder as the latest one', async ({ page, request }) => {
  const folder = (await rootFiles(request, 'special')).find((f) => f.ftype === 'folder')!;
  const saved = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes('/kdteam/api/v1/folder/selector/'),
  );
  const dialog = await openFinder(page, { action: 'selectDir' });
  await (await rowByTitle(dialog, folder.fname)).click();
  await expect(current(dialog)).toHaveText(folder.fname);
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  const request_ = await saved;
  expect(request_.url()).toMatch(new RegExp(`/kdteam/api/v1/folder/selector/${folder.id}$`));
  expect(request_.postDataJSON()).toEqual({ type: 0 });
  const start = Math.floor(Date.now() / 1000) - 2505600;
  const latest = await suiteGet<{ data: Array<{ id: number }> }>(
    request,
    `/kdteam/api/v1/folder/selector?startTime=${start}&endTime=null`,
  );
  expect(latest.data[0].id).toBe(folder.id);
});

test('transfer selects exactly 100 files at most: select-all stops there and says so', async ({
  page,
}) => {
  // 120 rows loaded page by page as the list scrolls: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const TOTAL = 120;
  await serveGeneratedRoot(page, { total: TOTAL, firstId: 910000000, name: 'Transfer file' });
  const dialog = await openFinder(page, {
    action: 'transfer',
    user: 'plus',
    transferUserId: '1000003',
    transferCompanyId: '0',
  });
  const list = dialog.getByRole('listbox', { name: 'Files' });
  await expect(rows(dialog).first()).toBeVisible();
  const last = list.getByRole('option', { name: /Transfer file 119\.docx/ });
  for (let step = 0; step < 100 && !(await last.isVisible()); step++) {
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await page.waitForTimeout(100);
  }
  const selectAll = dialog.getByRole('checkbox', { name: 'Select all' });
  const tip = page.getByRole('dialog', { name: 'Tip' });
  const count = dialog.getByText(/^Selected: \d+$/);
  await selectAll.click();
  // finder.md section 4: select-all adds up to the limit and shows the max-files message.
  await expect(tip).toContainText('Select up to 100 files');
  await page.keyboard.press('Enter');
  await expect(tip).toBeHidden();
  await expect(count).toHaveText('Selected: 100');
  await expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
  // The first 100 selectable rows in list order are the ones taken: the root's own entries
  // above the files count too, so the last file taken is the 100th row.
  // The first file is near the top (found from there); the others are reached by their index:
  // walking 120 rows from the top for each of them took most of the test's time under load.
  const firstFile = await rowFromTop(dialog, 'Transfer file 0.docx');
  const above = Number((await firstFile.getAttribute('id'))?.replace(/^.*-row-/, ''));
  expect(above).toBeGreaterThanOrEqual(0);
  const file = (n: number) => rowAt(dialog, above + n, `Transfer file ${n}.docx`);
  const lastTaken = 99 - above;
  const firstLeft = 100 - above;
  await expect(firstFile).toHaveAttribute('aria-selected', 'true');
  await expect(await file(lastTaken)).toHaveAttribute('aria-selected', 'true');
  await expect(await file(firstLeft)).toHaveAttribute('aria-selected', 'false');
  await expect(await file(119)).toHaveAttribute('aria-selected', 'false');
  // At the limit a 101st pick is refused with the tip, and the count stays at 100.
  await (await file(119)).click();
  await expect(tip).toContainText('Select up to 100 files');
  await page.keyboard.press('Enter');
  await expect(tip).toBeHidden();
  await expect(count).toHaveText('Selected: 100');
  await expect(await file(119)).toHaveAttribute('aria-selected', 'false');
  // Below the limit again, one more pick is taken without a tip: 100 is allowed, 101 is not.
  await (await file(lastTaken)).click();
  await expect(count).toHaveText('Selected: 99');
  await (await file(119)).click();
  await expect(count).toHaveText('Selected: 100');
  await expect(await file(119)).toHaveAttribute('aria-selected', 'true');
  await expect(tip).toBeHidden();
});
