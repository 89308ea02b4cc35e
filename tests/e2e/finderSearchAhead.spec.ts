/**
 * The finder's search results, a list of its Search route, fetch their next page a screen before
 * the end of the list, and the load-more at the end shows it without asking again.
 */
import { files, generatedFiles, openFinder } from './support/finder';
import { expect, test } from './support/fixtures';

const TOTAL = 300;

test('search results ask for their next page a screen before the end and show it at the end without asking again', async ({
  page,
}) => {
  const offsets: number[] = [];
  // The file search answers pages of the size asked, from 300 generated hits.
  await page.route(/\/suite\/drive\/api\/v5\/search\/files\?/, async (route) => {
    const url = new URL(route.request().url());
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const count = Number(url.searchParams.get('count') ?? 100);
    offsets.push(offset);
    const end = Math.min(TOTAL, offset + count);
    const hits = generatedFiles({ firstId: 910000000, name: 'Found' }, offset, end);
    await route.fulfill({
      json: { result: 'ok', files: hits, next_offset: end >= TOTAL ? -1 : end },
    });
  });
  const dialog = await openFinder(page, { action: 'selectFiles' });
  await dialog.getByRole('searchbox', { name: 'Search files' }).fill('Found');
  await page.keyboard.press('Enter');
  const list = files(dialog);
  await expect(list.getByRole('option', { name: /Found 0\.docx/ })).toBeVisible();
  expect(offsets).toEqual([0]);

  // Half a screen from the end, far from the load-more distance: the next page is asked for.
  await list.evaluate((element) =>
    element.scrollTo(0, element.scrollHeight - element.clientHeight * 1.5),
  );
  await expect.poll(() => offsets).toEqual([0, 100]);
  await expect(list.getByRole('option', { name: /Found 99\.docx/ })).toBeVisible();

  // At the end the page fetched ahead is shown, without another request.
  await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await list.evaluate((element) => element.scrollTo(0, element.scrollTop + 400));
  await expect(list.getByRole('option', { name: /Found 10\d\.docx/ }).first()).toBeVisible();
  expect(offsets).toEqual([0, 100]);
});
