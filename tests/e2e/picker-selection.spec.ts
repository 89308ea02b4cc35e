/** Selecting: tri-state departments, the maximum, removing chips, clear-all, confirm. */
import { MEMBER_CONFIRM_FIELDS } from '../../plugins/sources/member-items';
import {
  MAIN_COMPANY,
  QUALITY,
  RECENT,
  RECENT_IDS,
  SECURITY,
  SECURITY_STAFF,
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
  selectedList,
  test,
} from './support/fixtures';

test('a selected department is checked and its parent shows mixed', async ({ page }) => {
  const dialog = await openPicker(page);
  const tree = await openOrgTree(dialog, MAIN_COMPANY);
  const root = tree.getByRole('treeitem', { name: startsWithName(MAIN_COMPANY), level: 1 });
  const quality = tree.getByRole('treeitem', { name: startsWithName(QUALITY), level: 2 });
  await clickUntil(quality, 'aria-expanded', 'true');
  const security = tree.getByRole('treeitem', { name: startsWithName(SECURITY), level: 3 });
  await expect(security).toHaveAttribute('aria-checked', 'false');

  // The row's checkbox is hidden from the accessibility tree (the row is the control) but a
  // pointer can still click it.
  const securityBox = security.getByRole('checkbox', { includeHidden: true });
  await clickRow(securityBox);
  await expect(security).toHaveAttribute('aria-checked', 'true');
  await expect(quality).toHaveAttribute('aria-checked', 'mixed');
  if ((await root.getAttribute('aria-checked')) !== null) {
    await expect(root).toHaveAttribute('aria-checked', 'mixed');
  }
  // A department counts as its staff (sandbox default 'Department counts as: its staff').
  await expect(selectedHeading(dialog)).toHaveText(`${SECURITY_STAFF} Selected`);
  await expect(selectedList(dialog).getByRole('listitem')).toContainText([SECURITY]);
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeEnabled();

  // Unticking it clears the parent's mixed state. Clicks on a row are throttled to 600 ms
  // (leading edge): clickRow waits out the window of the first click.
  await clickRow(securityBox);
  await expect(security).toHaveAttribute('aria-checked', 'false');
  await expect(quality).toHaveAttribute('aria-checked', 'false');
  await expect(selectedHeading(dialog)).toHaveText('0 Selected');
});

test('a pick beyond the maximum fires onExceed and is not selected', async ({ page }) => {
  const dialog = await openPicker(page, { maxCount: 2 });
  const list = browseList(dialog);
  const [a, b, c] = RECENT.map((name) => list.getByRole('option', { name: startsWithName(name) }));
  await pick(a!);
  await pick(b!);
  await expect(selectedHeading(dialog)).toHaveText('2 Selected');

  const callbacks = page.getByRole('list', { name: 'Callbacks' });
  await clickRow(c!);
  await expect(callbacks).toContainText('onExceed');
  await expect(callbacks.getByRole('listitem').first()).toHaveText(
    'onExceed: 3 would exceed the maximum of 2',
  );
  await expect(c!).toHaveAttribute('aria-checked', 'false');
  await expect(selectedHeading(dialog)).toHaveText('2 Selected');
  await expect(selectedList(dialog).getByRole('listitem')).toContainText([RECENT[0], RECENT[1]]);
});

test("a chip's close button removes it and the count drops", async ({ page }) => {
  const dialog = await openPicker(page);
  const list = browseList(dialog);
  const [a, b] = RECENT.map((name) => list.getByRole('option', { name: startsWithName(name) }));
  await pick(a!);
  await pick(b!);
  await expect(selectedHeading(dialog)).toHaveText('2 Selected');

  const chips = selectedList(dialog);
  await chips.getByRole('button', { name: `Remove ${RECENT[0]}` }).click();
  await expect(selectedHeading(dialog)).toHaveText('1 Selected');
  await expect(chips.getByRole('listitem')).toContainText([RECENT[1]]);
  await expect(chips.getByRole('button', { name: `Remove ${RECENT[0]}` })).toHaveCount(0);
  await expect(a!).toHaveAttribute('aria-checked', 'false');
  await expect(b!).toHaveAttribute('aria-checked', 'true');
});

test('clear all keeps the disabled items', async ({ page }) => {
  const locked = RECENT[0];
  const dialog = await openPicker(page, {
    disabled: [{ type: 'user', id: RECENT_IDS[locked], name: locked }],
  });
  const list = browseList(dialog);
  const [a, b, c] = RECENT.map((name) => list.getByRole('option', { name: startsWithName(name) }));
  // The disabled item is shown checked, cannot change, and is in the panel without a close button.
  await expect(a!).toHaveAttribute('aria-checked', 'true');
  await expect(a!).toHaveAttribute('aria-disabled', 'true');
  await expect(selectedHeading(dialog)).toHaveText('1 Selected');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();

  await pick(b!);
  await pick(c!);
  await expect(selectedHeading(dialog)).toHaveText('3 Selected');
  const chips = selectedList(dialog);
  await expect(chips.getByRole('listitem')).toContainText([locked, RECENT[1], RECENT[2]]);
  await expect(chips.getByRole('button', { name: `Remove ${locked}` })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Clear' }).click();
  await expect(selectedHeading(dialog)).toHaveText('1 Selected');
  await expect(chips.getByRole('listitem')).toContainText([locked]);
  await expect(a!).toHaveAttribute('aria-checked', 'true');
  await expect(b!).toHaveAttribute('aria-checked', 'false');
  await expect(c!).toHaveAttribute('aria-checked', 'false');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();

  // Clicking the disabled row changes nothing (force: the row is aria-disabled, which the
  // pointer may still hit).
  await clickRow(a!, { force: true });
  await expect(a!).toHaveAttribute('aria-checked', 'true');
  await expect(selectedHeading(dialog)).toHaveText('1 Selected');
});

test('confirm hands the payload: whitelisted item fields and dropdownSelectIndex', async ({
  page,
}) => {
  const dialog = await openPicker(page);
  const list = browseList(dialog);
  await pick(list.getByRole('option', { name: startsWithName(RECENT[0]) }));
  await pick(list.getByRole('option', { name: startsWithName(RECENT[1]) }));
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  const region = page.getByRole('region', { name: 'Confirm payload' });
  const output = region.getByLabel('Confirm payload');
  await expect(output).toContainText('"items"');
  const payload = JSON.parse((await output.textContent()) ?? '') as Record<string, unknown>;

  expect(Object.keys(payload).sort()).toEqual(
    expect.arrayContaining(['dropdownSelectIndex', 'items']),
  );
  for (const key of Object.keys(payload)) {
    expect(['items', 'dropdownSelectIndex', 'remind']).toContain(key);
  }
  expect(payload.dropdownSelectIndex).toBe(0);
  const items = payload.items as Array<Record<string, unknown>>;
  expect(items.map((item) => item.name)).toEqual([RECENT[0], RECENT[1]]);
  expect(items.map((item) => String(item.id))).toEqual([
    RECENT_IDS[RECENT[0]],
    RECENT_IDS[RECENT[1]],
  ]);
  for (const item of items) {
    expect(item.type).toBe('user');
    // Only whitelisted fields: no server record (raw) and no view-only fields.
    expect(item).not.toHaveProperty('raw');
    for (const field of Object.keys(item)) expect(MEMBER_CONFIRM_FIELDS).toContain(field);
  }
});

test("the selected panel's dropdown opens at its button, and its choice is the payload's dropdownSelectIndex @react18", async ({
  page,
}) => {
  const dialog = await openPicker(page);
  const trigger = dialog.getByRole('button', { name: 'Permission: Can view' });
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // Anchored to its button (below it, or above when there is no room), overlapping it
  // sideways: not at a corner of the viewport.
  await expect
    .poll(async () => {
      const [button, popup] = await Promise.all([trigger.boundingBox(), menu.boundingBox()]);
      if (!button || !popup) return 'not rendered';
      const below =
        popup.y >= button.y + button.height - 1 && popup.y <= button.y + button.height + 16;
      const above =
        popup.y + popup.height <= button.y + 1 && popup.y + popup.height >= button.y - 16;
      const beside = popup.x < button.x + button.width && popup.x + popup.width > button.x;
      return (below || above) && beside
        ? 'at its button'
        : `menu at (${popup.x}, ${popup.y}), button at (${button.x}, ${button.y})`;
    })
    .toBe('at its button');
  await menu.getByText('Can edit').click();
  await expect(menu).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Permission: Can edit' })).toBeVisible();

  await pick(browseList(dialog).getByRole('option', { name: startsWithName(RECENT[0]) }));
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  const output = page
    .getByRole('region', { name: 'Confirm payload' })
    .getByLabel('Confirm payload');
  await expect(output).toContainText('"items"');
  const payload = JSON.parse((await output.textContent()) ?? '') as Record<string, unknown>;
  expect(payload.dropdownSelectIndex).toBe(1);
});
