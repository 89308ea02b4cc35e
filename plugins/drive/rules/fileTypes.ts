/**
 * The file-type groups of finder.md section 3 and what each covers. The spec names the groups
 * but not their lists; these are ours (docs/architecture/finder.md lists them, tests pin them):
 *
 * - xls, doc, ppt, pdf, zip, txt, processon, img, audio, video, todo (todo), meeting (meeting),
 *   weboffice (otl, ksheet, form, dbt: online documents): the extensions of the file icons
 *   (FileItem's EXTENSION_GROUPS), so a row's icon and its type group always agree.
 * - sharefolder, group, device: ftypes, not extensions (a shared folder; a team, normal or
 *   group; a device or the devices folder).
 * - 'file' is every file, 'folder' every folder-like; an entry with a dot ('.md') is that literal
 *   extension.
 */
import { EXTENSION_GROUPS } from '../../views/components/FileItem/fileIconName';

export interface TypeGroup {
  exts: readonly string[];
  ftypes: readonly string[];
}

const byExt = (exts: readonly string[]): TypeGroup => ({ exts, ftypes: [] });
const byFtype = (ftypes: readonly string[]): TypeGroup => ({ exts: [], ftypes });

export const FILE_TYPE_GROUPS: Readonly<Record<string, TypeGroup>> = {
  xls: byExt(EXTENSION_GROUPS.xls),
  doc: byExt(EXTENSION_GROUPS.doc),
  ppt: byExt(EXTENSION_GROUPS.ppt),
  pdf: byExt(EXTENSION_GROUPS.pdf),
  zip: byExt(EXTENSION_GROUPS.zip),
  txt: byExt(EXTENSION_GROUPS.txt),
  processon: byExt(EXTENSION_GROUPS.processon),
  img: byExt(EXTENSION_GROUPS.img),
  audio: byExt(EXTENSION_GROUPS.audio),
  video: byExt(EXTENSION_GROUPS.video),
  todo: byExt(EXTENSION_GROUPS.todo),
  meeting: byExt(EXTENSION_GROUPS.meeting),
  weboffice: byExt(EXTENSION_GROUPS.weboffice),
  sharefolder: byFtype(['sharefolder']),
  group: byFtype(['group', 'team', 'normal', 'team-selected']),
  device: byFtype(['device', 'devices']),
};

/** What a list of type names matches: extensions, ftypes, and the generic file / folder. */
export interface TypeMatcher {
  exts: ReadonlySet<string>;
  ftypes: ReadonlySet<string>;
  anyFile: boolean;
  anyFolder: boolean;
}

/** Builds a matcher; unknown names are ignored (options.ts reports none: any name may be an ftype). */
export function typeMatcher(names: readonly string[]): TypeMatcher {
  const exts = new Set<string>();
  const ftypes = new Set<string>();
  let anyFile = false;
  let anyFolder = false;
  for (const raw of names) {
    const name = raw.trim();
    if (name === 'file') anyFile = true;
    else if (name === 'folder') anyFolder = true;
    else if (name.startsWith('.')) exts.add(name.slice(1).toLowerCase());
    else if (FILE_TYPE_GROUPS[name]) {
      FILE_TYPE_GROUPS[name].exts.forEach((e) => exts.add(e));
      FILE_TYPE_GROUPS[name].ftypes.forEach((f) => ftypes.add(f));
    } else ftypes.add(name);
  }
  return { exts, ftypes, anyFile, anyFolder };
}
