// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Button,
  Checkbox,
  PICKER_CSS,
  PickerRoot,
  STYLE_ELEMENT_ID,
} from '../../../../plugins/views/components';
import { THEME_CSS } from '../../../../plugins/views/theme';

// The style element stays for the page's life: each case starts from a head without it.
afterEach(() => document.getElementById(STYLE_ELEMENT_ID)?.remove());

describe('scoped styles', () => {
  it('scopes every rule under .pk-root and uses pk- class names', () => {
    // The token declarations select the product roots themselves (tests/unit/views/theme).
    const selectors = PICKER_CSS.replace(THEME_CSS.trim(), '')
      .replace(/@keyframes[^{]+\{(?:[^{}]*\{[^}]*\})*[^}]*\}/g, '')
      // An @supports block's own rules are checked like the others.
      .replace(/@supports[^{]+\{/g, '')
      .split('}')
      .map((rule) => rule.split('{')[0].trim())
      .filter(Boolean);
    expect(selectors.length).toBeGreaterThan(10);
    for (const group of selectors) {
      for (const selector of group.split(',')) expect(selector.trim()).toMatch(/^\.pk-root\b/);
    }
    expect(PICKER_CSS).toContain('--_pk-primary: var(--pk-primary, #417ff9);');
  });

  it('injects one style element, shared by the components, and keeps it after they unmount', () => {
    expect(document.getElementById(STYLE_ELEMENT_ID)).toBeNull();
    const first = render(<Button>a</Button>);
    const second = render(
      <PickerRoot>
        <Checkbox />
      </PickerRoot>,
    );
    expect(document.querySelectorAll(`#${STYLE_ELEMENT_ID}`)).toHaveLength(1);
    const style = document.getElementById(STYLE_ELEMENT_ID);
    first.unmount();
    second.unmount();
    expect(document.getElementById(STYLE_ELEMENT_ID)).toBe(style);
    render(<Button>again</Button>);
    expect(document.querySelectorAll(`#${STYLE_ELEMENT_ID}`)).toHaveLength(1);
    expect(document.getElementById(STYLE_ELEMENT_ID)).toBe(style);
  });

  it('inside a PickerRoot, components leave the styles to it', () => {
    const root = render(
      <PickerRoot>
        <Checkbox />
      </PickerRoot>,
    );
    const style = document.getElementById(STYLE_ELEMENT_ID);
    expect(style).not.toBeNull();
    expect(style?.getAttributeNames()).toEqual(['id']);
    root.rerender(<PickerRoot />);
    expect(document.getElementById(STYLE_ELEMENT_ID)).toBe(style);
    root.unmount();
  });

  it('PickerRoot is the .pk-root and carries the theme: mode, density and token values', () => {
    const { container, rerender } = render(
      <PickerRoot theme={{ mode: 'dark', density: 'compact', tokens: { primary: '#ff6600' } }} />,
    );
    const root = container.firstChild as HTMLElement;
    expect(root).toHaveClass('pk-root');
    expect(root).toHaveAttribute('data-pk-theme', 'dark');
    expect(root).toHaveAttribute('data-pk-density', 'compact');
    expect(root.style.getPropertyValue('--pk-primary')).toBe('#ff6600');
    rerender(<PickerRoot />);
    expect(root).toHaveAttribute('data-pk-theme', 'light');
    expect(root).toHaveAttribute('data-pk-density', 'comfortable');
    expect(root.style.getPropertyValue('--pk-primary')).toBe('');
  });
});
