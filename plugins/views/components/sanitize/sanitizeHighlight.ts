import DOMPurify from 'dompurify';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text so it can be placed in HTML as text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/**
 * Sanitises search-hit markup from the server: only a bare `<em>` survives, with no attributes.
 * DOMPurify empties an `is` attribute rather than removing it (`<em is="">`), so every attribute
 * left on the sanitised nodes is removed before the markup is written back out.
 * Without a DOM (server rendering) nothing can be parsed safely, so the whole text is escaped.
 * The result is the only string the components pass to dangerouslySetInnerHTML.
 */
export function sanitizeHighlight(html: string): string {
  if (!DOMPurify.isSupported) return escapeHtml(html);
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS: ['em'], ALLOWED_ATTR: [] });
  if (!/<em\s/i.test(clean)) return clean;
  // Parsed again inertly (a template's content runs nothing), attributes removed, written out.
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const element of template.content.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  return template.innerHTML;
}
