/** Opening the member picker, drilling into the org tree, and loading more rows. */
import { MAIN_COMPANY, QUALITY, RECENT, startsWithName } from './support/dataset';
import {
  browseList,
  clickUntil,
  expect,
  openOrgTree,
  openPicker,
  selectedHeading,
  SUITE,
  test,
} from './support/fixtures';

test('the sandbox button opens the member picker dialog on the Recent tab', async ({ page }) => {
  const dialog = await openPicker(page);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // Focus moves into the dialog, on the search box.
  await expect(dialog.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  const tabs = dialog.getByRole('tablist', { name: 'Sources' });
  await expect(tabs.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Organization' })).toHaveAttribute(
    'aria-selected',
    'false',
  );
  await expect(
    browseList(dialog).getByRole('option', { name: startsWithName(RECENT[0]) }),
  ).toBeVisible();
  await expect(selectedHeading(dialog)).toHaveText('0 Selected');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Callbacks' })).toContainText('onCancel');
  // Focus returns to the opener.
  await expect(page.getByRole('button', { name: 'Open member picker' })).toBeFocused();
});

test('the org tree drills into a sub-department', async ({ page }) => {
  const dialog = await openPicker(page);
  const tree = await openOrgTree(dialog, MAIN_COMPANY);
  const root = tree.getByRole('treeitem', { name: startsWithName(MAIN_COMPANY), level: 1 });
  await expect(root).toHaveAttribute('aria-expanded', 'true');

  const quality = tree.getByRole('treeitem', { name: startsWithName(QUALITY) });
  await expect(quality).toHaveAttribute('aria-level', '2');
  await expect(quality).toHaveAttribute('aria-expanded', 'false');
  await expect(tree.getByRole('treeitem', { level: 3 })).toHaveCount(0);

  await clickUntil(quality, 'aria-expanded', 'true');
  // Its children appear one level deeper.
  await expect(tree.getByRole('treeitem', { level: 3 }).first()).toBeVisible();
  const childLevels = await tree
    .getByRole('treeitem', { level: 3 })
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-level')));
  expect(childLevels.every((level) => level === '3')).toBe(true);

  // Collapsing hides them again.
  await clickUntil(quality, 'aria-expanded', 'false');
  await expect(tree.getByRole('treeitem', { level: 3 })).toHaveCount(0);
});

test('scrolling to the end of a flat list loads its next page', async ({ page }) => {
  const dialog = await openPicker(page);
  const list = browseList(dialog);
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-setsize', /\d+/);
  const before = Number(await first.getAttribute('aria-setsize'));
  // A first page of 20 and a 'Load More' row.
  expect(before).toBe(21);

  await list.hover();
  await expect(async () => {
    await page.mouse.wheel(0, 2_000);
    await expect(list.getByRole('option').first()).not.toHaveAttribute(
      'aria-setsize',
      String(before),
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 10_000 });
  await expect
    .poll(async () => Number(await list.getByRole('option').first().getAttribute('aria-setsize')))
    .toBeGreaterThan(before);
});

test("the tree's 'Load More' row loads the next page of a department's staff", async ({
  page,
  request,
}) => {
  // The second page of the root department's staff, as the suite answers it.
  const firstPage = (await (
    await request.get(
      `${SUITE}/directory/svr/v1/u/companies/8800001/depts/10001/users?offset=0&limit=20&status=active&next_comp_uid=0`,
    )
  ).json()) as { users: Array<{ name: string }>; next_comp_uid: string };
  const secondPage = (await (
    await request.get(
      `${SUITE}/directory/svr/v1/u/companies/8800001/depts/10001/users?offset=0&limit=20&status=active&next_comp_uid=${firstPage.next_comp_uid}`,
    )
  ).json()) as { users: Array<{ name: string }> };
  const lastOfFirst = firstPage.users[firstPage.users.length - 1]!.name;
  const firstOfSecond = secondPage.users[0]!.name;

  const dialog = await openPicker(page);
  const tree = await openOrgTree(dialog, MAIN_COMPANY);
  const loadMore = tree.getByRole('treeitem', { name: 'Load More' });
  const level2 = tree.getByRole('treeitem', { level: 2 });
  await expect(level2.first()).toBeVisible();

  // Scroll the tree to its end, where the department's 'Load More' row is.
  await tree.hover();
  await expect(async () => {
    await page.mouse.wheel(0, 1_500);
    await expect(loadMore).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await expect(tree.getByRole('treeitem', { name: startsWithName(lastOfFirst) })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: startsWithName(firstOfSecond) })).toHaveCount(0);

  await loadMore.click();
  await expect(tree.getByRole('treeitem', { name: startsWithName(firstOfSecond) })).toBeAttached();
  await expect(tree.getByRole('treeitem', { name: startsWithName(firstOfSecond) })).toHaveAttribute(
    'aria-level',
    '2',
  );
});
