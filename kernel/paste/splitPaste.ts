/**
 * Splits pasted text into entries: commas, semicolons, new lines and tabs separate them, and so
 * do spaces around an address or a number; words between them make one name ("Li Ming"), and the
 * "Name <address>" form mail clients copy stays one entry (its name may hold commas when quoted:
 * "Doe, Ann" <ann@x.cn>). A country code before a number stays with it ("+86 138…"). Empty pieces are dropped; the order of the paste is kept.
 */

/** "Display Name <address>" with the name optional; the address holds no separator. */
const MAILBOX = /(?:"([^"]*)"|([^<>,;\t\n\r"]*))\s*<([^<>\s,;]+)>/g;
const SEPARATORS = /[\s,;]+/;

function words(text: string): string[] {
  return text.split(SEPARATORS).filter((piece) => piece !== '');
}

/** An address or a number: a word that is an entry on its own. */
function standsAlone(word: string): boolean {
  return word.includes('@') || /^\+?[\d().-]+$/.test(word);
}

/**
 * The entries among loose words: each address or number is one ("+86 138…" with its country
 * code), and a run of other words between them is one name ("Li Ming").
 */
function entriesOf(text: string): string[] {
  const out: string[] = [];
  let name: string[] = [];
  const endName = () => {
    if (name.length > 0) out.push(name.join(' '));
    name = [];
  };
  for (const word of words(text)) {
    if (!standsAlone(word)) {
      name.push(word);
      continue;
    }
    endName();
    const previous = out.at(-1);
    if (previous !== undefined && /^\+\d{1,3}$/.test(previous)) out[out.length - 1] += ` ${word}`;
    else out.push(word);
  }
  endName();
  return out;
}

/** One chunk between commas, semicolons and line breaks: its mailboxes and its loose words. */
function splitChunk(chunk: string, out: string[]): void {
  let last = 0;
  for (const match of chunk.matchAll(MAILBOX)) {
    const start = match.index;
    out.push(...entriesOf(chunk.slice(last, start)));
    const nameWords = words(match[1] ?? match[2] ?? '');
    // Addresses and numbers before the name are entries of their own ("a@x.cn Ann <ann@x.cn>").
    let cut = 0;
    nameWords.forEach((word, at) => {
      if (standsAlone(word)) cut = at + 1;
    });
    out.push(...entriesOf(nameWords.slice(0, cut).join(' ')));
    const name = match[1]?.trim() ?? nameWords.slice(cut).join(' ');
    out.push(name === '' ? match[3] : `${name} <${match[3]}>`);
    last = start + match[0].length;
  }
  out.push(...entriesOf(chunk.slice(last)));
}

/** Chunks between commas, semicolons and line breaks outside double quotes ("Doe, Ann"). */
function chunks(text: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (char === '"') quoted = !quoted;
    else if (!quoted && ',;\t\n\r'.includes(char)) {
      out.push(text.slice(start, at));
      start = at + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

export function splitPaste(text: string): string[] {
  const out: string[] = [];
  for (const chunk of chunks(text)) splitChunk(chunk, out);
  return out;
}
