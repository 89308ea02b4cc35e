/**
 * The browser suite's test object and page helpers. Every test starts on a fresh page with the
 * fake suite reset (no faults, default user plus, default dataset with seed 1), and fails if the
 * page opened any JavaScript dialog (alert, confirm, prompt). With the option
 * `failOnConsoleErrors` (the React 18 project sets it) a test also fails on any console error or
 * uncaught page error, and on React's "Function components cannot be given refs" warning.
 */
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';

/** The sandbox proxies the fake suite under /suite (same origin as the page). */
export const SUITE = '/suite';

export interface SuiteControl {
  /** Adds a fault on a suite path (e.g. '/directory/api/v2/recent/contacts'). */
  inject(path: string, spec: Record<string, unknown>): Promise<void>;
  /** Clears every fault. */
  clearFaults(): Promise<void>;
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string) {
  expect(response.ok(), `${what} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
}

export async function resetSuite(request: APIRequestContext): Promise<void> {
  await ok(await request.post(`${SUITE}/__reset`), 'POST /__reset');
  const dataset = (await (await request.get(`${SUITE}/__dataset`)).json()) as {
    size: string;
    seed: number;
  };
  if (dataset.size !== 'default' || dataset.seed !== 1) {
    await ok(
      await request.post(`${SUITE}/__dataset`, { data: { size: 'default', seed: 1 } }),
      'POST /__dataset',
    );
  }
  await ok(await request.delete(`${SUITE}/__faults`), 'DELETE /__faults');
}

interface Fixtures {
  suite: SuiteControl;
  /** Messages of JavaScript dialogs the page opened (each is dismissed). */
  jsDialogs: string[];
  /** Console errors, uncaught page errors and ref warnings of the page, in order. */
  consoleErrors: string[];
}

export interface ConsoleOptions {
  /** Whether a test fails when `consoleErrors` is not empty at its end (default false). */
  failOnConsoleErrors: boolean;
}

/** React 18's warning for a ref handed to a function component without forwardRef. */
export const REF_WARNING = 'Function components cannot be given refs';
const FAILED_LOAD = 'Failed to load resource: the server responded with a status of';

export const test = base.extend<Fixtures & ConsoleOptions>({
  failOnConsoleErrors: [false, { option: true }],
  consoleErrors: [
    async ({ page, failOnConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        // Chromium's own line for an HTTP error status: what the page does with the answer is
        // what the tests assert (some tests have the fake suite answer 404 on purpose).
        if (text.startsWith(FAILED_LOAD)) return;
        if (message.type() === 'error' || text.includes(REF_WARNING)) {
          const { url } = message.location();
          errors.push(`console.${message.type()}: ${text}${url ? ` (${url})` : ''}`);
        }
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use(errors);
      if (failOnConsoleErrors) expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  suite: [
    async ({ request }, use) => {
      await resetSuite(request);
      await use({
        async inject(path, spec) {
          await ok(
            await request.post(`${SUITE}/__faults`, { data: { path, ...spec } }),
            'POST /__faults',
          );
        },
        async clearFaults() {
          await ok(await request.delete(`${SUITE}/__faults`), 'DELETE /__faults');
        },
      });
      await request.delete(`${SUITE}/__faults`);
    },
    { auto: true },
  ],
  jsDialogs: [
    async ({ page }, use) => {
      const messages: string[] = [];
      page.on('dialog', (dialog) => {
        messages.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use(messages);
      expect(messages, 'the page opened a JavaScript dialog').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface OpenOptions {
  maxCount?: number;
  /** A value of the sandbox's Language select: 'en', 'ja', 'zh-CN', ... */
  language?: string;
  /** The sandbox's 'Disabled items (JSON)' field. */
  disabled?: Array<{ type: string; id: string; name?: string }>;
  /** The dialog's accessible name (the title in the chosen language). */
  title?: string;
  /** The sandbox's theme switches (the products' `theme` option). */
  theme?: SandboxTheme;
}

export interface SandboxTheme {
  mode?: 'light' | 'dark' | 'auto';
  density?: 'comfortable' | 'compact';
}

/** Sets the sandbox page's theme switches. */
export async function chooseTheme(page: Page, theme: SandboxTheme = {}): Promise<void> {
  if (theme.mode) {
    await page.getByRole('combobox', { name: 'Colour scheme' }).selectOption(theme.mode);
  }
  if (theme.density) {
    await page.getByRole('combobox', { name: 'Density' }).selectOption(theme.density);
  }
}

export const TITLE_EN = 'Select the member you want to add';

/** Loads the sandbox, sets the configuration, and opens the member picker. */
export async function openPicker(page: Page, options: OpenOptions = {}): Promise<Locator> {
  await page.goto('/');
  await configure(page, options);
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const dialog = page.getByRole('dialog', { name: options.title ?? TITLE_EN });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function configure(page: Page, options: OpenOptions): Promise<void> {
  if (options.maxCount !== undefined) {
    await page.getByRole('spinbutton', { name: 'Max count' }).fill(String(options.maxCount));
  }
  if (options.language !== undefined) {
    await page.getByRole('combobox', { name: 'Language' }).selectOption(options.language);
  }
  if (options.disabled !== undefined) {
    await page
      .getByRole('textbox', { name: 'Disabled items (JSON)' })
      .fill(JSON.stringify(options.disabled));
  }
  await chooseTheme(page, options.theme);
}

/** The active tab's flat list (browse mode). */
export function browseList(dialog: Locator): Locator {
  return dialog.getByRole('listbox', { name: TITLE_EN });
}

/** The selected panel's heading: '{{count}} Selected'. */
export function selectedHeading(dialog: Locator): Locator {
  return dialog.getByRole('heading', { name: /Selected$/ });
}

/** The chips of the selected panel. */
export function selectedList(dialog: Locator): Locator {
  return dialog.getByRole('list', { name: 'Selected members' });
}

/** Row activation is throttled to 600 ms per row, leading edge (member-picker.md section 5). */
export const ROW_THROTTLE_MS = 600;

/** When each row (by its locator) was last clicked through clickRow, in this process's clock. */
const lastClick = new Map<string, number>();

/**
 * Clicks a row, first waiting out the throttle window of this row's previous click (a second click
 * on the same row within 600 ms is dropped by design). The time is taken after Playwright's click
 * returns, which is after the page handled it, so the wait always covers the page's window.
 */
export async function clickRow(row: Locator, options: { force?: boolean } = {}): Promise<void> {
  const key = row.toString();
  const since = Date.now() - (lastClick.get(key) ?? 0);
  if (since < ROW_THROTTLE_MS + 50) await row.page().waitForTimeout(ROW_THROTTLE_MS + 50 - since);
  await row.click(options);
  lastClick.set(key, Date.now());
}

/**
 * Clicks a row once and waits for its attribute to read `value`. One click is enough: rows are
 * throttled per row, so clicks on other rows never drop it, and clickRow waits out this row's
 * own window. The click is repeated only if the row is still unchanged after a generous wait (a
 * click that landed while the row re-rendered), never on a guess that could toggle it back.
 */
export async function clickUntil(row: Locator, attribute: string, value: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    if ((await row.getAttribute(attribute)) === value) return;
    await clickRow(row);
    try {
      await expect(row).toHaveAttribute(attribute, value, { timeout: 4_000 });
      return;
    } catch {
      // Unchanged after 4 s: the click missed; try once more.
    }
  }
  await expect(row).toHaveAttribute(attribute, value);
}

/** Picks an option of a flat list (aria-checked becomes "true"). */
export async function pick(option: Locator): Promise<void> {
  await clickUntil(option, 'aria-checked', 'true');
}

/** Opens the org tree tab and returns the tree with its company root expanded. */
export async function openOrgTree(dialog: Locator, company: string): Promise<Locator> {
  await dialog.getByRole('tab', { name: 'Organization' }).click();
  const tree = dialog.getByRole('tree', { name: 'Organization' });
  await expect(tree).toBeVisible();
  const root = tree.getByRole('treeitem', { name: new RegExp(`^${company}`), level: 1 });
  await expect(root).toHaveAttribute('aria-expanded', /true|false/);
  await clickUntil(root, 'aria-expanded', 'true');
  return tree;
}
