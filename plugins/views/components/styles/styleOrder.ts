/**
 * The cascade order of the style elements the views inject: the order of pickerkit/styles.css
 * (ALL_STYLE_SHEETS in views/styleSheets.ts, which a test holds to this list). An element is put
 * before the first one present that comes after it, so a page has one cascade whichever product
 * mounted first and whichever of its views did (React runs insertion effects children first: the
 * finder's frame put its sheet in before the root around it put the components'). Ids only, no
 * CSS: every view reads this list.
 */
export const STYLE_ELEMENT_ORDER: readonly string[] = [
  'pk-component-styles',
  'pk-shell-styles',
  'pk-union-styles',
  'pk-finder-styles',
  'pk-finder-switcher-styles',
  'pk-finder-space-styles',
  'pk-paste-report-styles',
  'pk-a11y-styles',
  'pk-reflow-styles',
];

/** The element of the head a new style element with `id` goes before (null: at the end). */
export function styleElementAfter(head: HTMLElement, id: string): Element | null {
  const rank = STYLE_ELEMENT_ORDER.indexOf(id);
  if (rank < 0) return null;
  for (const later of STYLE_ELEMENT_ORDER.slice(rank + 1)) {
    const element = head.ownerDocument.getElementById(later);
    if (element?.parentNode === head) return element;
  }
  return null;
}
