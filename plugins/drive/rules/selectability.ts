/**
 * Selectability (finder.md section 4): an entry is excluded, and shown disabled, when its
 * extension or ftype is in the excluded list. It is selectable when not excluded, not a file in
 * directory mode, and matching the allowed types or extensions. A link is judged by the
 * extension inside its name, before `.link`.
 */
import { extensionOfName, type DriveEntry } from '../../sources/shared/driveEntry';
import type { FinderMode } from './actions';
import { typeMatcher, type TypeMatcher } from './fileTypes';

export type UnselectableReason = 'excluded' | 'dirMode' | 'notAllowed';

export interface Selectability {
  selectable: boolean;
  /** Excluded: drawn disabled, never picked, not even opened when it is a file. */
  disabled: boolean;
  reason?: UnselectableReason;
}

export interface SelectabilityRules {
  mode: FinderMode;
  includes: TypeMatcher;
  excludes: TypeMatcher;
}

export function selectabilityRules(
  mode: FinderMode,
  includes: readonly string[],
  excludes: readonly string[],
): SelectabilityRules {
  return { mode, includes: typeMatcher(includes), excludes: typeMatcher(excludes) };
}

/** The extension that decides: a link's target extension, else the entry's own. */
export function judgedExtension(entry: Pick<DriveEntry, 'ftype' | 'ext' | 'fname'>): string {
  if (entry.ftype === 'link' || entry.fname.toLowerCase().endsWith('.link')) {
    return extensionOfName(entry.fname);
  }
  return entry.ext || extensionOfName(entry.fname);
}

function matches(matcher: TypeMatcher, entry: DriveEntry, ext: string): boolean {
  if (entry.isFolder ? matcher.anyFolder : matcher.anyFile) return true;
  if (matcher.ftypes.has(entry.ftype)) return true;
  return !entry.isFolder && ext !== '' && matcher.exts.has(ext);
}

function isEmpty(matcher: TypeMatcher): boolean {
  return (
    !matcher.anyFile && !matcher.anyFolder && matcher.exts.size === 0 && matcher.ftypes.size === 0
  );
}

export function selectabilityOf(entry: DriveEntry, rules: SelectabilityRules): Selectability {
  const ext = judgedExtension(entry);
  if (matches(rules.excludes, entry, ext)) {
    return { selectable: false, disabled: true, reason: 'excluded' };
  }
  if (rules.mode === 'dir' && entry.isFile) {
    return { selectable: false, disabled: false, reason: 'dirMode' };
  }
  if (!isEmpty(rules.includes) && !matches(rules.includes, entry, ext)) {
    return { selectable: false, disabled: false, reason: 'notAllowed' };
  }
  return { selectable: true, disabled: false };
}
