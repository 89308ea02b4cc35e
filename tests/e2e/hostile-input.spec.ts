/**
 * Hostile input in Chromium, on a page with no Content-Security-Policy (so nothing but the
 * picker's own handling keeps a payload inert), against the built package:
 * - an XSS corpus through every place a server string appears: names, search highlights,
 *   descriptions, titles, tags, department paths, avatars, tab titles and selected chips;
 * - hostile localStorage: every key the picker wrote, replaced by seven kinds of bad value, and a
 *   storage that throws.
 * Prints `xss corpus payloads=… executed=0` and `hostile storage kinds=7 failures=0`.
 */
import type { Locator, Page } from '@playwright/test';
import { serveCspPage, type CspPage } from './support/cspPage';
import { RECENT, startsWithName } from './support/dataset';
import { expect, test } from './support/fixtures';
import { openUnion } from './support/union';

const PAGE_PORT = Number(process.env.E2E_HOSTILE_PORT ?? 5353);
const BACKEND_PORT = Number(process.env.E2E_BACKEND_PORT ?? 4190);

/** Each payload calls __xss(n) when it runs; `N` is replaced by its number. */
const TEMPLATES = [
  '<img src=x onerror=__xss(N)>',
  '<img src="x" onerror="__xss(N)">',
  '<svg onload=__xss(N)>',
  '<svg><script>__xss(N)</script></svg>',
  '<script>__xss(N)</script>',
  '"><script>__xss(N)</script>',
  "'><img src=x onerror=__xss(N)>",
  '<iframe src="javascript:__xss(N)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(N)</script>"></iframe>',
  '<a href="javascript:__xss(N)">x</a>',
  '<body onload=__xss(N)>',
  '<input autofocus onfocus=__xss(N)>',
  '<details open ontoggle=__xss(N)>',
  '<video><source onerror=__xss(N)></video>',
  '<audio src=x onerror=__xss(N)>',
  '<marquee onstart=__xss(N)>',
  '<em onmouseover=__xss(N)>hover</em>',
  '<em is="x" onclick=__xss(N)>x</em>',
  '<em style="background:url(javascript:__xss(N))">x</em>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(N)>',
  '<noscript><p title="</noscript><img src=x onerror=__xss(N)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=__xss(N)>',
  '<object data="javascript:__xss(N)">',
  '<embed src="javascript:__xss(N)">',
  '<base href="javascript:__xss(N)//">',
  '<link rel=import href="data:text/html,<script>__xss(N)</script>">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(N)">',
  '<template><img src=x onerror=__xss(N)></template>',
  '<img src=x:alert onerror=__xss(N)>',
  '<img """><script>__xss(N)</script>">',
  '<scr<script>ipt>__xss(N)</scr</script>ipt>',
  '&lt;img src=x onerror=__xss(N)&gt;',
  '&#60;img src=x onerror=__xss(N)&#62;',
  '<img src=x onerror=&#95;&#95;xss(N)>',
  '<svg><animate onbegin=__xss(N) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:__xss(N)"><text x=20 y=20>x</text></a></svg>',
  '<div style="width:expression(__xss(N))">',
  '<style>@import "javascript:__xss(N)";</style>',
  "<img src=x onerror=\"window['__x'+'ss'](N)\">",
  '<select onfocus=__xss(N) autofocus>',
  '<textarea onfocus=__xss(N) autofocus>',
  '<keygen onfocus=__xss(N) autofocus>',
  '<button onfocus=__xss(N) autofocus>',
  '<isindex action=javascript:__xss(N) type=image>',
  '<x contenteditable onblur=__xss(N)>lose focus',
  '<img src=x onerror=__xss(N)//',
  '<<img src=x onerror=__xss(N)>>',
  '<em><img src=x onerror=__xss(N)></em>',
  '<em><em><svg onload=__xss(N)></em></em>',
  '"onmouseover="__xss(N)',
  'javascript:__xss(N)',
  'data:text/html,<script>__xss(N)</script>',
  '{{constructor.constructor("__xss(N)")()}}',
  '${__xss(N)}',
];
const CORPUS = TEMPLATES.map((template, index) => template.replaceAll('N', String(index + 1)));

let site: CspPage;
test.beforeAll(async () => {
  test.setTimeout(400_000);
  site = await serveCspPage(PAGE_PORT, BACKEND_PORT);
});
test.afterAll(async () => {
  await site?.close();
});

async function watchExecutions(page: Page, corpus: string[]): Promise<void> {
  await page.addInitScript((payloads) => {
    const ran: number[] = [];
    const target = window as unknown as Record<string, unknown>;
    target.__xssRan = ran;
    target.__xss = (n: number) => ran.push(n);
    target.__XSS_CORPUS__ = payloads;
  }, corpus);
}

const executions = (page: Page) =>
  page.evaluate(() => (window as unknown as { __xssRan: number[] }).__xssRan);

test('an XSS corpus through every server string runs nothing', async ({ page }) => {
  await watchExecutions(page, CORPUS);
  await page.goto(`${site.plainUrl}?corpus=1`);
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  // Browse the corpus tab (its title is a payload too): rows, tags, avatars, chips.
  await dialog.getByRole('tab', { name: CORPUS[0] }).click();
  const rows = dialog.getByRole('option');
  await expect(rows.first()).toBeVisible();
  await rows.first().hover();
  // Search: highlights of every payload.
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('x');
  const results = dialog.getByRole('listbox', { name: 'Search results' });
  await expect(results).toBeVisible();
  await results.getByRole('option').first().hover();
  expect(await results.locator('em').count()).toBeGreaterThan(0);
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.keyboard.press('Tab');
  await page.waitForTimeout(500);

  const ran = await executions(page);
  const planted = await dialog
    .locator('script, iframe, object, embed, svg [onload], [onerror], [onload], [onclick]')
    .count();
  const jsLinks = await page.locator('a[href^="javascript:" i], img[src^="javascript:" i]').count();
  console.log(
    `xss corpus payloads=${CORPUS.length} executed=${ran.length} planted_elements=${planted} js_urls=${jsLinks}`,
  );
  expect(ran).toEqual([]);
  expect(planted).toBe(0);
  expect(jsLinks).toBe(0);
  // The names are shown as text.
  await expect(dialog).toContainText(CORPUS[0]);
});

/** Every `em` inside `scope` with an attribute, or written out with one (`<em is="">`). */
function emsWithAttributes(scope: Locator): Promise<string[]> {
  return scope
    .locator('em')
    .evaluateAll((ems) =>
      ems
        .filter((em) => em.attributes.length > 0 || !/^<em>/i.test(em.outerHTML))
        .map((em) => em.outerHTML),
    );
}

/** Server highlights whose `<em>` carries an `is` attribute (Chromium keeps an emptied one). */
const IS_HIGHLIGHTS = [
  '<em is="x" onclick=__xss(1)>x</em>',
  '<EM IS=y onmouseover=__xss(2)>y</EM>',
  '<em is="">z</em>',
];

test('member picker search rows: a highlight <em is> comes out as a bare <em>', async ({
  page,
}) => {
  await watchExecutions(page, IS_HIGHLIGHTS);
  await page.goto(`${site.plainUrl}?corpus=1`);
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: IS_HIGHLIGHTS[0] }).click();
  // A query the suite matches nowhere: the rows are the corpus source's alone.
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('zzqq');
  const results = dialog.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option')).toHaveCount(IS_HIGHLIGHTS.length);
  await results.getByRole('option').first().hover();
  expect(await results.locator('em').count()).toBeGreaterThanOrEqual(IS_HIGHLIGHTS.length * 2);
  expect(await emsWithAttributes(results)).toEqual([]);
  expect(await executions(page)).toEqual([]);
});

/** Seven kinds of bad stored value, plus a storage that throws on every call. */
const HOSTILE_VALUES: Array<[string, string]> = [
  ['not JSON', '{"tab": '],
  ['JSON null', 'null'],
  ['wrong types', '{"tab":123,"keys":"not-an-array","expanded":{"a":1}}'],
  [
    'prototype pollution',
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  ],
  ['unknown tab and keys', '"no-such-tab"'],
  ['markup', '"<img src=x onerror=__xss(999)>"'],
  ['very long', `"${'x'.repeat(1_000_000)}"`],
];

async function openAndBrowse(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Recent' }).click();
  await expect(dialog.getByRole('option', { name: startsWithName(RECENT[0]) })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

test('hostile localStorage leaves the picker working', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await watchExecutions(page, []);
  await page.goto(`${site.plainUrl}?storage=1`);
  // A normal visit first, so the picker writes what it remembers (active tab, expanded nodes).
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Organization' }).click();
  await expect(dialog.getByRole('tree', { name: 'Organization' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.length).toBeGreaterThan(0);

  let failures = 0;
  for (const [kind, value] of HOSTILE_VALUES) {
    await page.evaluate(
      ([written, bad]) => {
        for (const key of written) localStorage.setItem(key, bad);
      },
      [keys, value] as const,
    );
    await page.reload();
    try {
      await openAndBrowse(page);
    } catch (error) {
      failures += 1;
      console.log(`hostile storage "${kind}" broke the picker: ${String(error)}`);
    }
  }
  // A storage that throws on every call (disabled, or over quota).
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('storage disabled', 'SecurityError');
    };
    Storage.prototype.getItem = fail;
    Storage.prototype.setItem = fail;
    Storage.prototype.removeItem = fail;
  });
  await page.reload();
  try {
    await openAndBrowse(page);
  } catch (error) {
    failures += 1;
    console.log(`a throwing storage broke the picker: ${String(error)}`);
  }
  const polluted = await page
    .evaluate(() => ({}) as Record<string, unknown>)
    .then((value) => 'polluted' in value);
  const pollutedInPage = await page.evaluate(() => 'polluted' in ({} as object));
  console.log(
    `hostile storage kinds=${HOSTILE_VALUES.length + 1} failures=${failures} page_errors=${errors.length}`,
  );
  expect(failures).toBe(0);
  expect(polluted || pollutedInPage).toBe(false);
  expect(await executions(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('union selector department search rows: a highlight <em is> comes out as a bare <em>', async ({
  page,
}) => {
  await watchExecutions(page, IS_HIGHLIGHTS);
  // The suite's own department hits, each with one of the hostile highlights as its name's.
  await page.route('**/api/v1/search/depts**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { departments?: Array<Record<string, unknown>> };
    body.departments = (body.departments ?? []).map((department, index) => ({
      ...department,
      highlight: { name: IS_HIGHLIGHTS[index % IS_HIGHLIGHTS.length] },
    }));
    await route.fulfill({ response, json: body });
  });
  const region = await openUnion(page);
  await region.getByRole('tab', { name: 'Department' }).click();
  await region.getByRole('searchbox', { name: 'Search' }).fill('Quality');
  const results = region.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await results.getByRole('option').first().hover();
  expect(await results.locator('em').count()).toBeGreaterThanOrEqual(1);
  expect(await emsWithAttributes(results)).toEqual([]);
  expect(await executions(page)).toEqual([]);
});
