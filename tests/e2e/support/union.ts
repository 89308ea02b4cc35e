/** Page helpers of the union selector's browser flows (sandbox page "Union selector"). */
import type { Locator, Page } from '@playwright/test';
import { chooseTheme, expect, type SandboxTheme } from './fixtures';

export interface UnionOpenOptions {
  multiple?: boolean;
  language?: string;
  includeFileExts?: string;
  minTime?: string;
  maxTime?: string;
  /** The panel's accessible name (the sidebar title in the chosen language). */
  title?: string;
  /** Check who of the picked people can open the file `fid`. */
  checkAccess?: boolean;
  /** The sandbox's theme switches. */
  theme?: SandboxTheme;
}

/** Loads the union selector page, sets the options, opens the selector; returns its region. */
export async function openUnion(page: Page, options: UnionOpenOptions = {}): Promise<Locator> {
  await page.goto('/#union-selector');
  await page.getByRole('link', { name: 'Union selector' }).click();
  if (options.multiple) await page.getByRole('checkbox', { name: 'multiple' }).check();
  if (options.checkAccess) {
    await page.getByRole('checkbox', { name: 'checkAccess (who can open fid)' }).check();
  }
  if (options.language) {
    await page.getByRole('combobox', { name: 'Language' }).selectOption(options.language);
  }
  if (options.includeFileExts !== undefined) {
    await page
      .getByRole('textbox', { name: 'includeFileExts (comma separated)' })
      .fill(options.includeFileExts);
  }
  if (options.minTime !== undefined) {
    await page.getByRole('textbox', { name: 'timeSelect.minTime (HH:mm)' }).fill(options.minTime);
  }
  if (options.maxTime !== undefined) {
    await page.getByRole('textbox', { name: 'timeSelect.maxTime (HH:mm)' }).fill(options.maxTime);
  }
  await chooseTheme(page, options.theme);
  await page.getByRole('button', { name: 'Open union selector' }).click();
  const region = page.getByRole('region', { name: options.title ?? 'Insert', exact: true });
  await expect(region).toBeVisible();
  return region;
}

/** The inserted payload the sandbox shows, parsed. */
export async function insertedPayload(page: Page): Promise<{
  items: Array<Record<string, unknown>>;
  remind: boolean;
  tab: string;
}> {
  const pre = page.locator('pre[aria-label="Inserted payload"]');
  await expect(pre).not.toHaveText('Nothing inserted yet.');
  return JSON.parse((await pre.textContent()) ?? '{}');
}

/** Rows are throttled per row (500 ms single, 300 ms multi): wait out a window between clicks. */
export const UNION_ROW_THROTTLE_MS = 500;
