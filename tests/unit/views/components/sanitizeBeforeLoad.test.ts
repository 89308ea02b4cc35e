// @vitest-environment jsdom
/**
 * Hits that need DOMPurify before its chunk is in: the built-in rule gives the same text and bare
 * `<em>` tags as DOMPurify does afterwards, never other markup, and the first such hit starts the
 * load.
 */
import { describe, expect, it, vi } from 'vitest';

const HOSTILE = [
  'Li <em>Ming</em><script>x</script>',
  '<em class="a" onclick="x()">A</em><b>B</b>',
  '<img src=x onerror=alert(1)>',
  '<em is="x" onclick="alert(1)">x</em>',
  '<em>a</em><em>b',
  'a\u00a0<em>b</em>',
  '<em>a</em><svg onload=x><text>t</text></svg>',
  'Zed<style>body{display:none}</style> <iframe src="javascript:alert(1)">i</iframe>',
  '<a href="javascript:alert(1)"><em>link</em></a>',
];

async function freshModule() {
  vi.resetModules();
  return import('../../../../plugins/views/components/sanitize/sanitizeHighlight');
}

describe('sanitizeHighlight before DOMPurify is in', () => {
  it('gives what it gives once DOMPurify is in: text and bare <em> tags only', async () => {
    const before = await freshModule();
    const early = HOSTILE.map((html) => before.sanitizeHighlight(html));
    await before.preloadSanitizer();
    const late = HOSTILE.map((html) => before.sanitizeHighlight(html));
    expect(early).toEqual(late);
    for (const markup of early) expect(markup.replace(/<\/?em>/g, '')).not.toMatch(/[<>]/);
    expect(early[0]).toBe('Li <em>Ming</em>');
    expect(early[2]).toBe('');
  });

  it('the first hit that needs DOMPurify starts loading it', async () => {
    const module = await freshModule();
    const { default: DOMPurify } = await import('dompurify');
    const sanitize = vi.spyOn(DOMPurify, 'sanitize');
    module.sanitizeHighlight('<b>x</b> <em>y</em>');
    await vi.waitFor(() => {
      module.sanitizeHighlight('<b>z</b>');
      expect(sanitize).toHaveBeenCalled();
    });
    sanitize.mockRestore();
  });
});
