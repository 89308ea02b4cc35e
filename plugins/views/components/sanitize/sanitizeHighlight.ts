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
  if (isPlainHit(html)) return html;
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = purify(html);
  if (sanitized.size >= CACHE_SIZE) sanitized.delete(sanitized.keys().next().value as string);
  sanitized.set(html, clean);
  return clean;
}

/** Sanitised markup of the hits seen last (rows render again on every tick and scroll). */
const sanitized = new Map<string, string>();
const CACHE_SIZE = 500;

/**
 * Text (no `<`, `>`, `&` or no-break space, which serialise differently) with bare `<em>` tags,
 * balanced and not nested: parsing it yields exactly it, so DOMPurify would give it back as is.
 * Most hits are such; DOMPurify's parse per row was most of a scroll through search results.
 */
function isPlainHit(html: string): boolean {
  if (!/^(?:[^<>&\u00a0]|<\/?em>)*$/.test(html)) return false;
  let open = false;
  for (const tag of html.matchAll(/<(\/?)em>/g)) {
    const closing = tag[1] === '/';
    if (closing !== open) return false;
    open = !closing;
  }
  return !open;
}

function purify(html: string): string {
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
