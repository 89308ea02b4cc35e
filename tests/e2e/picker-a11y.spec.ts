/** The open picker under axe-core, and a screenshot of it for review. */
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MAIN_COMPANY, QUALITY, RECENT, startsWithName } from './support/dataset';
import {
  browseList,
  clickUntil,
  expect,
  openOrgTree,
  openPicker,
  pick,
  test,
} from './support/fixtures';

const SCREENSHOT = fileURLToPath(new URL('./artifacts/member-picker.png', import.meta.url));

/** Serious and critical violations inside the picker dialog, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 3)
        .map((n) => `${n.html.slice(0, 120)} (${n.failureSummary?.replace(/\s+/g, ' ') ?? ''})`)
        .join(' | ');
      return `${v.impact} ${v.id} (${v.nodes.length} nodes): ${v.help} — ${nodes}`;
    });
}

test('the open picker has no serious or critical axe violation (Recent list, a pick)', async ({
  page,
}, testInfo) => {
  const dialog = await openPicker(page);
  await pick(browseList(dialog).getByRole('option', { name: startsWithName(RECENT[0]) }));
  const violations = await seriousViolations(page);
  await testInfo.attach('axe-recent.txt', { body: violations.join('\n') || 'none' });
  await page.screenshot({ path: SCREENSHOT });
  expect(violations).toEqual([]);
});

test('the org tree and search results have no serious or critical axe violation', async ({
  page,
}, testInfo) => {
  const dialog = await openPicker(page);
  const tree = await openOrgTree(dialog, MAIN_COMPANY);
  await clickUntil(
    tree.getByRole('treeitem', { name: startsWithName(QUALITY) }),
    'aria-expanded',
    'true',
  );
  await expect(tree.getByRole('treeitem', { level: 3 }).first()).toBeVisible();
  const inTree = await seriousViolations(page);

  await dialog.getByRole('searchbox', { name: 'Search' }).fill('Ming');
  await expect(
    dialog.getByRole('listbox', { name: 'Search results' }).getByRole('option').first(),
  ).toBeVisible();
  const inSearch = await seriousViolations(page);
  await testInfo.attach('axe-tree-search.txt', {
    body: [...inTree, ...inSearch].join('\n') || 'none',
  });
  expect({ tree: inTree, search: inSearch }).toEqual({ tree: [], search: [] });
});
