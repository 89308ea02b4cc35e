import type { DOMPurify } from 'dompurify';

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
 * DOMPurify is a chunk of its own: the first paint shows no server markup, and most hits are
 * plain (below) and never need it. The search box preloads it once the page is idle after
 * opening; the first hit that needs it starts the load otherwise.
 */
let purifier: DOMPurify | null = null;
let loading: Promise<void> | null = null;

/** Loads DOMPurify ahead of the first hit that needs it; resolves once it is in (or failed). */
export function preloadSanitizer(): Promise<void> {
  loading ??= import('dompurify').then(
    (module) => {
      purifier = module.default;
    },
    (error: unknown) => {
      // Not asked again on every hit: the built-in rule stays for this page.
      console.warn(
        '[pickerkit] DOMPurify could not be loaded; hits keep the built-in rule:',
        error,
      );
    },
  );
  return loading;
}

/**
 * Sanitises search-hit markup from the server: only a bare `<em>` survives, with no attributes.
 * The markup is never written back out by the DOM: a parsed element keeps an `is` value that the
 * browser serialises even after the attribute is removed (Chromium writes `<em is="">`), so the
 * result is built from the sanitised nodes' text (escaped) and fresh `<em>`/`</em>` tags alone.
 * Without a DOM (server rendering) nothing can be parsed safely, so the whole text is escaped.
 * Until DOMPurify is in, a hit that needs it is parsed inertly (a template's content) and built
 * the same way, the content of script-like elements dropped as DOMPurify drops it: the same text
 * and `<em>` tags, never other markup. The result is the only string the components pass to
 * dangerouslySetInnerHTML.
 */
export function sanitizeHighlight(html: string): string {
  if (typeof document === 'undefined' || (purifier && !purifier.isSupported)) {
    return escapeHtml(html);
  }
  if (isPlainHit(html)) return html;
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  if (!purifier) {
    void preloadSanitizer();
    return bareMarkup(parsed(html));
  }
  const clean = bareMarkup(
    parsed(purifier.sanitize(html, { ALLOWED_TAGS: ['em'], ALLOWED_ATTR: [] })),
  );
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

/** The references a plain hit may hold (escapeHtml's and textMarkup's), and what they stand for. */
const REFERENCES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(ESCAPES).map(([char, reference]) => [reference, char])),
  '&nbsp;': '\u00a0',
};

/** One run of a hit's text, emphasised (inside `<em>`) or not. */
export interface HighlightPart {
  text: string;
  em: boolean;
}

/**
 * A plain hit (see PLAIN_HIT) as runs of text, its references read: what the browser would make
 * of its markup, for the views to render as text nodes and `<em>` elements, with no HTML parsed
 * (a row's innerHTML was a parse per row while search results scroll). Null for any other hit,
 * which goes through sanitizeHighlight. It needs no DOM, so a server renders it the same.
 */
export function highlightParts(html: string): HighlightPart[] | null {
  if (!isPlainHit(html)) return null;
  const parts: HighlightPart[] = [];
  // Text runs at even places, each tag's capture ('' opens, '/' closes) at odd ones.
  html.split(/<(\/?)em>/).forEach((run, index) => {
    if (index % 2 === 1 || run === '') return;
    const text = run.replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (ref) => REFERENCES[ref]);
    // A plain hit's tags are balanced and not nested: runs inside alternate with runs outside.
    parts.push({ text, em: index % 4 === 2 });
  });
  return parts;
}

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

/** Markup parsed inertly: a template's content runs and loads nothing. */
function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Elements whose content is not text to show (DOMPurify drops it with them). */
const CONTENT_DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'xmp',
  'plaintext',
  'title',
  'head',
  'svg',
  'math',
  'audio',
  'video',
  'colgroup',
  'thead',
  'desc',
]);

/**
 * Text nodes escaped, `em` elements as bare `<em>…</em>`, script-like elements dropped, any other
 * node by its children.
 */
function bareMarkup(node: Node): string {
  let markup = '';
  for (const child of Array.from(node.childNodes)) {
    const name = child.nodeName.toLowerCase();
    if (child.nodeType === TEXT_NODE) markup += textMarkup(child.nodeValue ?? '');
    else if (name === 'em') markup += `<em>${bareMarkup(child)}</em>`;
    else if (!CONTENT_DROPPED.has(name)) markup += bareMarkup(child);
  }
  return markup;
}

const TEXT_NODE = 3;

/** Text escaped as the DOM writes it out, a no-break space as `&nbsp;`. */
function textMarkup(text: string): string {
  return escapeHtml(text).replace(/\u00a0/g, '&nbsp;');
}
