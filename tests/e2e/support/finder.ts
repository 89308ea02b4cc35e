/** Page helpers of the finder's browser flows (sandbox page "Finder") and the suite's drive data. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { SUITE, chooseTheme, expect, type SandboxTheme, type SuiteControl } from './fixtures';

export interface FinderForm {
  action?: string;
  language?: string;
  excludes?: string;
  limit?: string;
  user?: 'personal' | 'plus';
  /** The tabs input (JSON list or object). */
  tabs?: string;
  /** file.presets: JSON text, or a value written as JSON. */
  presets?: unknown;
  /** The features input: JSON text, or a value written as JSON. */
  features?: unknown;
  hideCopySuffix?: boolean;
  transferUserId?: string;
  transferCompanyId?: string;
  /** The sandbox's theme switches. */
  theme?: SandboxTheme;
}

const asJson = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** Sets the sandbox's finder inputs and opens the finder; returns its dialog. */
export async function openFinder(page: Page, form: FinderForm = {}): Promise<Locator> {
  await page.context().addCookies([
    {
      name: 'pk_user',
      value: form.user ?? 'personal',
      url: page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url(),
    },
  ]);
  await page.goto('/#finder');
  const inputs = page.getByRole('region', { name: 'Finder inputs' });
  if (form.action) await inputs.getByLabel('action', { exact: true }).selectOption(form.action);
  if (form.language) await inputs.getByLabel('language', { exact: true }).fill(form.language);
  if (form.excludes) await inputs.getByLabel('file.excludes (comma list)').fill(form.excludes);
  if (form.limit) await inputs.getByLabel('file.fileLitmitNum').fill(form.limit);
  if (form.tabs) await inputs.getByLabel('tabs (JSON list or object)').fill(form.tabs);
  if (form.presets !== undefined) {
    await inputs.getByLabel('file.presets (JSON)').fill(asJson(form.presets));
  }
  if (form.features !== undefined) {
    await inputs.getByLabel('featrues (JSON list or object)').fill(asJson(form.features));
  }
  if (form.hideCopySuffix) await inputs.getByLabel('hideCopySuffix').check();
  if (form.transferUserId) await inputs.getByLabel('transfer.userId').fill(form.transferUserId);
  if (form.transferCompanyId) {
    await inputs.getByLabel('transfer.companyId').fill(form.transferCompanyId);
  }
  await chooseTheme(page, form.theme);
  await page.getByRole('button', { name: 'Open finder' }).click();
  return page.getByRole('dialog');
}

/** The finder's file list. */
export function files(dialog: Locator): Locator {
  return dialog.getByRole('listbox', { name: 'Files' });
}

/** The rows of the file list (those the virtual list has rendered). */
export function rows(dialog: Locator): Locator {
  return files(dialog).locator('[role=option]');
}

/**
 * A row of the virtual list by its title, scrolling the list down until it is rendered, and
 * scrolled into view.
 */
export async function rowByTitle(dialog: Locator, title: string | RegExp): Promise<Locator> {
  const list = files(dialog);
  await expect(rows(dialog).first()).toBeVisible();
  const target = rows(dialog)
    .filter({ has: dialog.page().locator('.pk-item__title', { hasText: title }) })
    .first();
  for (let step = 0; step < 40 && (await target.count()) === 0; step += 1) {
    await list.evaluate((element) => element.scrollBy(0, 280));
    await list.page().waitForTimeout(50);
  }
  await target.scrollIntoViewIfNeeded();
  return target;
}

/** The sandbox's "Commit info" panel, once the finder committed. */
export async function commitInfo(page: Page): Promise<Record<string, unknown>> {
  const pre = page.locator('pre[aria-label="Commit info"]');
  await expect(pre).not.toHaveText('Nothing committed yet.');
  return JSON.parse((await pre.textContent()) ?? '{}') as Record<string, unknown>;
}

/** Opens the first folder of the list; returns its name. */
export async function openFirstFolder(dialog: Locator): Promise<string> {
  const folder = rows(dialog)
    .filter({ has: dialog.page().locator('[data-icon=folder]') })
    .first();
  const name = (await folder.locator('.pk-item__title').textContent()) ?? '';
  await folder.click();
  return name;
}

/** Recent files: a list of files only (My Documents starts with its folders). */
export async function recent(dialog: Locator): Promise<Locator> {
  await dialog
    .getByRole('navigation', { name: 'Locations' })
    .getByRole('button', { name: 'Recent' })
    .click();
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('Recent');
  const list = rows(dialog);
  await expect(list.first()).toBeVisible();
  return list;
}

/** Files `offset` to `end` (excluded) of a generated listing: `${name} <n>.docx`, newest first. */
export function generatedFiles(
  { firstId, name }: { firstId: number; name: string },
  offset: number,
  end: number,
): Array<Record<string, unknown>> {
  return Array.from({ length: end - offset }, (_, i) => ({
    id: firstId + offset + i,
    fname: `${name} ${offset + i}.docx`,
    ftype: 'file',
    fsize: 1,
    groupid: 1,
    corpid: 0,
    linkgroupid: 0,
    ext: 'docx',
    mtime: 1767221266 - offset - i,
  }));
}

/**
 * Serves the root listing of every team (parentid 0) from `total` generated files named
 * `${name} <n>.docx`, in pages of the size asked; other listings go to the suite.
 */
export async function serveGeneratedRoot(
  page: Page,
  { total, firstId, name }: { total: number; firstId: number; name: string },
): Promise<void> {
  await page.route(/\/suite\/drive\/api\/v5\/groups\/[^/]+\/files\?/, async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('parentid') !== '0') return route.fallback();
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const count = Number(url.searchParams.get('count') ?? 20);
    const end = Math.min(total, offset + count);
    const generated = generatedFiles({ firstId, name }, offset, end);
    await route.fulfill({
      json: {
        result: 'ok',
        files: generated,
        next_offset: end >= total ? -1 : end,
        next_filter: '',
      },
    });
  });
}

/** A file or folder of a listing, as the fake suite serves it. */
export interface DriveRow {
  id: number;
  fname: string;
  ftype: string;
  groupid: number;
}

/** A GET of the fake suite's drive service, signed in as `user`. */
export async function suiteGet<T>(
  request: APIRequestContext,
  path: string,
  user: 'personal' | 'plus' = 'personal',
): Promise<T> {
  const response = await request.get(`${SUITE}/drive${path}`, {
    headers: { cookie: `pk_user=${user}` },
  });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** A company of the drive's company list. */
export interface DriveCompany {
  id: number;
  name: string;
  view_status: Array<{ status: string; reason?: string }>;
  corpspecial: { id: number };
}

/** The companies the plus user's drive lists. */
export async function companies(request: APIRequestContext): Promise<DriveCompany[]> {
  return (await suiteGet<{ companies: DriveCompany[] }>(request, '/api/v5/companies', 'plus'))
    .companies;
}

/** The root listing of a team. */
export async function rootFiles(
  request: APIRequestContext,
  tid: number | string,
  user: 'personal' | 'plus' = 'personal',
): Promise<DriveRow[]> {
  return (await suiteGet<{ files: DriveRow[] }>(request, `/api/v5/groups/${tid}/files`, user))
    .files;
}

/** A folder of a team's root and a file inside it (one `wanted` accepts, any file by default). */
export async function fileInFolder(
  request: APIRequestContext,
  tid: number | string,
  {
    user = 'personal',
    wanted = () => true,
  }: {
    user?: 'personal' | 'plus';
    wanted?: (file: DriveRow) => boolean;
  } = {},
): Promise<{ folder: DriveRow; file: DriveRow }> {
  for (const folder of (await rootFiles(request, tid, user)).filter((f) => f.ftype === 'folder')) {
    const inside = await suiteGet<{ files: DriveRow[] }>(
      request,
      `/api/v5/groups/${tid}/files?parentid=${folder.id}`,
      user,
    );
    const file = inside.files.find((f) => f.ftype === 'file' && wanted(f));
    if (file) return { folder, file };
  }
  throw new Error(`no folder with a file in team ${tid}`);
}

/** The enterprise whose documents may only be copied within it (document security on). */
export const RESTRICTED_COMPANY_ID = 8800012;

/**
 * The restricted enterprise with private groups that carry no restriction (so the switcher stays
 * usable), and a folder of its space with a file in it (one `wanted` accepts), as the plus user.
 */
export async function restrictedCompanyFile(
  request: APIRequestContext,
  suite: SuiteControl,
  wanted?: (file: DriveRow) => boolean,
): Promise<{ company: DriveCompany; folder: DriveRow; file: DriveRow }> {
  await suite.inject('/drive/api/v5/companies/private_groups', {
    body: { result: 'ok', groups: [], restrict: false },
  });
  const company = (await companies(request)).find((c) => c.id === RESTRICTED_COMPANY_ID);
  if (!company) throw new Error(`no company ${RESTRICTED_COMPANY_ID} in the drive's list`);
  const found = await fileInFolder(request, company.corpspecial.id, { user: 'plus', wanted });
  return { company, ...found };
}
