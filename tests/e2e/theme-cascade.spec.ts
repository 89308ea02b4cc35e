/**
 * How a host themes a product with plain CSS, and the `auto` mode, in a browser:
 * - a `--pk-*` property set on a wrapper of the product reaches it (and the tokens derived from
 *   it), in the light and the dark theme, with no `!important` and no selector of the host's
 *   aimed at the product's insides;
 * - one set by a class of the host's on the product's root element wins too;
 * - `auto` follows the system's colour scheme, and changes live when the scheme changes.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openUnion } from './support/union';

const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(31, 32, 35)';

async function computed(locator: Locator, property: string): Promise<string> {
  return locator.evaluate(
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  );
}

for (const mode of ['light', 'dark'] as const) {
  test(`${mode}: tokens set on a wrapper and on the root by the host win`, async ({ page }) => {
    const region = await openUnion(page, { theme: { mode } });
    const selectedTab = region.getByRole('tab', { selected: true });
    await expect(page.locator('.pk-union-selector')).toHaveAttribute('data-pk-theme', mode);
    expect(await computed(region, 'background-color')).toBe(mode === 'dark' ? DARK_BG : LIGHT_BG);

    // The host's wrapper (the sandbox's .sb-union-host) sets the accent.
    await page.addStyleTag({
      content:
        '.sb-union-host { --pk-primary: rgb(0, 170, 119); }\n.host-paper { --pk-bg: rgb(250, 240, 230); }',
    });
    await expect.poll(() => computed(selectedTab, 'border-left-color')).toBe('rgb(0, 170, 119)');
    // The accent's text shade derives from it (75% with black in light, 60% with white in dark;
    // color-mix() computes to a color(srgb …) value).
    const text = await computed(selectedTab, 'color');
    expect(text).toBe(mode === 'dark' ? 'color(srgb 0.4 0.8 0.68)' : 'color(srgb 0 0.5 0.35)');

    // A class of the host's on the product's root element.
    await page.locator('.pk-union-selector').evaluate((root) => root.classList.add('host-paper'));
    await expect.poll(() => computed(region, 'background-color')).toBe('rgb(250, 240, 230)');
  });
}

test('auto follows the system colour scheme, live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const region = await openUnion(page, { theme: { mode: 'auto' } });
  await expect(page.locator('.pk-union-selector')).toHaveAttribute('data-pk-theme', 'auto');
  expect(await computed(region, 'background-color')).toBe(DARK_BG);
  expect(await computed(region, 'color-scheme')).toBe('dark');

  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => computed(region, 'background-color')).toBe(LIGHT_BG);
  expect(await computed(region, 'color-scheme')).toBe('light');

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => computed(region, 'background-color')).toBe(DARK_BG);
});
