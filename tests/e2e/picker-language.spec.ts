/** The sandbox's Language select changes the picker's labels. */
import { configure, expect, openPicker, test, TITLE_EN } from './support/fixtures';

test('English labels', async ({ page }) => {
  const dialog = await openPicker(page, { language: 'en' });
  await expect(dialog.getByRole('heading', { name: TITLE_EN })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(dialog.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
    'placeholder',
    'Search',
  );
  await expect(dialog.getByRole('tab', { name: 'Recent' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '0 Selected' })).toBeVisible();
  await expect(dialog.getByText('No members selected yet. Tick them in the list.')).toBeVisible();
});

test('switching to Japanese and back to English', async ({ page }) => {
  const title = '追加するメンバーを選択してください';
  const dialog = await openPicker(page, { language: 'ja', title });
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(dialog.getByRole('searchbox', { name: '検索' })).toBeVisible();
  await expect(dialog.getByRole('tablist', { name: 'ソース' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '0 人選択済み' })).toBeVisible();
  await expect(
    dialog.getByText('まだメンバーが選択されていません。リストから選択してください'),
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();

  // Same page: switch the select and open again.
  await configure(page, { language: 'en' });
  await page.getByRole('button', { name: 'Open member picker' }).click();
  const english = page.getByRole('dialog', { name: TITLE_EN });
  await expect(english).toBeVisible();
  await expect(english.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(english.getByRole('button', { name: 'キャンセル' })).toHaveCount(0);
});

test('opens in Thai without a flash of the Simplified Chinese it falls back to', async ({
  page,
}) => {
  // Every text the dialog ever shows, from its first frame: the Thai texts load on demand.
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __shown: string[] }).__shown = shown;
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('[role="dialog"]')) {
        shown.push(dialog.textContent ?? '');
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const title = 'เลือกสมาชิกที่คุณต้องการเพิ่ม';
  const dialog = await openPicker(page, { language: 'th', title });
  await expect(dialog.getByRole('button', { name: 'ยกเลิก' })).toBeVisible();
  const shown = await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
  expect(shown.length).toBeGreaterThan(0);
  // The zh-CN Cancel and Search labels never appeared.
  expect(shown.filter((text) => /取消|搜索/.test(text))).toEqual([]);
});
