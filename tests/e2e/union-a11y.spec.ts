/**
 * The union selector for screen readers and magnifiers: its ARIA snapshot, the live region's
 * words for a pick and a search, reflow at 320 CSS px, forced colours and reduced motion.
 */
import { expectSaid, recordAnnouncements } from './support/announcer';
import { expect, test } from './support/fixtures';
import { expectReflows, runningAnimations, styleOf } from './support/layout';
import { openUnion } from './support/union';

test('the open union selector reads as expected', async ({ page }) => {
  const region = await openUnion(page);
  const all = region.getByRole('listbox', { name: 'All' });
  await expect(all.getByRole('option').first()).toBeVisible();
  await expect(region).toMatchAriaSnapshot({ name: 'union-open.aria.yml' });
  await expect(all).toHaveAccessibleDescription(
    'Up and Down arrows move, Enter or Space picks or removes.',
  );
  await expect(region.getByRole('searchbox', { name: 'Search' })).toHaveAccessibleDescription(
    'Type to search. Down arrow moves to the list, Escape clears the search.',
  );
});

test('a pick and a search are announced once each', async ({ page }) => {
  const region = await openUnion(page, { multiple: true });
  await region.getByRole('tab', { name: 'Contacts' }).click();
  const list = region.getByRole('listbox', { name: 'Contacts' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await recordAnnouncements(region);
  await list.getByRole('option').first().click();
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await expectSaid(region, [/^.+ selected\. 1 selected in total\.$/]);
  await region.getByRole('searchbox', { name: 'Search' }).fill('Li');
  await expect(
    region.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible();
  await expectSaid(region, [/^.+ selected\. 1 selected in total\.$/, /^\d+ results? for Li\.$/]);
});

test('reflow at 320 CSS px: the panel fits and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const region = await openUnion(page);
  await expect(
    region.getByRole('listbox', { name: 'All' }).getByRole('option').first(),
  ).toBeVisible();
  await expectReflows(region);
});

test('forced colours mark the selected row; reduced motion stops the skeleton', async ({
  page,
  suite,
}) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  const region = await openUnion(page, { multiple: true });
  await region.getByRole('tab', { name: 'Contacts' }).click();
  const options = region.getByRole('listbox', { name: 'Contacts' }).getByRole('option');
  await options.first().click();
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  expect(await styleOf(options.first(), 'outline-style')).not.toBe('none');
  expect(await styleOf(options.nth(1), 'outline-style')).toBe('none');

  await suite.inject('/account/api/contact/relation/search', { latency: 5_000 });
  // Text no loaded row matches: no provisional rows stand in, so the list waits in skeletons.
  await region.getByRole('searchbox', { name: 'Search' }).fill('Qzx');
  await expect(region.locator('.pk-skeleton__bar, .pk-skeleton').first()).toBeVisible();
  expect(await runningAnimations(region)).toEqual([]);
});
