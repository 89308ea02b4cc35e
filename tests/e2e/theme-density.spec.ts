/**
 * The compact density: the rows of each product's list are shorter than in the comfortable one
 * (the spec's sizes), and nothing overlaps: rows follow each other without overlapping, and
 * everything drawn in a row stays inside it.
 */
import type { Locator, Page } from '@playwright/test';
import { browseList, expect, openPicker, test } from './support/fixtures';
import { files, openFinder } from './support/finder';
import { openUnion } from './support/union';

type Density = 'comfortable' | 'compact';

interface RowLayout {
  heights: number[];
  /** Lines naming what overlaps or sticks out. */
  problems: string[];
}

/** The visible rows of a list: their heights, and any overlap or content outside a row. */
async function rowLayout(list: Locator): Promise<RowLayout> {
  const rows = list.getByRole('option');
  await expect(rows.nth(3)).toBeVisible();
  return list.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const rows = Array.from(element.querySelectorAll('[role=option]'))
      .map((row) => ({ row, rect: row.getBoundingClientRect() }))
      .filter(({ rect }) => rect.top >= box.top && rect.bottom <= box.bottom)
      .sort((a, b) => a.rect.top - b.rect.top);
    const problems: string[] = [];
    const label = (row: Element) => (row.textContent ?? '').trim().slice(0, 24);
    rows.forEach(({ row, rect }, index) => {
      const next = rows[index + 1];
      if (next && rect.bottom > next.rect.top + 0.5) {
        problems.push(`"${label(row)}" overlaps "${label(next.row)}"`);
      }
      for (const part of Array.from(row.querySelectorAll('*'))) {
        const inner = part.getBoundingClientRect();
        if (inner.width === 0 || inner.height === 0) continue;
        if (inner.top < rect.top - 0.5 || inner.bottom > rect.bottom + 0.5) {
          problems.push(`a <${part.tagName.toLowerCase()}> of "${label(row)}" sticks out`);
        }
      }
      const text = row.querySelector('.pk-item__body') as HTMLElement | null;
      if (text && text.scrollHeight > text.clientHeight + 1) {
        problems.push(`the text of "${label(row)}" is cut`);
      }
    });
    return { heights: rows.map(({ rect }) => Math.round(rect.height)), problems };
  });
}

async function measure(page: Page, open: (density: Density) => Promise<Locator>) {
  const comfortable = await rowLayout(await open('comfortable'));
  const compact = await rowLayout(await open('compact'));
  expect(comfortable.problems).toEqual([]);
  expect(compact.problems).toEqual([]);
  expect(compact.heights.length).toBeGreaterThan(3);
  const first = (layout: RowLayout) => layout.heights[0];
  expect(first(compact)).toBeLessThan(first(comfortable));
  // More rows fit in the same list.
  expect(compact.heights.length).toBeGreaterThan(comfortable.heights.length);
  return { comfortable, compact };
}

test('member picker: compact rows are shorter and nothing overlaps', async ({ page }) => {
  const { comfortable, compact } = await measure(page, async (density) => {
    const dialog = await openPicker(page, { theme: { density } });
    await expect(page.locator('.pk-member-picker')).toHaveAttribute('data-pk-density', density);
    return browseList(dialog);
  });
  expect(comfortable.heights[0]).toBe(48);
  expect(compact.heights[0]).toBe(36);
});

test('union selector: compact rows are shorter and nothing overlaps', async ({ page }) => {
  const { comfortable } = await measure(page, async (density) => {
    const region = await openUnion(page, { theme: { density } });
    return region.getByRole('listbox');
  });
  expect(comfortable.heights[0]).toBe(48);
});

test('finder: compact rows are shorter and nothing overlaps', async ({ page }) => {
  const { comfortable } = await measure(page, async (density) => {
    // A fresh page: the sandbox keeps an open finder across a change of its address's hash.
    await page.goto('about:blank');
    const dialog = await openFinder(page, { theme: { density } });
    return files(dialog);
  });
  // The option is the row (56 px, finder.md) less its 2 px padding above and below.
  expect(comfortable.heights[0]).toBe(52);
});
