/**
 * The member picker's look at the three widths a host uses (400 narrow, 540 default, 800 wide) in
 * the five languages: the tabs keep one row and every tab can be reached and shown whole, member
 * names are not cut below a readable length, the narrow layout puts the selected panel in a strip
 * under the list, and a screenshot of each is saved under test-results/look/ to be looked at.
 */
import type { Locator, Page } from '@playwright/test';
import { configure, expect, pick, test } from './support/fixtures';

// Each test opens the picker, walks every tab and picks twice: more than the default 30 s on a
// loaded machine.
test.describe.configure({ timeout: 90_000 });

const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'ja', 'th'] as const;
const WIDTHS = [400, 540, 800] as const;
/** A name shown at least this wide (about 6 Latin letters or 4 Han characters) is readable. */
const READABLE_PX = 60;

async function openAt(page: Page, language: string, width: number): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page.getByRole('spinbutton', { name: 'Width' }).fill(String(width));
  await configure(page, { language });
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('option').first()).toBeVisible();
  return dialog;
}

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, `${locator.toString()} has a box`).not.toBeNull();
  return found as Box;
}

/** Every tab on one row, and each one, once active through the keys, shown whole in the bar. */
async function expectTabsOnOneRowAndReachable(dialog: Locator): Promise<void> {
  const tablist = dialog.getByRole('tablist');
  const tabs = tablist.getByRole('tab');
  const shownCount = await tabs.count();
  expect(shownCount).toBeGreaterThan(2);
  const tops = await tabs.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size, 'the tabs sit on one row').toBe(1);
  // Tabs that do not fit are under More; the keys reach them too.
  let count = shownCount;
  const more = dialog.locator('button.pk-tabs__more');
  if ((await more.count()) > 0) {
    await more.click();
    // The open menu is a chunk of its own: count its items once it is shown.
    await expect(dialog.page().getByRole('menu')).toBeVisible();
    count += await dialog.page().getByRole('menuitem').count();
    await dialog.page().keyboard.press('Escape');
  }
  expect(count).toBeGreaterThan(3);
  await tabs.first().focus();
  for (let index = 0; index < count; index++) {
    if (index > 0) await dialog.page().keyboard.press('ArrowRight');
    const tab = tablist.getByRole('tab', { selected: true });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toBeFocused();
    const bar = await box(tablist);
    const shown = await box(tab);
    expect(shown.x, `tab ${index} starts inside the bar`).toBeGreaterThanOrEqual(bar.x - 1);
    expect(shown.x + shown.width, `tab ${index} ends inside the bar`).toBeLessThanOrEqual(
      bar.x + bar.width + 1,
    );
  }
  await dialog.page().keyboard.press('Home');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
}

/** The names of the first rows are whole, or at least READABLE_PX wide. */
async function expectReadableNames(dialog: Locator): Promise<void> {
  const names = dialog.locator('[role="option"] .pk-item__title > span:first-child');
  await expect(names.first()).toBeVisible();
  const widths = await names.evaluateAll((elements) =>
    elements.slice(0, 6).map((element) => ({
      text: element.textContent,
      shown: element.getBoundingClientRect().width,
      whole: element.scrollWidth <= Math.ceil(element.getBoundingClientRect().width) + 1,
    })),
  );
  expect(widths.length).toBeGreaterThan(0);
  for (const name of widths) {
    expect(
      name.whole || name.shown >= READABLE_PX,
      `"${name.text}" is shown ${name.shown}px wide`,
    ).toBe(true);
  }
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`${language} at ${width}px: one row of tabs, readable names, screenshot`, async ({
      page,
    }) => {
      const dialog = await openAt(page, language, width);
      expect(Math.round((await box(dialog)).width)).toBe(width);
      await expectTabsOnOneRowAndReachable(dialog);
      await expectReadableNames(dialog);
      // Two people picked, so the panel (or the strip) shows chips.
      const options = dialog.getByRole('option');
      await pick(options.nth(0));
      await pick(options.nth(1));
      const strip = dialog.locator('.pk-selected__toggle');
      if (width < 480) {
        await expect(strip).toHaveAttribute('aria-expanded', 'false');
        await strip.click();
        await expect(strip).toHaveAttribute('aria-expanded', 'true');
        await expect(dialog.getByRole('listitem')).toHaveCount(2);
      } else {
        await expect(strip).toHaveCount(0);
      }
      await page.waitForTimeout(250);
      await dialog.screenshot({ path: `test-results/look/picker-${language}-${width}.png` });
    });
  }
}

test('the narrow layout gives the list the width and keeps the count and buttons in view', async ({
  page,
}) => {
  const dialog = await openAt(page, 'en', 400);
  const list = dialog.getByRole('listbox').first();
  expect((await box(list)).width).toBeGreaterThan(340);
  const toggle = dialog.getByRole('button', { name: '0 Selected' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeInViewport();
  await toggle.click();
  await expect(dialog.getByText('No members selected yet. Tick them in the list.')).toBeVisible();
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the host sets the height; the default is 640', async ({ page }) => {
  const dialog = await openAt(page, 'en', 540);
  expect(Math.round((await box(dialog)).height)).toBe(640);
});
