/**
 * Layout and keyboard points of the finished products: the member picker keeps its height limit
 * at a 540-599 px window, the union selector's I opens the business card its rows advertise, its
 * sidebar labels break between words only, and the finder's search results and scope control.
 */
import { files, openFinder } from './support/finder';
import { openPicker } from './support/fixtures';
import { expect, test } from './support/fixtures';
import { openUnion } from './support/union';

test('member picker at a 560 px window: the list keeps its limit, OK and Cancel stay in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 560, height: 800 });
  const dialog = await openPicker(page);
  await expect(dialog.getByRole('option').nth(1)).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(800);
  for (const name of ['OK', 'Cancel']) {
    const button = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(800);
  }
});

test('union selector: I on a row that advertises it opens the business card', async ({ page }) => {
  const region = await openUnion(page);
  const list = region.getByRole('listbox').first();
  const withCard = list.locator('[role=option][aria-keyshortcuts=I]').first();
  await expect(withCard).toBeVisible();
  const target = await withCard.getAttribute('id');
  await list.focus();
  for (let step = 0; step < 20; step += 1) {
    if ((await list.getAttribute('aria-activedescendant')) === target) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(list).toHaveAttribute('aria-activedescendant', target!);
  await page.keyboard.press('i');
  await expect(page.getByRole('dialog')).toBeVisible();
});

for (const language of ['en', 'zh-CN', 'ja', 'th'] as const) {
  test(`union selector in ${language}: sidebar labels wrap between words only at 400, 540 and 800 px; the main column is 332 px`, async ({
    page,
  }) => {
    await page.goto('/#union-selector');
    await page.getByRole('link', { name: 'Union selector' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption(language);
    await page.getByRole('button', { name: 'Open union selector' }).click();
    const union = page.locator('.pk-union');
    const tabs = union.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (const width of [400, 540, 800]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForTimeout(250);
      for (const tab of await tabs.all()) {
        const label = ((await tab.textContent()) ?? '').trim();
        // Every word of a label stays on one line (lines break between words only) ...
        const splitWords = await tab.evaluate((element, lang) => {
          const split: string[] = [];
          const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
          const text = element.textContent ?? '';
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const nodes: Array<{ node: Node; start: number }> = [];
          let offset = 0;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            nodes.push({ node, start: offset });
            offset += node.textContent?.length ?? 0;
          }
          const at = (index: number) => {
            const hit = [...nodes].reverse().find((entry) => entry.start <= index)!;
            return [hit.node, index - hit.start] as const;
          };
          // Thai's dictionary segmenter cuts loanwords it does not know ('คลา|วด์' for cloud):
          // there the words a line may not cut are the runs between spaces.
          const words = lang.startsWith('th')
            ? [...text.matchAll(/\S+/g)].map((m) => ({
                segment: m[0],
                index: m.index,
                isWordLike: true,
              }))
            : [...segmenter.segment(text)];
          for (const { segment, index, isWordLike } of words) {
            if (!isWordLike) continue;
            const range = document.createRange();
            range.setStart(...at(index));
            range.setEnd(...at(index + segment.length - 1));
            range.setEnd(range.endContainer, range.endOffset + 1);
            const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (tops.size > 1) split.push(segment);
          }
          return split;
        }, language);
        expect(splitWords, `${label} at ${width}`).toEqual([]);
        // ... and nothing sticks out of the sidebar.
        const overflow = await tab.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow, `${label} at ${width}`).toBeLessThanOrEqual(0);
      }
    }
    const main = (await union.locator('.pk-union__main').boundingBox())!;
    expect(main.width).toBe(332);
  });
}

test('finder search results: rows hold their three lines, the first clear of the toolbar; the side menu keeps its entry', async ({
  page,
}) => {
  const dialog = await openFinder(page, { user: 'plus' });
  const list = files(dialog);
  await expect(list.getByRole('option').first()).toBeVisible();
  const menu = dialog.getByRole('navigation', { name: 'Locations' });
  const entry = menu.locator('[aria-current=page]');
  await expect(entry).toHaveCount(1);
  const started = await entry.textContent();
  await dialog.getByRole('searchbox', { name: 'Search files' }).fill('a');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('navigation', { name: 'Path' })).toContainText('a');
  const rows = list.getByRole('option');
  await expect(rows.first().locator('.pk-item__description')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/finder-search-results.png' });
  // The side menu stays where the search was started (the company's entry, not My Documents).
  await expect(entry).toHaveText(started ?? '');
  const listBox = (await list.boundingBox())!;
  const first = (await rows.first().boundingBox())!;
  expect(first.y - listBox.y).toBeGreaterThanOrEqual(4);
  for (const row of (await rows.all()).slice(0, 3)) {
    const lines = await row.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const parts = [
        ...element.querySelectorAll('.pk-item__title, .pk-item__description, .pk-item__meta'),
      ];
      return parts.map((part) => {
        const rect = part.getBoundingClientRect();
        return { top: rect.top - box.top, bottom: box.bottom - rect.bottom };
      });
    });
    for (const line of lines) {
      expect(line.top).toBeGreaterThanOrEqual(2);
      expect(line.bottom).toBeGreaterThanOrEqual(2);
    }
  }
});

test('finder search scope: a segmented control beside the search box, moved by the arrow keys', async ({
  page,
}) => {
  const dialog = await openFinder(page, { action: 'selectDir' });
  const box = dialog.getByRole('searchbox', { name: 'Search files' });
  const scope = dialog.getByRole('radiogroup', { name: 'Search in' });
  await expect(scope).toBeVisible();
  const [input, group] = [(await box.boundingBox())!, (await scope.boundingBox())!];
  expect(Math.abs(input.y + input.height / 2 - (group.y + group.height / 2))).toBeLessThanOrEqual(
    4,
  );
  expect(group.x - (input.x + input.width)).toBeGreaterThanOrEqual(0);
  expect(group.x - (input.x + input.width)).toBeLessThanOrEqual(16);
  expect(group.height).toBeLessThanOrEqual(input.height + 2);
  // Segments: one framed group, the chosen segment filled; no bare radio circles.
  expect(await scope.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
  const everywhere = scope.getByRole('radio', { name: 'Everywhere' });
  const team = scope.getByRole('radio', { name: 'This team' });
  expect(await everywhere.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  const fill = (radio: typeof team) =>
    radio.evaluate((el) => getComputedStyle(el.closest('label')!).backgroundColor);
  expect(await fill(everywhere)).not.toBe(await fill(team));
  await everywhere.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(team).toBeChecked();
  await expect(team).toBeFocused();
});
