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

  it('escapes text for HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
