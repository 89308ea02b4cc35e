/**
 * Rename mode (finder.md sections 2 and 5): with the `rename` feature on, the footer of copy,
 * save and create has a name input for what lands in the chosen folder.
 * - The default name is the original's (without a file's extension) plus a bracketed copy
 *   suffix, `report(copy)`, unless the host hides the suffix.
 * - The name is checked by the name rules (fileNameEmpty, at most 100, no \ / : * ? " < > |, and
 *   ; % & for a link folder) once the extension is back on.
 * - For files the original extension is re-appended (`report(copy)` → `report(copy).docx`);
 *   a name that already ends with it keeps it once.
 */
import type { FinderAction } from './actions';
import { fileNameError, type NameError } from './validators';

/** The actions whose footer has the name input when the rename feature is on. */
export const RENAME_ACTIONS: readonly FinderAction[] = ['copy', 'save', 'create'];

export interface RenameSubject {
  fname: string;
  isFile: boolean;
  /** A link folder's name refuses ; % & as well. */
  linkFolder?: boolean;
}

/** The extension of a file's name, with its dot ('' for folders and names without one). */
export function extensionOf(subject: RenameSubject): string {
  if (!subject.isFile) return '';
  const dot = subject.fname.lastIndexOf('.');
  return dot > 0 && dot < subject.fname.length - 1 ? subject.fname.slice(dot) : '';
}

function stem(subject: RenameSubject): string {
  const ext = extensionOf(subject);
  return ext ? subject.fname.slice(0, -ext.length) : subject.fname;
}

/** What the name input starts with: the stem and, unless hidden, `(suffix)`. */
export function defaultRename(
  subject: RenameSubject,
  copySuffix: string,
  hideCopySuffix: boolean,
): string {
  return hideCopySuffix ? stem(subject) : `${stem(subject)}(${copySuffix})`;
}

/** The final name: trimmed, the original extension re-appended for a file. */
export function finalName(subject: RenameSubject, typed: string): string {
  const name = typed.trim();
  const ext = extensionOf(subject);
  if (!ext || name.toLowerCase().endsWith(ext.toLowerCase())) return name;
  return `${name}${ext}`;
}

/** The final name, or the rule it breaks. */
export function renameResult(
  subject: RenameSubject,
  typed: string,
): { name: string; error: NameError | null } {
  if (typed.trim() === '') return { name: '', error: 'fileNameEmpty' };
  const name = finalName(subject, typed);
  return { name, error: fileNameError(name, { linkFolder: subject.linkFolder }) };
}
