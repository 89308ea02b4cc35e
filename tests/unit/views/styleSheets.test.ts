/**
 * The list pickerkit/styles.css is built from: every product's sheet, each under its own style
 * element id, and the stylesheet's text holding each sheet's CSS as the views inject it.
 */
import { describe, expect, it } from 'vitest';
import { ALL_STYLE_SHEETS, stylesheetText } from '../../../plugins/views/styleSheets';
import { COMPONENT_SHEETS } from '../../../plugins/views/components/styles/sheets';
import { SHELL_SHEET } from '../../../plugins/views/shell/shellSheet';
import { UNION_SHEET } from '../../../plugins/views/union-selector/unionStyles';
import { FINDER_SHEET } from '../../../plugins/views/finder-frame/finderStyles';
import { SWITCHER_SHEET } from '../../../plugins/views/finder-frame/switcherStyles';
import { FINDER_SPACE_SHEET } from '../../../plugins/views/finder-frame/spaceStyles';
import { PASTE_REPORT_SHEET } from '../../../plugins/views/paste-report/pasteReportStyles';
import { STYLE_ELEMENT_ORDER } from '../../../plugins/views/components/styles/styleOrder';

describe('the static stylesheet', () => {
  it('lists every sheet the views inject, once each', () => {
    const injected = [
      ...COMPONENT_SHEETS,
      SHELL_SHEET,
      UNION_SHEET,
      FINDER_SHEET,
      SWITCHER_SHEET,
      FINDER_SPACE_SHEET,
      PASTE_REPORT_SHEET,
    ];
    expect([...ALL_STYLE_SHEETS].sort()).toEqual([...injected].sort());
    const ids = ALL_STYLE_SHEETS.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is in the cascade order the injected elements follow', () => {
    expect(ALL_STYLE_SHEETS.map(([id]) => id)).toEqual(STYLE_ELEMENT_ORDER);
  });

  it("holds each sheet's CSS as injected, with each product's key selectors", () => {
    const text = stylesheetText();
    for (const [id, css] of ALL_STYLE_SHEETS) {
      expect(text).toContain(`/* #${id} */\n${css.trim()}\n`);
    }
    for (const selector of [
      '.pk-root .pk-checkbox',
      '.pk-root .pk-modal-mask',
      '.pk-root .pk-shell',
      '.pk-union {',
      '.pk-union-dialog',
      '.pk-root .pk-finder {',
      '.pk-root .pk-finder-switcher',
      '.pk-root .pk-finder-gate',
      '@media (forced-colors: active)',
      '@media (prefers-reduced-motion: reduce)',
      // The design tokens with the dark theme, auto and the compact density.
      ':where(.pk-root:not([data-pk-theme] *), [data-pk-theme]) { --_pk-primary: var(--pk-primary, #417ff9);',
      ":where([data-pk-theme='dark'])",
      "@media (prefers-color-scheme: dark) { :where([data-pk-theme='auto'])",
      ":where([data-pk-density='compact'])",
    ]) {
      expect(text).toContain(selector);
    }
    // The assistive settings and the reflow rules come after the layouts they adapt.
    expect(text.indexOf('/* #pk-reflow-styles */')).toBeGreaterThan(
      text.indexOf('/* #pk-finder-styles */'),
    );
  });

  it('is plain CSS: no style tag, no unfilled template slot', () => {
    const text = stylesheetText();
    expect(text).not.toMatch(/<\/?style/i);
    expect(text).not.toContain('${');
    expect(text).not.toContain('undefined');
  });
});
