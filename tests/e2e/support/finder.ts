/** Page helpers of the finder's browser flows (sandbox page "Finder"). */
import type { Locator, Page } from '@playwright/test';
import { chooseTheme, expect, type SandboxTheme } from './fixtures';

export interface FinderForm {
  action?: string;
  language?: string;
  excludes?: string;
  limit?: string;
  user?: 'personal' | 'plus';
  /** The tabs input (JSON list or object). */
  tabs?: string;
  /** The sandbox's theme switches. */
  theme?: SandboxTheme;
}

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
  await chooseTheme(page, form.theme);
  await page.getByRole('button', { name: 'Open finder' }).click();
  return page.getByRole('dialog');
}

/** The finder's file list. */
export function files(dialog: Locator): Locator {
  return dialog.getByRole('listbox', { name: 'Files' });
}

/** Recent files: a list of files only (My Documents starts with its folders). */
export async function recent(dialog: Locator): Promise<Locator> {
  await dialog
    .getByRole('navigation', { name: 'Locations' })
    .getByRole('button', { name: 'Recent' })
    .click();
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('Recent');
  const rows = files(dialog).locator('[role=option]');
  await expect(rows.first()).toBeVisible();
  return rows;
}
