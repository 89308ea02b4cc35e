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
 * The markup is never written back out by the DOM: a parsed element keeps an `is` value that the
 * browser serialises even after the attribute is removed (Chromium writes `<em is="">`), so the
 * result is built from the sanitised nodes' text (escaped) and fresh `<em>`/`</em>` tags alone.
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
 * Text with bare `<em>` tags, balanced and not nested, where `&` only starts one of the references
 * escapeHtml and textMarkup write (`&amp;` `&lt;` `&gt;` `&quot;` `&#39;` `&nbsp;`) and no `<`, `>`
 * or raw no-break space is left: parsing it and writing it out gives the same text and tags, so
 * DOMPurify would give back what renders as it. That is every hit of a server that escapes its
 * names, an `&` or a quote included; DOMPurify's parse per row (and its set-up on the first call)
 * was most of the first render of search results and of a scroll through them.
 */
const PLAIN_HIT = /^(?:[^<>&\u00a0]|<\/?em>|&(?:amp|lt|gt|quot|#39|nbsp);)*$/;

function isPlainHit(html: string): boolean {
  if (!PLAIN_HIT.test(html)) return false;
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
  // Parsed inertly (a template's content runs nothing) and read node by node.
  const template = document.createElement('template');
  template.innerHTML = clean;
  return bareMarkup(template.content);
}

/** Text nodes escaped, `em` elements as bare `<em>…</em>`, any other node by its children. */
function bareMarkup(node: Node): string {
  let markup = '';
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === TEXT_NODE) markup += textMarkup(child.nodeValue ?? '');
    else if (child.nodeName.toLowerCase() === 'em') markup += `<em>${bareMarkup(child)}</em>`;
    else markup += bareMarkup(child);
  }
  return markup;
}

const TEXT_NODE = 3;

/** Text escaped as the DOM writes it out, a no-break space as `&nbsp;`. */
function textMarkup(text: string): string {
  return escapeHtml(text).replace(/\u00a0/g, '&nbsp;');
}
