// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import {
  escapeHtml,
  preloadSanitizer,
  sanitizeHighlight,
} from '../../../../plugins/views/components';

// DOMPurify is a chunk the search box preloads: these cases run with it in (the rule before it
// is in: sanitizeBeforeLoad.test.ts).
beforeAll(() => preloadSanitizer());

describe('sanitizeHighlight', () => {
  it('keeps <em> and drops scripts', () => {
    expect(sanitizeHighlight('Li <em>Ming</em><script>x</script>')).toBe('Li <em>Ming</em>');
  });

  it('drops attributes of <em> and other tags with their handlers', () => {
    expect(sanitizeHighlight('<em class="a" onclick="x()">A</em><b>B</b>')).toBe('<em>A</em>B');
    expect(sanitizeHighlight('<img src=x onerror=alert(1)>')).toBe('');
  });

  it('leaves only a bare <em>: an `is` attribute is removed, not emptied', () => {
    expect(sanitizeHighlight('<em is="x" onclick="alert(1)">x</em>')).toBe('<em>x</em>');
    expect(sanitizeHighlight('<em is=x>a</em> and <em IS="y" data-x="1">b</em>')).toBe(
      '<em>a</em> and <em>b</em>',
    );
    expect(sanitizeHighlight('a &lt;b&gt; &amp; <em>c</em>')).toBe('a &lt;b&gt; &amp; <em>c</em>');
  });

  it('never writes out what the DOM serialises: an `is` value Chromium keeps stays out', () => {
    // Chromium serialises an element's `is` value even once the attribute is gone (`<em is="">`);
    // jsdom does not, so its serialiser is made to behave the same way here.
    const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
    Object.defineProperty(Element.prototype, 'innerHTML', {
      ...descriptor,
      get(this: Element) {
        return (descriptor.get!.call(this) as string).replace(/<em(?=[\s>])/g, '<em is=""');
      },
    });
    try {
      expect(sanitizeHighlight('<em is="q" onclick="alert(1)">q</em> <b>r</b>')).toBe(
        '<em>q</em> r',
      );
      expect(sanitizeHighlight('<em is="q"><em is="r">s</em></em>')).toBe('<em><em>s</em></em>');
    } finally {
      Object.defineProperty(Element.prototype, 'innerHTML', descriptor);
    }
  });

  it('escapes text for HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('sanitizeHighlight on plain hits', () => {
  const plain = ['<em>Zh</em>ang Wei', 'Li <em>Ming</em> and <em>Ming</em>', 'no hit', ''];
  const purified = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.innerHTML;
  };

  it('gives what DOMPurify gives for text with bare, balanced <em> tags', () => {
    for (const html of plain) expect(sanitizeHighlight(html)).toBe(purified(html));
  });

  it('takes escaped names as they are, without DOMPurify, rendering what it would give', async () => {
    const { default: DOMPurify } = await import('dompurify');
    const escaped = [
      '<em>Zh</em>ao &quot;Quote&quot; O&#39;Neil',
      'Tom &amp;amp; <em>J</em>erry',
      'Xss &lt;img src=x onerror=alert(1)&gt; &amp; <em>Co</em>',
      'a&nbsp;<em>b</em>',
    ];
    const original = DOMPurify.sanitize.bind(DOMPurify);
    const calls: string[] = [];
    DOMPurify.sanitize = ((dirty: string, config: object) => {
      calls.push(dirty);
      return original(dirty, config);
    }) as typeof DOMPurify.sanitize;
    try {
      for (const html of escaped) {
        const shown = document.createElement('span');
        shown.innerHTML = sanitizeHighlight(html);
        const expected = document.createElement('span');
        expected.innerHTML = purified(html);
        expect(shown.innerHTML).toBe(expected.innerHTML);
        expect(shown.querySelectorAll('*').length).toBe(shown.querySelectorAll('em').length);
      }
      expect(calls).toEqual([]);
    } finally {
      DOMPurify.sanitize = original;
    }
  });

  it('sanitises an `&` that starts anything else, and markup between escaped text', () => {
    expect(sanitizeHighlight('&lt;b&gt;<em>x</em><b>y</b>')).toBe('&lt;b&gt;<em>x</em>y');
    expect(sanitizeHighlight('&#x3c;img src=x&#x3e; <em>z</em>')).toBe(
      '&lt;img src=x&gt; <em>z</em>',
    );
    expect(sanitizeHighlight('&AMP; <em>z</em>')).toBe('&amp; <em>z</em>');
  });

  it('still sanitises anything else', () => {
    expect(sanitizeHighlight('<em>a</em><em>b')).toBe('<em>a</em><em>b</em>');
    expect(sanitizeHighlight('<em><em>a</em></em>')).toBe('<em><em>a</em></em>');
    expect(sanitizeHighlight('a\u00a0<em>b</em>')).toBe('a&nbsp;<em>b</em>');
    expect(sanitizeHighlight('<em>a</em><svg onload=x>')).toBe('<em>a</em>');
  });

  it('answers a hit shown again without sanitising it again', async () => {
    const { default: DOMPurify } = await import('dompurify');
    const html = 'Wang <em>F</em>ang <b>x</b>';
    sanitizeHighlight(html);
    const calls: string[] = [];
    const original = DOMPurify.sanitize.bind(DOMPurify);
    DOMPurify.sanitize = ((dirty: string, config: object) => {
      calls.push(dirty);
      return original(dirty, config);
    }) as typeof DOMPurify.sanitize;
    try {
      expect(sanitizeHighlight(html)).toBe('Wang <em>F</em>ang x');
      expect(sanitizeHighlight('<em>Zh</em>ou')).toBe('<em>Zh</em>ou');
      expect(calls).toEqual([]);
    } finally {
      DOMPurify.sanitize = original;
    }
  });
});
