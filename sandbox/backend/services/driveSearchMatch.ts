/**
 * How the fake drive's file search matches a keyword (case-insensitive) against an entry:
 * - by name (search_file_name, default on): a substring of the name;
 * - by first letters (include_first_letter): a substring of the name's initials, the first letter
 *   of each word and the pinyin initial of each Chinese character ("年度计划" → ndjh), the
 *   extension left out;
 * - by content (search_file_content, alias search_content): a substring of the file's text (files
 *   only; the fake text is `Prepared by <creator> for <team>.`);
 * - by operator name (search_operator_name): a substring of the creator's name.
 * Highlights wrap matches in `<em>` and leave the rest as stored (clients sanitise).
 */
import type { DriveFile, DriveGroup } from '../data/driveTypes';
import { isFolderLike } from './driveStore';

export interface MatchOptions {
  byName: boolean;
  byFirstLetter: boolean;
  byContent: boolean;
  byOperator: boolean;
}

export interface Match {
  /** highlight.file_name entries */
  fileName: string;
  /** highlight.content entries, for a content hit */
  content?: string;
}

/** Pinyin initials of the Chinese characters the generated names use. */
const PINYIN_INITIALS: Readonly<Record<string, string>> = {
  年: 'n',
  度: 'd',
  计: 'j',
  划: 'h',
  会: 'h',
  议: 'y',
  纪: 'j',
  要: 'y',
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function highlight(text: string, keyword: string): string {
  return text.replace(new RegExp(escapeRegExp(keyword), 'gi'), (m) => `<em>${m}</em>`);
}

/** Each initial with the index of the character it stands for. */
function initialsOf(fname: string, folder: boolean): { letter: string; at: number }[] {
  const dot = fname.lastIndexOf('.');
  const stem = folder || dot <= 0 ? fname : fname.slice(0, dot);
  const out: { letter: string; at: number }[] = [];
  let inWord = false;
  for (let i = 0; i < stem.length; i += 1) {
    const ch = stem[i] as string;
    const pinyin = PINYIN_INITIALS[ch];
    if (pinyin) {
      out.push({ letter: pinyin, at: i });
      inWord = false;
    } else if (/[\p{L}\p{N}]/u.test(ch)) {
      if (!inWord) out.push({ letter: ch.toLowerCase(), at: i });
      inWord = true;
    } else {
      inWord = false;
    }
  }
  return out;
}

/** The name with the characters whose initials matched wrapped in <em>, or null. */
function firstLetterMatch(f: DriveFile, needle: string): string | null {
  const initials = initialsOf(f.fname, isFolderLike(f));
  const start = initials
    .map((i) => i.letter)
    .join('')
    .indexOf(needle);
  if (start < 0) return null;
  const marked = new Set(initials.slice(start, start + needle.length).map((i) => i.at));
  return [...f.fname].map((ch, i) => (marked.has(i) ? `<em>${ch}</em>` : ch)).join('');
}

export function fileContent(f: DriveFile, group: DriveGroup): string {
  return `Prepared by ${f.creator.name} for ${group.name}.`;
}

export function matchFile(
  f: DriveFile,
  group: DriveGroup,
  keyword: string,
  options: MatchOptions,
): Match | null {
  const needle = keyword.toLowerCase();
  if (options.byName && f.fname.toLowerCase().includes(needle)) {
    return { fileName: highlight(f.fname, keyword) };
  }
  if (options.byFirstLetter) {
    const hit = firstLetterMatch(f, needle);
    if (hit !== null) return { fileName: hit };
  }
  if (options.byContent && !isFolderLike(f)) {
    const text = fileContent(f, group);
    if (text.toLowerCase().includes(needle)) {
      return { fileName: f.fname, content: highlight(text, keyword) };
    }
  }
  if (options.byOperator && f.creator.name.toLowerCase().includes(needle)) {
    return { fileName: f.fname };
  }
  return null;
}
