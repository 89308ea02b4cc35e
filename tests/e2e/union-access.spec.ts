/**
 * The union selector with checkAccess: picked people who cannot open the file `fid` are marked
 * before insert, and the insert payload lists them as noAccess; a failed check marks nobody as
 * without access and blocks nothing.
 */
import { expect, test } from './support/fixtures';
import { insertedPayload, openUnion } from './support/union';

const NOTE = 'Cannot open this file';

async function pickFour(page: import('@playwright/test').Page) {
  const region = await openUnion(page, { multiple: true, checkAccess: true });
  await region.getByRole('tab', { name: 'Contacts' }).click();
  const list = region.getByRole('listbox', { name: 'Contacts' });
  for (const index of [0, 1, 2, 3]) await list.getByRole('option').nth(index).click();
  await expect(list.getByRole('option', { selected: true })).toHaveCount(4);
  return { region, list };
}

test('people who cannot open the file are marked before insert and listed as noAccess', async ({
  page,
}) => {
  // The sandbox's fid is a file in the user's own cloud: here its metadata names a file of team
  // 5000001, and the suite answers who can open it (that team's members) from its data. The
  // contacts offered are the members of another team (onlyShowGroupId).
  await page.route('**/api/v5/files/*/metadata', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        result: 'ok',
        fileinfo: { id: 8000001, groupid: 5000001, fname: 'Plan.docx' },
      }),
    }),
  );
  const { region, list } = await pickFour(page);
  const marked = list.getByRole('option', { selected: true }).filter({ hasText: NOTE });
  await expect(marked.first()).toBeVisible();
  const markedNames = await marked.allTextContents();
  await region.getByRole('button', { name: 'Insert' }).click();
  const payload = (await insertedPayload(page)) as unknown as {
    items: Array<{ name: string }>;
    noAccess: Array<{ name: string }>;
    accessCheck: string;
  };
  expect(payload.items).toHaveLength(4);
  expect(payload.accessCheck).toBe('done');
  expect(payload.noAccess.length).toBe(markedNames.length);
  expect(payload.noAccess.length).toBeLessThan(4);
  for (const person of payload.noAccess) {
    expect(markedNames.some((name) => name.includes(person.name))).toBe(true);
  }
});

test('a failed check marks nobody as without access, and insert still works', async ({ page }) => {
  await page.route('**/api/v3/groups/*/files/permission/validusers', (route) =>
    route.fulfill({ status: 500, body: '{"result":"ServerError"}' }),
  );
  const { region, list } = await pickFour(page);
  await expect(
    list.getByRole('option', { selected: true }).filter({ hasText: 'Access not checked' }),
  ).toHaveCount(4);
  await expect(list.getByText(NOTE)).toHaveCount(0);
  await region.getByRole('button', { name: 'Insert' }).click();
  const payload = (await insertedPayload(page)) as unknown as {
    noAccess: unknown[];
    accessCheck: string;
  };
  expect(payload).toMatchObject({ accessCheck: 'failed', noAccess: [] });
});
