/**
 * Titles are markup (member-picker.md section 5: sanitised, only the emphasis tag allowed). The
 * markup shown is sanitizeHighlight's (`<em>` only, no attributes); where a title must be plain
 * text (an accessible name, an avatar's initial, the business card) it is that markup's text.
 */
import { sanitizeHighlight } from './sanitizeHighlight';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code >= 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : whole;
  });
}

/** The text of a title: its sanitised markup without the `<em>` tags, entities decoded. */
export function titleText(title: string): string {
  if (!/[<&]/.test(title)) return title;
  return decodeEntities(sanitizeHighlight(title).replace(/<\/?em>/gi, ''));
}
