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
 * Sanitises search-hit markup from the server: only `<em>` survives, with no attributes.
 * Without a DOM (server rendering) nothing can be parsed safely, so the whole text is escaped.
 * The result is the only string the components pass to dangerouslySetInnerHTML.
 */
export function sanitizeHighlight(html: string): string {
  if (!DOMPurify.isSupported) return escapeHtml(html);
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: ['em'], ALLOWED_ATTR: [] });
}
