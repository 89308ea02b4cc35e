/**
 * The built package on a host page with `Content-Security-Policy: script-src 'self'`: the member
 * picker opens, browses, searches, selects and confirms, and the page reports no CSP violation
 * (securitypolicyviolation) and no console error (an EvalError from generated hook code was the
 * failure this guards against).
 */
import { serveCspPage, type CspPage } from './support/cspPage';
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
