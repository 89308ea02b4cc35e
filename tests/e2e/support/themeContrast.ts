/**
 * Measures WCAG contrast in the rendered page, from computed styles: every visible text against
 * its effective background (the element's and its ancestors' backgrounds composited, up to the
 * first opaque one), the borders of inputs and checkboxes, the icons drawn in currentColor, and
 * the focus ring of the focused element. Disabled controls (inactive, exempt in WCAG 1.4.3) and
 * visually hidden texts are left out. Returns one line per element below its minimum.
 */
import type { Locator } from '@playwright/test';

export interface ContrastReport {
  /** How many texts, borders, icons and rings were measured. */
  measured: { texts: number; borders: number; icons: number; rings: number };
  problems: string[];
}

export async function measureContrast(root: Locator): Promise<ContrastReport> {
  return root.evaluate((rootElement) => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba | null => {
      const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/.exec(value);
      if (srgb) {
        return [
          Number(srgb[1]) * 255,
          Number(srgb[2]) * 255,
          Number(srgb[3]) * 255,
          srgb[4] === undefined ? 1 : Number(srgb[4]),
        ];
      }
      const rgb = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? (?:\/ )?([\d.]+))?\)/.exec(value);
      if (!rgb) return null;
      return [
        Number(rgb[1]),
        Number(rgb[2]),
        Number(rgb[3]),
        rgb[4] === undefined ? 1 : Number(rgb[4]),
      ];
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [
        top[0] * a + under[0] * (1 - a),
        top[1] * a + under[1] * (1 - a),
        top[2] * a + under[2] * (1 - a),
        1,
      ];
    };
    /** The opaque colour behind an element: its background and its ancestors', composited. */
    const backgroundOf = (element: Element | null): Rgba => {
      const layers: Rgba[] = [];
      for (let node = element; node; node = node.parentElement) {
        const colour = parse(getComputedStyle(node).backgroundColor);
        if (colour && colour[3] > 0) {
          layers.push(colour);
          if (colour[3] >= 1) break;
        }
      }
      let result: Rgba = [255, 255, 255, 1];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high + 0.05) / (low + 0.05);
    };
    const name = (element: Element) => {
      const classes = Array.from(element.classList).slice(0, 2).join('.');
      const text = (element.textContent ?? '').trim().slice(0, 30);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${text ? ` "${text}"` : ''}`;
    };
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) return false;
      if (rect.bottom < 0 || rect.top > innerHeight || rect.right < 0 || rect.left > innerWidth) {
        return false;
      }
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      // Visually hidden texts (clip to 1 px) are for screen readers.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)')
        return false;
      return true;
    };
    /** Disabled controls and what is faded with them are inactive (exempt). */
    const inactive = (element: Element) =>
      element.closest('[aria-disabled="true"], :disabled, [inert]') !== null ||
      (() => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (Number(getComputedStyle(node).opacity) < 1) return true;
        }
        return false;
      })();

    const problems: string[] = [];
    const measured = { texts: 0, borders: 0, icons: 0, rings: 0 };
    const check = (
      kind: keyof typeof measured,
      element: Element,
      colour: Rgba | null,
      background: Rgba,
      minimum: number,
    ) => {
      if (!colour || colour[3] === 0) return;
      measured[kind] += 1;
      const value = ratio(over(colour, background), background);
      if (value < minimum) {
        problems.push(`${kind.slice(0, -1)} ${name(element)}: ${value.toFixed(2)} < ${minimum}`);
      }
    };

    for (const element of Array.from(rootElement.querySelectorAll('*'))) {
      if (!visible(element) || inactive(element)) continue;
      const style = getComputedStyle(element);
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      const field = element.matches('input:not([type=checkbox]):not([type=radio]), textarea');
      if (ownText || (field && (element as HTMLInputElement).value)) {
        check('texts', element, parse(style.color), backgroundOf(element), 4.5);
      }
      if (field || element.matches('.pk-checkbox')) {
        check(
          'borders',
          element,
          parse(style.borderTopColor),
          backgroundOf(element.parentElement),
          3,
        );
      }
      if (element.matches('svg') && !element.closest('[data-icon], .pk-avatar')) {
        // Icons drawn in currentColor; pictures with colours of their own are left out.
        const drawn = element.querySelector('[stroke="currentColor"], [fill="currentColor"]');
        const own =
          element.getAttribute('stroke') === 'currentColor' ||
          element.getAttribute('fill') === 'currentColor';
        if (drawn || own) check('icons', element, parse(style.color), backgroundOf(element), 3);
      }
    }
    const focused = document.activeElement;
    if (focused && rootElement.contains(focused)) {
      // A list draws the ring on its active row (aria-activedescendant); anything else on itself.
      const active = rootElement.querySelector('.pk-row--active');
      const ring = active && focused.contains(active) ? active : focused;
      const style = getComputedStyle(ring);
      if (style.outlineStyle !== 'none') {
        check('rings', ring, parse(style.outlineColor), backgroundOf(ring), 3);
        check('rings', ring, parse(style.outlineColor), backgroundOf(ring.parentElement), 3);
      }
      const shadow = parse(getComputedStyle(focused).boxShadow);
      if (shadow) check('rings', focused, shadow, backgroundOf(focused), 3);
    }
    return { measured, problems };
  });
}
