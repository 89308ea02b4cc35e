/**
 * What an avatar shows without an image: initials from the name on a colour chosen from the id,
 * so one person keeps one colour in every list and two people side by side rarely share one.
 */

/**
 * Background colours of the initials (white text on each reaches 4.5:1, WCAG AA):
 * blue 5.47, teal 5.02, green 5.31, violet 5.55, orange 4.88, red 5.27, indigo 8.51, magenta 5.91
 * (tests/unit/views/components/avatarFallback.test.ts recomputes them).
 */
export const AVATAR_COLOURS = [
  '#2f62d6',
  '#0f7b84',
  '#2b7a3d',
  '#7048e8',
  '#b5560b',
  '#c93328',
  '#3c3fa8',
  '#b22c7e',
] as const;

/** A stable colour for an id (a string hash, so numeric and string ids both spread). */
export function avatarColour(id: string): string {
  let hash = 0;
  for (const char of id) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] as string;
}

const HAN = /\p{Script=Han}/u;
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

function graphemes(text: string): string[] {
  if (segmenter) return Array.from(segmenter.segment(text), (part) => part.segment);
  return Array.from(text);
}

/**
 * Initials as the suite's clients draw them: a Chinese or Japanese name written in Han characters
 * shows its last two characters (the given name: 张伟 → 张伟, 欧阳明华 → 明华); a name of several
 * words shows the first letters of the first and last word (Gao Hua → GH); any other name its
 * first character (a Thai name keeps its vowel marks with it). Empty for a blank name.
 */
export function avatarInitials(name: string): string {
  let initials = initialsByName.get(name);
  if (initials === undefined) {
    if (initialsByName.size >= INITIALS_REMEMBERED) initialsByName.clear();
    initials = initialsOf(name);
    initialsByName.set(name, initials);
  }
  return initials;
}

/**
 * Initials of recent names: a list mounts a row per person scrolled into view, and splitting a
 * name into graphemes is the costliest part of drawing its avatar.
 */
const INITIALS_REMEMBERED = 2000;
const initialsByName = new Map<string, string>();

function initialsOf(name: string): string {
  const text = name.trim();
  if (text === '') return '';
  const words = text.split(/\s+/);
  if (words.length > 1) {
    const first = graphemes(words[0] as string)[0] ?? '';
    const last = graphemes(words[words.length - 1] as string)[0] ?? '';
    if (!HAN.test(first + last)) return (first + last).toUpperCase();
  }
  const chars = graphemes(text.replace(/\s+/g, ''));
  if (chars.every((char) => HAN.test(char))) return chars.slice(-2).join('');
  return (chars[0] ?? '').toUpperCase();
}
