/**
 * Saves screenshots of each product's main states at 400, 540, 800 and 1280 px in en, zh-CN, ja
 * and th to test-results/screens/<language>/ (artefacts to look at, not snapshot assertions).
 * One page per language and product; the window is resized between widths.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import actionsEn from '../../plugins/drive/texts/actions/en';
import actionsJa from '../../plugins/drive/texts/actions/ja';
import actionsTh from '../../plugins/drive/texts/actions/th';
import actionsZhCN from '../../plugins/drive/texts/actions/zh-CN';

const WIDTHS = [400, 540, 800, 1280] as const;
const LANGUAGES = ['en', 'zh-CN', 'ja', 'th'] as const;
const HEIGHT = 800;
/** The finder's 'New folder' button in each language shot. */
const NEW_FOLDER: Record<(typeof LANGUAGES)[number], string> = {
  en: actionsEn.newFolder,
  'zh-CN': actionsZhCN.newFolder,
  ja: actionsJa.newFolder,
  th: actionsTh.newFolder,
};

test.describe.configure({ timeout: 120_000 });

/**
 * Screenshots at every width, named `<product>-<state>-<width>.png`: of the page (a dialog is
 * over it), or of `scope` (the union panel sits inside the page).
 */
async function shoot(
  page: Page,
  language: string,
  name: string,
  ready?: Locator,
  scope?: Locator,
): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    if (ready) await expect(ready).toBeVisible();
    await page.waitForTimeout(150);
    const path = `test-results/screens/${language}/${name}-${width}.png`;
    await (scope ? scope.screenshot({ path }) : page.screenshot({ path }));
  }
}

for (const language of LANGUAGES) {
  test(`member picker screens in ${language}`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
    await page.getByRole('button', { name: 'Open member picker' }).click();
    const dialog = page.getByRole('dialog');
    const options = dialog.getByRole('option');
    await expect(options.nth(1)).toBeVisible();
    await shoot(page, language, 'member-open', options.first());
    await options.nth(1).click();
    await options.nth(2).click();
    await shoot(page, language, 'member-selection', options.first());
    await dialog.locator('input[type=search], input[type=text]').first().fill('a');
    await shoot(page, language, 'member-search');
  });

  test(`union selector screens in ${language}`, async ({ page }) => {
    await page.goto('/#union-selector');
    await page.getByRole('link', { name: 'Union selector' }).click();
    await page.getByRole('checkbox', { name: 'multiple' }).check();
    await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
    await page.getByRole('button', { name: 'Open union selector' }).click();
    const union = page.locator('.pk-union');
    await expect(union.getByRole('option').first()).toBeVisible();
    await shoot(page, language, 'union-open', union.getByRole('option').first(), union);
    await union.getByRole('tab').nth(5).click();
    const docs = union.getByRole('option');
    await expect(docs.nth(1)).toBeVisible();
    await docs.first().click();
    await docs.nth(1).click();
    await shoot(page, language, 'union-docs-selection', docs.first(), union);
    await union.locator('input').first().fill('a');
    await shoot(page, language, 'union-docs-search', undefined, union);
  });

  test(`finder screens in ${language}`, async ({ page }) => {
    await page.goto('/#finder');
    const inputs = page.getByRole('region', { name: 'Finder inputs' });
    await inputs.getByLabel('action', { exact: true }).selectOption('save');
    await inputs.getByLabel('language', { exact: true }).fill(language);
    await page.getByRole('button', { name: 'Open finder' }).click();
    const dialog = page.getByRole('dialog').first();
    const rows = dialog.getByRole('listbox').first().getByRole('option');
    await expect(rows.first()).toBeVisible();
    await shoot(page, language, 'finder-open', rows.first());
    await page.keyboard.press('Tab');
    await shoot(page, language, 'finder-focus');
    // My Documents lists Devices first (read-only, no new folder there): open a folder of its own.
    const folders = dialog.locator('.pk-finder-row[data-kind=folder]').getByRole('option');
    const crumb = dialog.locator(
      '.pk-finder-crumbs:not(.pk-finder-crumbs--measure) [aria-current=page]',
    );
    const landing = (await crumb.textContent()) ?? '';
    await folders.nth(1).click();
    await expect(crumb).not.toHaveText(landing);
    await expect(rows.first().or(dialog.locator('.pk-empty-state'))).toBeVisible();
    await shoot(page, language, 'finder-browsing');
    await dialog.getByRole('button', { name: NEW_FOLDER[language], exact: true }).click();
    const name = dialog.locator('.pk-finder-newfolder__input');
    await expect(name).toBeVisible();
    await shoot(page, language, 'finder-new-folder-row');
    await name.fill('a:b');
    await name.press('Enter');
    // A name the rules refuse shows the Tip dialog over the finder.
    const tip = page.getByRole('dialog').nth(1);
    await expect(tip).toBeVisible();
    await shoot(page, language, 'finder-tip-dialog');
    await tip.getByRole('button').last().click();
    await expect(tip).toBeHidden();
    await name.press('Escape');
    const search = dialog.locator('.pk-finder-search input');
    await search.fill('a');
    await search.press('Enter');
    await expect(rows.first().or(dialog.locator('.pk-empty-state'))).toBeVisible();
    await shoot(page, language, 'finder-search');
  });
}

test('finder error screen at every width', async ({ page }) => {
  await page.route(/\/api\/v3\/groups\/special/, (route) =>
    route.fulfill({ status: 500, json: { result: 'ServerError', msg: 'Server error.' } }),
  );
  await page.goto('/#finder');
  await page.getByRole('button', { name: 'Open finder' }).click();
  await expect(page.locator('.pk-finder-error')).toBeVisible();
  await shoot(page, 'en', 'finder-error');
});
