// @vitest-environment jsdom
// A plain hit renders as text and <em> elements, no HTML parsed: the same text and tags the
// browser would make of its markup. Any other hit goes through sanitizeHighlight.
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadSanitizer, sanitizeHighlight } from '../../../../plugins/views/components';
import { Highlight } from '../../../../plugins/views/components/sanitize/Highlight';
import { highlightParts } from '../../../../plugins/views/components/sanitize/sanitizeHighlight';

beforeAll(() => preloadSanitizer());

/** What the browser makes of markup set as HTML. */
function parsedAsHtml(markup: string): string {
  const span = document.createElement('span');
  span.innerHTML = markup;
  return span.innerHTML;
}

describe('highlightParts', () => {
  it('splits a plain hit into runs, its references read', () => {
    expect(highlightParts('<em>Zh</em>ao &quot;Quote&quot; O&#39;Neil')).toEqual([
      { text: 'Zh', em: true },
      { text: 'ao "Quote" O\'Neil', em: false },
    ]);
    expect(highlightParts('a &amp; b<em>c&lt;d&gt;</em>e&nbsp;<em>f</em>')).toEqual([
      { text: 'a & b', em: false },
      { text: 'c<d>', em: true },
      { text: 'e\u00a0', em: false },
      { text: 'f', em: true },
    ]);
    expect(highlightParts('no highlight')).toEqual([{ text: 'no highlight', em: false }]);
  });

  it('takes no hit that holds other markup, a raw <, & or unbalanced tags', () => {
    for (const hit of [
      'Li <em>Ming</em><script>x</script>',
      '<em class="a">A</em>',
      '<em>open',
      'close</em>',
      '<em><em>nested</em></em>',
      'a < b',
      'fish & chips',
      '&#x3c;script&#x3e;',
    ]) {
      expect(highlightParts(hit), hit).toBeNull();
    }
  });

  it('renders what setting the markup as HTML renders, for plain and other hits', () => {
    for (const hit of [
      '<em>Zh</em>ao &quot;Quote&quot; O&#39;Neil',
      'a &amp; b<em>c&lt;d&gt;</em>e&nbsp;<em>f</em>',
      'Li <em>Ming</em><img src=x onerror=alert(1)>',
    ]) {
      const { container, unmount } = render(<Highlight markup={hit} />);
      expect(container.firstElementChild?.innerHTML, hit).toBe(
        parsedAsHtml(sanitizeHighlight(hit)),
      );
      expect(container.querySelector('img, script')).toBeNull();
      unmount();
    }
  });
});
