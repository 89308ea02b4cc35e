/**
 * The host-app specs' test object: the browser suite's (fake suite reset through the host's
 * /suite proxy, no JavaScript dialog) plus the page under test (`hostPage`, and the policy `csp`
 * it is served with, both set per project) and a record of every console error and warning,
 * every uncaught page error and every CSP violation: a test fails if the record is not empty.
 */
import type { Page } from '@playwright/test';
import { test as e2eTest, expect } from '../../e2e/support/fixtures';

export type CspKind = 'stylesheet' | 'nonce' | null;

interface HostFixtures {
  hostPage: string;
  csp: CspKind;
  /** Console errors and warnings, page errors and CSP violations, in order. */
  consoleRecord: string[];
}

export const test = e2eTest.extend<HostFixtures>({
  hostPage: ['/', { option: true }],
  csp: [null, { option: true }],
  consoleRecord: [
    async ({ page }, use) => {
      const record: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const { url, lineNumber } = message.location();
        record.push(`console.${message.type()}: ${message.text()} (${url}:${lineNumber})`);
      });
      page.on('pageerror', (error) => record.push(`pageerror: ${error.message}`));
      await page.exposeFunction('__recordViolation', (line: string) => record.push(line));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __recordViolation(line: string): void })
            .__recordViolation;
          void report(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      await use(record);
      expect(record, 'console errors and warnings, page errors, CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The policy a page of each kind must be served with. */
export function expectPolicy(header: string | undefined, csp: CspKind): void {
  if (csp === 'stylesheet') expect(header).toBe("script-src 'self'; style-src 'self'");
  else if (csp === 'nonce')
    expect(header).toMatch(/^script-src 'self'; style-src 'nonce-[\w+/=]+'$/);
  else expect(header).toBeUndefined();
}

/**
 * The products' styles are in force: the page holds CSS rules for pickerkit's classes (the linked
 * stylesheet, or injected <style> elements the policy let through). Under the stylesheet policy
 * nothing is injected; under the nonce policy every <style> element carries a nonce.
 */
export async function expectStyled(page: Page, csp: CspKind): Promise<void> {
  const rules = () =>
    page.evaluate(() =>
      [...document.styleSheets].reduce((count, sheet) => {
        try {
          return count + [...sheet.cssRules].filter((rule) => rule.cssText.includes('.pk-')).length;
        } catch {
          return count;
        }
      }, 0),
    );
  await expect
    .poll(rules, { message: 'CSS rules for .pk- classes are in force' })
    .toBeGreaterThan(0);
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => ({ id: style.id, nonce: style.nonce })),
  );
  if (csp === 'stylesheet') expect(styles, 'no <style> element injected').toEqual([]);
  if (csp === 'nonce') {
    expect(
      styles.filter((style) => !style.nonce),
      '<style> elements without a nonce',
    ).toEqual([]);
  }
}

/** What the host page received from a product, parsed from its "Host result" block. */
export async function hostResult(page: Page): Promise<Record<string, unknown>> {
  const block = page.getByLabel('Host result');
  await expect(block).not.toHaveText('Nothing received yet.');
  return JSON.parse((await block.textContent()) ?? '{}') as Record<string, unknown>;
}
