/** The products at a 400 px window: a layout designed for the width, not the wide one squeezed. */
import { expect, test } from './support/fixtures';
import { openUnion } from './support/union';

test.use({ viewport: { width: 400, height: 720 } });

test('the union selector keeps Insert on the line of its remind checkbox', async ({ page }) => {
  for (const language of ['en'] as const) {
    const region = await openUnion(page, { language });
    const list = region.getByRole('listbox').first();
    await expect(list.getByRole('option').first()).toBeVisible();
    await list.getByRole('option').first().click();
    const remind = region.getByRole('checkbox').last();
    const insert = region.locator('.pk-union__action-bar button').last();
    await expect(insert).toBeVisible();
    const [box, button] = [await remind.boundingBox(), await insert.boundingBox()];
    expect(
      box && button && button.y < box.y + box.height && box.y < button.y + button.height,
      language,
    ).toBe(true);
    const bar = await region.locator('.pk-union__action-bar').boundingBox();
    expect(button!.x + button!.width, language).toBeLessThanOrEqual(bar!.x + bar!.width);
  }
});
