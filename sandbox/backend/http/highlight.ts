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
  return new PersonQuery(query).matches(person.names, person.email, person.phone);
}

/**
 * `personMatches` for one query over many people: the query is trimmed, lowered and stripped of
 * its +86 once, not once per person (a company member search reads 100k staff per call).
 */
export class PersonQuery {
  private readonly lower: string;
  private readonly phone: string;

  constructor(query: string) {
    const q = query.trim();
    this.lower = q.toLowerCase();
    this.phone = q.replace(/^(\+|00)86/, '');
  }

  /** A name already in lower case holds the query. */
  loweredName(name: string): boolean {
    return this.lower !== '' && name.includes(this.lower);
  }

  /** The whole e-mail address (any case) or phone number. */
  contact(email: string | undefined, phone: string | undefined): boolean {
    const sameLength = email !== undefined && email.length === this.lower.length;
    if (sameLength && email.toLowerCase() === this.lower) return true;
    return phone !== undefined && phone === this.phone;
  }

  matches(names: readonly (string | undefined)[], email?: string, phone?: string): boolean {
    for (const name of names) {
      if (name !== undefined && this.loweredName(name.toLowerCase())) return true;
    }
    return this.contact(email, phone);
  }
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
