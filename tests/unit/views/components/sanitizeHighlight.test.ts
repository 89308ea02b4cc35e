// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeHtml, sanitizeHighlight } from '../../../../plugins/views/components';

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

  it('escapes text for HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
