/** Search: highlighted hits, and a hostile name that must stay text. */
import { HOSTILE_NAME, escapeRegExp } from './support/dataset';
import { expect, openPicker, test } from './support/fixtures';

test('typing a name shows results with the match emphasised', async ({ page }) => {
  const dialog = await openPicker(page);
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('Ming');

  const results = dialog.getByRole('listbox', { name: 'Search results' });
  await expect(results).toBeVisible();
  const hit = results.getByRole('option', { name: /^\w+ Ming\b/ }).first();
  await expect(hit).toBeVisible();
  const emphasis = hit.locator('em');
  await expect(emphasis).toHaveCount(1);
  await expect(emphasis).toHaveText('Ming');
  // Its avatar asks for its image once the rows are painted, and shows it loaded.
  const photo = hit.locator('.pk-avatar img');
  await expect(photo).toHaveCount(1);
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  // Clearing the query goes back to browsing.
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(results).toBeHidden();
  await expect(dialog.getByRole('tab', { name: 'Recent' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a name holding HTML shows as text and creates no element', async ({ page, jsDialogs }) => {
  const dialog = await openPicker(page);
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('img');

  const results = dialog.getByRole('listbox', { name: 'Search results' });
  const hit = results.getByRole('option', { name: new RegExp(escapeRegExp(HOSTILE_NAME)) });
  await expect(hit).toBeVisible();
  await expect(hit).toContainText(HOSTILE_NAME);
  // The suite's highlight is '&lt;<em>img</em> src=x ...&gt;': only the <em> is markup.
  await expect(hit.locator('em')).toHaveText('img');

  // No element came from the name: no image with src "x", nothing with an onerror attribute.
  await expect(dialog.locator('img[src="x"]')).toHaveCount(0);
  await expect(dialog.locator('[onerror]')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  // Every image in the picker is an avatar the suite serves.
  const sources = await dialog
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  for (const src of sources) expect(src).toMatch(/\/avatar\/|\/logo\//);

  // Picking it shows the same text in the selected panel.
  await hit.click();
  await expect(hit).toHaveAttribute('aria-checked', 'true');
  const chips = dialog.getByRole('list', { name: 'Selected members' });
  await expect(chips.getByRole('listitem')).toContainText([HOSTILE_NAME]);
  await expect(chips.getByRole('button', { name: `Remove ${HOSTILE_NAME}` })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(jsDialogs).toEqual([]);
});
