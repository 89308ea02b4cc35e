/**
 * The finder (its current frame) for screen readers and magnifiers: its ARIA snapshot, the live
 * region's words for a pick and the limit, reflow at 320 CSS px, forced colours and reduced motion.
 */
import { expectSaid, recordAnnouncements } from './support/announcer';
import { files, openFinder, recent } from './support/finder';
import { expect, test } from './support/fixtures';
import { expectReachable, expectReflows, styleOf } from './support/layout';

test('the finder on My Documents reads as expected', async ({ page }) => {
  const dialog = await openFinder(page);
  await expect(files(dialog).getByRole('option').first()).toBeVisible();
  await expect(dialog).toMatchAriaSnapshot({ name: 'finder-open.aria.yml' });
  await expect(files(dialog)).toHaveAccessibleDescription(
    'Up and Down arrows move, Enter opens a folder or picks a file, Space picks or removes.',
  );
});

test('a pick and a pick over the limit are announced once each', async ({ page }) => {
  const dialog = await openFinder(page, { action: 'selectFiles', limit: '1' });
  const rows = await recent(dialog);
  await recordAnnouncements(dialog);
  const selectable = files(dialog).locator('[role=option][data-selectable]');
  const name = ((await selectable.first().locator('.pk-item__title').textContent()) ?? '').trim();
  await selectable.first().click();
  await expect(selectable.first()).toHaveAttribute('aria-selected', 'true');
  await expectSaid(dialog, [`${name} selected. 1 selected in total.`]);
  await selectable.nth(1).click();
  await expectSaid(dialog, [
    `${name} selected. 1 selected in total.`,
    'You can select up to 1. Nothing more was selected.',
  ]);
  await expect(rows.first()).toBeVisible();
});

test('reflow at 320 CSS px: the finder fits and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const dialog = await openFinder(page);
  await expect(files(dialog).getByRole('option').first()).toBeVisible();
  await expectReflows(dialog);
  const list = (await files(dialog).boundingBox())!;
  expect(list.width).toBeGreaterThanOrEqual(240);
  await expectReachable(page, dialog.getByRole('button', { name: 'OK' }));
  await expectReachable(page, dialog.getByRole('button', { name: 'Cancel' }));
});

test('forced colours: a selected file stays marked; reduced motion stops the spinner', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  const dialog = await openFinder(page, { action: 'selectFiles' });
  await recent(dialog);
  const selectable = files(dialog).locator('[role=option][data-selectable]');
  await selectable.first().click();
  await expect(selectable.first()).toHaveAttribute('aria-selected', 'true');
  expect(await styleOf(selectable.first(), 'outline-style')).not.toBe('none');
  expect(await styleOf(selectable.nth(1), 'outline-style')).toBe('none');
});
