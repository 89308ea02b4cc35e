/**
 * The sandbox as a plugin author uses it: the suite controls stay usable beside an open picker, a
 * dropped socket reaches the picker as 'Network Error', the Language follows the browser, the
 * dataset select shows its whole choice, and the playground's editor highlights the source and
 * marks an error at its line.
 */
import { expect, test } from './support/fixtures';

const RECENT_PATH = '/directory/api/v2/recent/contacts';
const CONTACTS_PATH = '/account/api/contact/relation/list';

test('faults can be injected and cleared beside the open picker, then retried', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('option').first()).toBeVisible();

  // The suite controls are clicked while the picker stays open (nothing covers them).
  const faults = page.getByRole('group', { name: 'Inject a fault' });
  await faults.getByRole('combobox', { name: 'Path' }).selectOption(CONTACTS_PATH);
  await faults.getByRole('combobox', { name: 'Fault' }).selectOption('networkError');
  await faults.getByRole('button', { name: 'Inject fault' }).click();
  await expect(page.getByText('Fault injected')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Contacts' }).click();
  const retry = dialog.getByRole('button', { name: 'An error occurs. Click to retry.' });
  await expect(retry).toBeVisible();

  await faults.getByRole('button', { name: 'Clear faults' }).click();
  await expect(page.getByText('Faults cleared')).toBeVisible();
  await retry.click();
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("the network-error fault reaches the picker as 'Network Error'", async ({ page, suite }) => {
  await suite.inject(RECENT_PATH, { networkError: true });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('button', { name: 'An error occurs. Click to retry.' }),
  ).toBeVisible();
  await expect(page.getByText(/: Network Error$/).first()).toBeAttached();
  await expect(page.getByText(/status code 500/)).toHaveCount(0);
});

test.describe('with a zh-CN browser', () => {
  test.use({ locale: 'zh-CN' });
  test('the Language setting starts at zh-CN', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('zh-CN');
  });
});

test('the dataset select is wide enough for its choice', async ({ page }) => {
  await page.goto('/');
  const select = page.getByRole('combobox', { name: 'Dataset' });
  const fits = await select.evaluate((element: HTMLSelectElement) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(element).font;
    probe.style.position = 'absolute';
    probe.style.whiteSpace = 'nowrap';
    probe.textContent = element.selectedOptions[0]?.textContent ?? '';
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    // The text plus the select's own padding and arrow.
    return text + 24 <= element.getBoundingClientRect().width;
  });
  expect(fits).toBe(true);
});

test('the playground editor highlights the source and marks an error at its line', async ({
  page,
}) => {
  await page.goto('/#self-define');
  const editor = page.getByRole('textbox', { name: 'Source code' });
  await expect(editor).toBeVisible();
  // Highlighted: keywords and strings are their own spans.
  await expect(page.locator('.cm-content span').first()).toBeVisible();
  expect(await page.locator('.cm-content span').count()).toBeGreaterThan(10);

  // Break line 3: the lint gutter marks that line.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.type(' @@');
  const marker = page.locator('.cm-lint-marker-error').first();
  await expect(marker).toBeVisible();
  // The marker's gutter row is the row of line number 3.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const mark = document.querySelector('.cm-lint-marker-error');
        const row = mark?.closest('.cm-gutterElement')?.getBoundingClientRect();
        if (!row) return null;
        const numbers = Array.from(document.querySelectorAll('.cm-lineNumbers .cm-gutterElement'));
        const same = numbers.find(
          (element) => Math.abs(element.getBoundingClientRect().top - row.top) < 2,
        );
        return same?.textContent ?? null;
      }),
    )
    .toBe('3');
});

for (const [name, sources] of [
  ['an unknown source type', '[{ "type": "no-such-source" }]'],
  ['a department without companyId', '[{ "type": "department" }]'],
] as const) {
  test(`${name} then Open shows the error in the Errors panel and keeps the edits`, async ({
    page,
  }) => {
    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    await page.goto('/');
    const editor = page.getByRole('textbox', { name: 'Sources (JSON)' });
    await editor.fill(sources);
    await page.getByRole('checkbox', { name: 'Multiple' }).click();
    const multiple = await page.getByRole('checkbox', { name: 'Multiple' }).isChecked();
    await page.getByRole('button', { name: 'Open member picker' }).click();

    const errors = page.getByRole('list', { name: 'Picker errors' });
    await expect(errors.getByRole('listitem').first()).toContainText('render:');
    // The page is still there with every edit: the sources text and the toggled checkbox.
    await expect(page.getByRole('heading', { name: 'Member picker' })).toBeVisible();
    await expect(editor).toHaveValue(sources);
    await expect(page.getByRole('checkbox', { name: 'Multiple' })).toBeChecked({
      checked: multiple,
    });
    // After a fix the picker opens again.
    await editor.fill('[{ "type": "latest" }]');
    await page.getByRole('button', { name: 'Open member picker' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(thrown).toEqual([]);
  });
}

for (const user of ['plus', 'personal'] as const) {
  test(`the union page's defaults for the ${user} user name data the suite has`, async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/#union-selector');
    await page.getByRole('combobox', { name: 'Signed-in user' }).selectOption(user);
    await expect(page.getByText(`Signed in as ${user}`)).toBeVisible();
    await page.getByRole('button', { name: 'Open union selector' }).click();
    const region = page.getByRole('region', { name: 'Insert', exact: true });
    await expect(
      region.getByRole('listbox', { name: 'All' }).getByRole('option').first(),
    ).toBeVisible();
    // Every tab loads what it shows (the file, the team, the company's departments).
    for (const tab of await region.getByRole('tab').all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
    }
    await expect(
      page.getByRole('list', { name: 'Selector errors' }).getByRole('listitem'),
    ).toHaveCount(0);
    expect(failed).toEqual([]);
  });
}

/**
 * Where a form control sits against the text of its label: on the same line (their boxes overlap
 * vertically), and whether the label's box starts below the previous field's (one field a line).
 */
async function besideItsText(control: import('@playwright/test').Locator) {
  return control.evaluate((element) => {
    const label = element.closest('label') as HTMLLabelElement;
    const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
    let text: Text | null = null;
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      if (node.data.trim() !== '' && !node.parentElement?.closest('select, datalist')) {
        text = node;
        break;
      }
    }
    const range = document.createRange();
    range.selectNodeContents(text as Text);
    const first = range.getClientRects()[0] as DOMRect;
    const box = element.getBoundingClientRect();
    const previous = label.previousElementSibling?.getBoundingClientRect();
    return {
      sameLine: box.top < first.bottom && first.top < box.bottom,
      ownLine: !previous || label.getBoundingClientRect().top >= previous.bottom - 1,
    };
  });
}

for (const width of [1280, 400]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the private-deployment checkbox sits beside its label', async ({ page }) => {
      await page.goto('/');
      const box = page.getByRole('checkbox', { name: /^Private deployment/ });
      expect((await besideItsText(box)).sameLine).toBe(true);
    });

    test('the finder page puts each label and its control on one line', async ({ page }) => {
      await page.goto('/#finder');
      const names = ['action', 'mode', 'language', 'release', 'okText', 'file.fileLitmitNum'];
      for (const name of names) {
        const place = await besideItsText(page.getByLabel(name, { exact: true }));
        expect(place, name).toEqual({ sameLine: true, ownLine: true });
      }
      for (const name of ['file.crossCatalog', 'file.shareMode', 'committing', 'hideCopySuffix']) {
        const place = await besideItsText(page.getByRole('checkbox', { name, exact: true }));
        expect(place, name).toEqual({ sameLine: true, ownLine: true });
      }
    });
  });
}

test.describe('at 400 px', () => {
  test.use({ viewport: { width: 400, height: 800 } });
  for (const hash of ['member-picker', 'union-selector', 'self-define', 'finder']) {
    test(`the ${hash} page does not scroll sideways`, async ({ page }) => {
      await page.goto(`/#${hash}`);
      await expect(page.getByRole('navigation', { name: 'Sandbox pages' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test('picking and scrolling log no render-phase update of the hook inspector', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Cannot update a component')) warnings.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const dialog = page.getByRole('dialog');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  await options.nth(0).click();
  await options.nth(1).click();
  await options.first().hover();
  await page.mouse.wheel(0, 1500);
  await dialog.getByRole('tab', { name: 'Contacts' }).click();
  await expect(options.first()).toBeVisible();
  await options.first().click();

  await page.getByRole('link', { name: 'Union selector' }).click();
  await page.getByRole('button', { name: 'Open union selector' }).click();
  const region = page.getByRole('region', { name: 'Insert', exact: true });
  const rows = region.getByRole('option');
  await expect(rows.first()).toBeVisible();
  await rows.first().hover();
  await page.mouse.wheel(0, 1500);
  await rows.nth(1).click();

  await page.getByRole('link', { name: 'selfDefine playground' }).click();
  await page.getByRole('button', { name: 'Apply and open' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.getByRole('option').first().click();
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(300);
  expect(warnings).toEqual([]);
});
