// @vitest-environment jsdom
/**
 * The three products against the in-process fake suite: with a nonce, every style element they
 * inject carries it, and each one's id and CSS is a sheet of pickerkit/styles.css (so the file
 * holds all a product injects); with injectStyles false they inject no style element at all.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { STYLE_ELEMENT_ORDER } from '../../../plugins/views/components/styles/styleOrder';
import { ALL_STYLE_SHEETS } from '../../../plugins/views/styleSheets';
import { Finder } from '../../../presets/finder';
import { MemberPicker } from '../../../presets/member-picker';
import { UnionSelector } from '../../../presets/union-selector';
import { useFakeSuite } from '../../support/fakeSuite';

const suite = useFakeSuite({ size: 'tiny', seed: 1 });
const common = () => ({ services: suite.urls, storage: null, language: 'en' as const });

afterEach(() => {
  cleanup();
  // The style elements stay for the page's life: each case starts from a head without them.
  for (const style of document.querySelectorAll('style')) style.remove();
});

/** Each product, and what shows once its views are in. */
const PRODUCTS: Array<{
  name: string;
  render(styles: { injectStyles?: boolean; nonce?: string }): ReactElement;
  shown(): Promise<unknown>;
  sheets: string[];
}> = [
  {
    name: 'the member picker',
    render: (styles) => (
      <MemberPicker
        {...common()}
        {...styles}
        sources={[{ type: 'latest' }]}
        _from="tests"
        _function="styles"
      />
    ),
    shown: async () => within(await screen.findByRole('dialog')).findByRole('tablist'),
    sheets: ['pk-component-styles', 'pk-shell-styles', 'pk-a11y-styles', 'pk-reflow-styles'],
  },
  {
    name: 'the union selector',
    render: (styles) => <UnionSelector {...common()} {...styles} fid={8000001} />,
    shown: () => screen.findByRole('region', { name: 'Insert' }),
    // No member shell: the dialog's and the list's rules are in the components' sheet.
    sheets: ['pk-component-styles', 'pk-union-styles'],
  },
  {
    name: 'the finder',
    render: (styles) => <Finder {...common()} {...styles} />,
    shown: async () =>
      within(await screen.findByRole('dialog')).findByRole(
        'listbox',
        { name: 'Files' },
        { timeout: 5000 },
      ),
    sheets: ['pk-component-styles', 'pk-finder-styles', 'pk-finder-switcher-styles'],
  },
];

const injected = () => [...document.querySelectorAll<HTMLStyleElement>('style')];

describe('style injection of the products', { timeout: 40_000 }, () => {
  it.each(PRODUCTS)('$name puts the nonce on every sheet it injects', async (product) => {
    suite.setDefaultUser('plus');
    render(product.render({ nonce: 'bm9uY2U=' }));
    await product.shown();
    const styles = injected();
    const ids = styles.map((style) => style.id);
    expect(ids).toEqual(expect.arrayContaining(product.sheets));
    // The member picker's shell sheet comes only with the member picker.
    if (!product.sheets.includes('pk-shell-styles')) expect(ids).not.toContain('pk-shell-styles');
    // In the cascade order of pickerkit/styles.css, whichever view mounted first.
    expect(ids).toEqual(STYLE_ELEMENT_ORDER.filter((id) => ids.includes(id)));
    for (const style of styles) {
      expect(style.getAttribute('nonce')).toBe('bm9uY2U=');
      expect(ALL_STYLE_SHEETS).toContainEqual([style.id, style.textContent]);
    }
  });

  it.each(PRODUCTS)('$name injects nothing with injectStyles false', async (product) => {
    suite.setDefaultUser('plus');
    render(product.render({ injectStyles: false }));
    await product.shown();
    expect(injected()).toEqual([]);
  });
});
