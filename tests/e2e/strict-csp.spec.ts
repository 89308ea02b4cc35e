/**
 * The built package on a host page with `Content-Security-Policy: script-src 'self'`: the member
 * picker opens, browses, searches, selects and confirms, and the page reports no CSP violation
 * (securitypolicyviolation) and no console error (an EvalError from generated hook code was the
 * failure this guards against).
 *
 * Then the two ways a host whose policy forbids inline styles gets the pickers' CSS: under
 * `style-src 'self'` with pickerkit/styles.css linked and `injectStyles: false`, and under
 * `style-src 'nonce-…'` with the `nonce` option. In each, the three products keep their layout
 * (the member picker a centred modal of its size, the union panel its spec size, the finder its
 * mask and frame) and the page reports no violation.
 */
import type { Page } from '@playwright/test';
import { serveCspPage, STYLE_SELF_CSP, styleNonceCsp, type CspPage } from './support/cspPage';
import { RECENT, startsWithName } from './support/dataset';
import { clickRow, expect, pick, test } from './support/fixtures';

const CSP_PORT = Number(process.env.E2E_CSP_PORT ?? 5352);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4190);

let site: CspPage;
test.beforeAll(async () => {
  test.setTimeout(400_000);
  site = await serveCspPage(CSP_PORT, BACKEND_PORT);
});
test.afterAll(async () => {
  await site?.close();
});

test('the member picker works on a page whose CSP forbids eval', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  const response = await page.goto(site.url);
  expect(response?.headers()['content-security-policy']).toBe("script-src 'self'");
  // The page really forbids eval: a string of code handed to the page's own timer is refused
  // (code run by the test through the debugger protocol would not be).
  await page.evaluate(() => {
    (setTimeout as (code: string, ms: number) => void)('window.__evalRan = true', 0);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))
    .toEqual([expect.stringMatching(/^script-src/)]);
  expect(
    await page.evaluate(() => 'x' + String((window as { __evalRan?: boolean }).__evalRan)),
  ).toBe('xundefined');
  await page.evaluate(() => {
    (window as unknown as { __violations: string[] }).__violations.length = 0;
  });
  consoleErrors.length = 0;

  // Open: the Recent tab lists people.
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const recent = dialog.getByRole('option', { name: startsWithName(RECENT[0]) });
  await expect(recent).toBeVisible();

  // Browse: the Organization tab shows the company tree.
  await dialog.getByRole('tab', { name: 'Organization' }).click();
  await expect(dialog.getByRole('tree', { name: 'Organization' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Recent' }).click();
  await expect(recent).toBeVisible();

  // Search, then select a hit.
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('Ming');
  const results = dialog.getByRole('listbox', { name: 'Search results' });
  const hit = results.getByRole('option', { name: /^\w+ Ming\b/ }).first();
  await expect(hit).toBeVisible();
  await pick(hit);

  // Back to browsing, select a recent contact too, then confirm.
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(recent).toBeVisible();
  await clickRow(recent);
  await expect(recent).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('#result')).toContainText('confirmed');
  await expect(page.locator('#result')).toContainText(RECENT[0]);
  await expect(page.locator('#result')).toContainText(/ Ming\b/);

  const violations = await page.evaluate(
    () => (window as unknown as { __violations: string[] }).__violations,
  );
  console.log(
    `csp strict page violations=${violations.length} console_errors=${consoleErrors.length}`,
  );
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

/**
 * The union selector asks for the current file's metadata; the fake suite answers 404 for the
 * page's sample file id, which the selector ignores (union-selector.md: a failed file-info load
 * is skipped), and the browser logs the answer as a failed resource.
 */
const FILE_INFO_404 =
  /^Failed to load resource: .*404.* \(http:[^)]*\/suite\/drive\/api\/v5\/files\/8000001\/metadata\)$/;

/** Records the page's CSP violations (in window.__violations) and console errors. */
async function watchViolations(page: Page): Promise<{ consoleErrors: string[] }> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `${message.text()} (${message.location().url})`;
    if (!FILE_INFO_404.test(text)) consoleErrors.push(text);
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return { consoleErrors };
}

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/**
 * The policy really refuses an inline style the page did not sign: a <style> added without the
 * nonce leaves the element it targets unstyled and reports one style-src violation.
 */
async function expectInlineStylesRefused(page: Page): Promise<void> {
  const colour = await page.evaluate(async () => {
    const style = document.createElement('style');
    style.textContent = '#result { color: rgb(1, 2, 3); }';
    document.head.append(style);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const value = getComputedStyle(document.getElementById('result') as HTMLElement).color;
    style.remove();
    return value;
  });
  expect(colour).not.toBe('rgb(1, 2, 3)');
  await expect.poll(() => violationsOf(page)).toEqual([expect.stringMatching(/^style-src/)]);
  await page.evaluate(() => {
    (window as unknown as { __violations: string[] }).__violations.length = 0;
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box of the first element matching `selector`, and the viewport's size. */
async function boxOf(page: Page, selector: string): Promise<{ box: Box; viewport: Box }> {
  return page.evaluate((query) => {
    const element = document.querySelector(query);
    if (!element) throw new Error(`${query} is not in the page`);
    const { x, y, width, height } = element.getBoundingClientRect();
    const viewport = { x: 0, y: 0, width: innerWidth, height: innerHeight };
    return { box: { x, y, width, height }, viewport };
  }, selector);
}

/** The dialog's mask covers the viewport, fixed, dimmed by a translucent black. */
async function expectMask(page: Page, selector: string): Promise<void> {
  const { box, viewport } = await boxOf(page, selector);
  expect(box).toEqual(viewport);
  const look = await page.locator(selector).evaluate((mask) => {
    const style = getComputedStyle(mask);
    return { position: style.position, background: style.backgroundColor };
  });
  expect(look.position).toBe('fixed');
  expect(look.background).toMatch(/^rgba\(0, 0, 0, 0\.\d+\)$/);
}

/** `box` is `width` x `height` (within a pixel) and centred in the viewport. */
function expectCentred(
  { box, viewport }: { box: Box; viewport: Box },
  width: number,
  height: number,
) {
  expect(Math.abs(box.width - width)).toBeLessThanOrEqual(1);
  expect(Math.abs(box.height - height)).toBeLessThanOrEqual(1);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(1);
}

/** Opens each product in turn, checks its layout, and closes it. */
async function expectProductLayouts(page: Page): Promise<void> {
  // The member picker: a modal of 540 x 640 centred over a mask, its list and selected panel side by side.
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByRole('option', { name: startsWithName(RECENT[0]) })).toBeVisible();
  await expectMask(page, '.pk-member-picker .pk-modal-mask');
  expectCentred(await boxOf(page, '.pk-member-picker .pk-modal'), 540, 640);
  const main = await boxOf(page, '.pk-member-picker .pk-shell__main');
  const side = await boxOf(page, '.pk-member-picker .pk-shell__side');
  expect(side.box.x).toBeGreaterThanOrEqual(main.box.x + main.box.width - 1);
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#result')).toHaveText('confirmed null');
  await expect(picker).toBeHidden();

  // The union selector: the 398 px high panel (sidebar 100, main 332, and its 1 px border on
  // each side) centred in its dialog.
  await page.getByRole('button', { name: 'Open union selector' }).click();
  const union = page.getByRole('region', { name: 'Insert', exact: true });
  await expect(union).toBeVisible();
  await expect(union.getByRole('tab').first()).toBeVisible();
  await expectMask(page, '.pk-union-dialog');
  // Measured once the dialog's 200 ms opening animation (a scale) has ended.
  await expect
    .poll(async () => Math.round((await boxOf(page, '.pk-union')).box.width))
    .toBe(100 + 332 + 2);
  expectCentred(await boxOf(page, '.pk-union'), 100 + 332 + 2, 398);
  expect((await boxOf(page, '.pk-union__sidebar')).box.width).toBeCloseTo(100, 0);
  expect((await boxOf(page, '.pk-union__main')).box.width).toBeCloseTo(332, 0);
  // Esc closes the selector from inside it.
  await union.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('#result')).toHaveText('inserted null');
  await expect(union).toBeHidden();

  // The finder: the mask, the 860 px dialog, the 180 px side menu beside the file list.
  await page.getByRole('button', { name: 'Open finder' }).click();
  const finder = page.getByRole('dialog');
  await expect(finder.getByRole('listbox', { name: 'Files' })).toBeVisible();
  await expectMask(page, '.pk-finder-root .pk-modal-mask');
  const dialog = await boxOf(page, '.pk-finder-root .pk-modal');
  expect(dialog.box.width).toBeCloseTo(860, 0);
  expect(
    Math.abs(dialog.box.x + dialog.box.width / 2 - dialog.viewport.width / 2),
  ).toBeLessThanOrEqual(1);
  const menu = await boxOf(page, '.pk-finder-side');
  const list = await boxOf(page, '.pk-finder-main');
  expect(menu.box.width).toBeCloseTo(180, 0);
  expect(list.box.x).toBeGreaterThanOrEqual(menu.box.x + menu.box.width - 1);
  await finder.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#result')).toHaveText('committed null');
  await expect(finder).toBeHidden();
}

test("style-src 'self': the three products keep their layout from pickerkit/styles.css", async ({
  page,
}) => {
  // Three products opened in turn on a shared machine.
  test.setTimeout(120_000);
  const { consoleErrors } = await watchViolations(page);
  const response = await page.goto(site.styleSelfUrl);
  expect(response?.headers()['content-security-policy']).toBe(STYLE_SELF_CSP);
  await expectInlineStylesRefused(page);
  consoleErrors.length = 0;

  await expectProductLayouts(page);

  // The stylesheet did the work: nothing was injected, so nothing was refused.
  expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0);
  expect(await violationsOf(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("style-src 'nonce-…': the three products inject their CSS with the page's nonce", async ({
  page,
}) => {
  // Three products opened in turn on a shared machine.
  test.setTimeout(120_000);
  const { consoleErrors } = await watchViolations(page);
  const response = await page.goto(site.styleNonceUrl);
  const nonce = await page.locator('meta[name="pk-style-nonce"]').getAttribute('content');
  expect(nonce).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect(response?.headers()['content-security-policy']).toBe(styleNonceCsp(nonce as string));
  await expectInlineStylesRefused(page);
  consoleErrors.length = 0;

  // Every element the pickers inject carries the nonce (read through the property: the browser
  // hides the attribute's value once the element is in the document).
  const injected: string[] = [];
  await page.exposeFunction('__styleAdded', (id: string, ok: boolean) => {
    injected.push(`${id} ${ok ? 'nonce' : 'NO NONCE'}`);
  });
  await page.evaluate((expected) => {
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLStyleElement) {
            (window as unknown as { __styleAdded(id: string, ok: boolean): void }).__styleAdded(
              node.id,
              node.nonce === expected,
            );
          }
        });
      }
    }).observe(document.head, { childList: true });
  }, nonce);

  await expectProductLayouts(page);

  expect(injected).toEqual(
    expect.arrayContaining([
      'pk-component-styles nonce',
      'pk-shell-styles nonce',
      'pk-union-styles nonce',
      'pk-finder-styles nonce',
    ]),
  );
  expect(injected.filter((line) => !line.endsWith(' nonce'))).toEqual([]);
  expect(await violationsOf(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
