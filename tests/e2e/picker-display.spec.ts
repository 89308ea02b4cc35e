/**
 * The member picker under magnification and contrast settings: reflow at 320 CSS px and at 200%
 * zoom (a 1280 x 720 screen zoomed twice is a 640 x 360 CSS viewport), forced colours (Windows
 * high contrast) and reduced motion, through Chromium's media emulation.
 */
import {
  MAIN_COMPANY,
  QUALITY,
  RECENT,
  RECENT_IDS,
  SECURITY,
  startsWithName,
} from './support/dataset';
import {
  browseList,
  clickRow,
  clickUntil,
  expect,
  openOrgTree,
  openPicker,
  pick,
  selectedHeading,
  test,
} from './support/fixtures';
import { expectReachable, expectReflows, runningAnimations, styleOf } from './support/layout';

const RECENT_PATH = '/directory/api/v2/recent/contacts';

test('reflow at 320 CSS px: nothing scrolls sideways, list and selected panel are full width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const dialog = await openPicker(page);
  const list = browseList(dialog);
  await pick(list.getByRole('option', { name: startsWithName(RECENT[0]) }));
  await expectReflows(dialog);
  const dialogBox = (await dialog.boundingBox())!;
  const listBox = (await list.boundingBox())!;
  // The list is not squeezed into a column beside the selected panel.
  expect(listBox.width).toBeGreaterThanOrEqual(dialogBox.width - 40);
  await expectReachable(page, dialog.getByRole('searchbox', { name: 'Search' }));
  await expectReachable(page, selectedHeading(dialog));
  await expectReachable(page, dialog.getByRole('button', { name: 'OK' }));

  // The org tree with a nested level reflows too.
  const tree = await openOrgTree(dialog, MAIN_COMPANY);
  await clickUntil(
    tree.getByRole('treeitem', { name: startsWithName(QUALITY) }),
    'aria-expanded',
    'true',
  );
  await expect(tree.getByRole('treeitem', { level: 3 }).first()).toBeVisible();
  await expectReflows(dialog);
});

test('200% zoom (640 x 360): the dialog fits the viewport and every part can be reached', async ({
  page,
}) => {
  await page.setViewportSize({ width: 640, height: 360 });
  const dialog = await openPicker(page);
  await expect(browseList(dialog).getByRole('option').first()).toBeVisible();
  await expectReflows(dialog);
  const box = (await dialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(361);
  await expectReachable(page, dialog.getByRole('tab', { name: 'Organization' }));
  await expectReachable(page, dialog.getByRole('button', { name: 'OK' }));
  await expectReachable(page, dialog.getByRole('button', { name: 'Cancel' }));
});

test('forced colours: checked and half boxes, selected, disabled and focused rows stay visible', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const locked = RECENT[1];
  const dialog = await openPicker(page, {
    disabled: [{ type: 'user', id: RECENT_IDS[locked], name: locked }],
  });
  const list = browseList(dialog);
  const picked = list.getByRole('option', { name: startsWithName(RECENT[0]) });
  const plain = list.getByRole('option', { name: startsWithName(RECENT[2]) });
  const disabled = list.getByRole('option', { name: startsWithName(locked) });
  await pick(picked);
  const box = (row: typeof picked) => row.locator('.pk-checkbox');

  // A checked box is filled differently from an empty one.
  expect(await styleOf(box(picked), 'background-color')).not.toBe(
    await styleOf(box(plain), 'background-color'),
  );
  // A selected row is marked (an outline), an unselected one is not.
  expect(await styleOf(picked, 'outline-style')).not.toBe('none');
  expect(await styleOf(plain, 'outline-style')).toBe('none');
  // A disabled row's text differs from an enabled one's (GrayText).
  await expect(disabled).toHaveAttribute('aria-disabled', 'true');
  expect(await styleOf(disabled, 'color')).not.toBe(await styleOf(plain, 'color'));

  // Focus: the list shows a ring, and so does its active row.
  await list.focus();
  await page.keyboard.press('ArrowDown');
  expect(await styleOf(list, 'outline-style')).not.toBe('none');
  const active = list.locator('.pk-row--active');
  await expect(active).toHaveCount(1);
  expect(await styleOf(active, 'outline-style')).not.toBe('none');

  // The half state: a department under Quality 1 picked, Quality 1 shows mixed with a visible bar.
  const tree = await openOrgTree(dialog, MAIN_COMPANY);
  const quality = tree.getByRole('treeitem', { name: startsWithName(QUALITY), level: 2 });
  await clickUntil(quality, 'aria-expanded', 'true');
  const security = tree.getByRole('treeitem', { name: startsWithName(SECURITY), level: 3 });
  await clickRow(security.getByRole('checkbox', { includeHidden: true }));
  await expect(quality).toHaveAttribute('aria-checked', 'mixed');
  const half = box(quality);
  expect(await styleOf(half, 'background-color', '::after')).not.toBe(
    await styleOf(half, 'background-color'),
  );
  expect(await styleOf(half, 'background-color')).not.toBe(
    await styleOf(box(tree.getByRole('treeitem', { level: 3 }).first()), 'background-color'),
  );
});

test('reduced motion: the skeleton and the tree arrow do not move', async ({ page, suite }) => {
  await suite.inject(RECENT_PATH, { latency: 5_000 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const dialog = await openPicker(page);
  await expect(dialog.locator('.pk-skeleton__bar, .pk-skeleton').first()).toBeVisible();
  expect(await runningAnimations(dialog)).toEqual([]);
  expect(
    await styleOf(dialog.locator('.pk-skeleton__bar, .pk-skeleton').first(), 'animation-duration'),
  ).toMatch(/^0s$/);

  // Without the preference the skeleton pulses: the check above can fail.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(() => runningAnimations(dialog)).not.toEqual([]);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(() => runningAnimations(dialog)).toEqual([]);

  await suite.clearFaults();
  const tree = await openOrgTree(dialog, MAIN_COMPANY);
  const toggle = tree.locator('.pk-tree__toggle').first();
  expect(await styleOf(toggle, 'transition-duration')).toBe('0s');
});
