/**
 * The finder's latest-folders strip in the sandbox (finder.md section 2, toolbar): the folders of
 * the last 29 days, at most 20; a click opens the folder (in its company's route when it has a
 * company id); committing a folder saves it as the latest one.
 */
import type { APIRequestContext } from '@playwright/test';
import { openFinder } from './support/finder';
import { SUITE, expect, test } from './support/fixtures';

interface LatestFolder {
  id: number;
  type: 0 | 1;
  name: string;
  groupid: number;
  corpid?: number;
}

const WINDOW_S = 2505600;

async function latestFolders(request: APIRequestContext, user: string): Promise<LatestFolder[]> {
  const start = Math.floor(Date.now() / 1000) - WINDOW_S;
  const response = await request.get(
    `${SUITE}/drive/kdteam/api/v1/folder/selector?startTime=${start}&endTime=null`,
    { headers: { cookie: `pk_user=${user}` } },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: LatestFolder[] }).data;
}

test('shows at most 20 folders of the last 29 days and opens one in its team', async ({
  page,
  request,
}) => {
  const answered = await latestFolders(request, 'personal');
  expect(answered.length).toBeGreaterThan(20);
  const dialog = await openFinder(page, { action: 'selectDir' });
  const strip = dialog.getByRole('navigation', { name: 'Recent folders' });
  await expect(strip.getByRole('button')).toHaveCount(20);
  await expect(strip.getByRole('button').first()).toHaveText(answered[0].name);
  // One line under its label, not a block of wrapped names above the list.
  const first = await strip.getByRole('button').first().boundingBox();
  const last = await strip.getByRole('button').last().boundingBox();
  expect(Math.abs(last!.y - first!.y)).toBeLessThan(2);
  expect((await strip.boundingBox())!.height).toBeLessThan(40);
  const folder = answered.find((f) => f.type === 0 && !f.corpid)!;
  await strip.getByRole('button', { name: folder.name, exact: true }).first().click();
  const path = dialog.getByRole('navigation', { name: 'Path' });
  await expect(path).toContainText(folder.name);
  await expect(
    dialog.getByRole('navigation', { name: 'Locations' }).getByRole('button', {
      name: 'My Documents',
    }),
  ).toHaveAttribute('aria-current', 'page');
});

test('a folder of a company opens in that company', async ({ page, request }) => {
  const answered = (await latestFolders(request, 'plus')).slice(0, 20);
  const folder = answered.find((f) => Number(f.corpid) > 0);
  test.skip(!folder, 'the dataset gives the plus user no company folder among its latest');
  const dialog = await openFinder(page, { action: 'selectDir', user: 'plus' });
  const strip = dialog.getByRole('navigation', { name: 'Recent folders' });
  await strip.getByRole('button', { name: folder!.name, exact: true }).first().click();
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText(folder!.name);
  // In the company's route: the side menu marks an enterprise entry as the current one.
  await expect(
    dialog.getByRole('navigation', { name: 'Locations' }).locator('[aria-current=page]'),
  ).toHaveText(/Enterprise/);
});
