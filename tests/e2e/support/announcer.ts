/**
 * The polite live region of a picker (plugins/views/announcer) and a recorder of everything it
 * said, one entry per announcement, so a test can assert both the words and that each event was
 * announced once.
 */
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** The live region inside a dialog or region. */
export function liveRegion(scope: Locator): Locator {
  return scope.locator('[data-pk-announcer]');
}

/** Starts recording what the live region of `scope` says (call after the picker opened). */
export async function recordAnnouncements(scope: Locator): Promise<void> {
  const region = liveRegion(scope);
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toHaveAttribute('role', 'status');
  await region.evaluate((element) => {
    const said: string[] = [];
    (window as unknown as { __pkSaid: string[] }).__pkSaid = said;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const text = (node.textContent ?? '').replace(/\u00a0/g, ' ').trim();
          if (text) said.push(text);
        }
      }
    }).observe(element, { childList: true, characterData: true, subtree: true });
  });
}

/** What the region said since recording started, in order. */
export async function announcements(scope: Locator): Promise<string[]> {
  return scope.page().evaluate(() => [...(window as unknown as { __pkSaid: string[] }).__pkSaid]);
}

/** Waits until the region said exactly `expected` since recording started (each event once). */
export async function expectSaid(scope: Locator, expected: Array<string | RegExp>): Promise<void> {
  await expect
    .poll(async () => {
      const said = await announcements(scope);
      if (said.length !== expected.length) return said;
      return said.map((text, index) => {
        const want = expected[index];
        return typeof want === 'string' ? text : want.test(text) ? want : text;
      });
    })
    .toEqual(expected);
}
