/**
 * Server rendering in a host: the member picker's markup comes from the server (a Next.js server
 * component importing the preset, or React 18's renderToString), hydrates with no mismatch (a
 * hydration error or warning is a console error or a page error: fixtures.ts fails on it), and
 * then works: a pick confirmed reaches the host.
 */
import { RECENT, startsWithName } from '../../e2e/support/dataset';
import { pick } from '../../e2e/support/fixtures';
import { expect, hostResult, test } from './fixtures';

/** The page's URL with a `run` of its own (the Next host keeps each run's payload apart). */
function withRun(path: string): string {
  const run = `run${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${path}${path.includes('?') ? '&' : '?'}run=${run}`;
}

test('the server markup hydrates without a mismatch; a confirmed pick reaches the host', async ({
  page,
  request,
  hostPage,
}) => {
  const url = withRun(hostPage);
  const served = await request.get(url);
  expect(served.status()).toBe(200);
  const html = await served.text();
  // Soft: a server markup without the dialog fails the test, which still goes on to hydrate.
  expect.soft(html, 'the picker is rendered on the server').toContain('pk-member-picker');
  expect.soft(html, 'the dialog is rendered on the server').toContain('role="dialog"');

  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const dialog = page.getByRole('dialog');
  const row = dialog.getByRole('option', { name: startsWithName(RECENT[0]) });
  await expect(row).toBeVisible();
  await pick(row);
  await dialog.getByRole('button', { name: 'Confirm picks' }).click();
  const received = (await hostResult(page)) as { items?: Array<{ name: string }> };
  expect(received.items?.map((item) => item.name)).toEqual([RECENT[0]]);
});
