/**
 * Search matching and highlights. The server HTML-escapes a name (& < > " ') and wraps each
 * case-insensitive match of the query in `<em>…</em>`, so a highlight string is safe HTML where
 * only `<em>` is markup: `Li <em>Ming</em>`, `&lt;img src=x onerror=alert(1)&gt;`.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

export function matches(text: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q !== '' && text.toLowerCase().includes(q);
}

/**
 * A person matches a search by a part of a name, or by the whole of their e-mail address (any
 * case) or phone number (with or without +86), as the suite's people searches do.
 */
export function personMatches(
  person: { names: readonly string[]; email?: string; phone?: string },
  query: string,
): boolean {
  const q = query.trim();
  if (person.names.some((name) => matches(name, q))) return true;
  if (person.email !== undefined && person.email.toLowerCase() === q.toLowerCase()) return true;
  return person.phone !== undefined && person.phone === q.replace(/^(\+|00)86/, '');
}

export function highlight(text: string, query: string): string {
  const q = query.trim().toLowerCase();
  if (q === '') return escapeHtml(text);
  const lower = text.toLowerCase();
  let out = '';
  let at = 0;
  for (let hit = lower.indexOf(q); hit >= 0; hit = lower.indexOf(q, at)) {
    out += `${escapeHtml(text.slice(at, hit))}<em>${escapeHtml(text.slice(hit, hit + q.length))}</em>`;
    at = hit + q.length;
  }
  return out + escapeHtml(text.slice(at));
}
