/**
 * Icon names for a file entry: one per file-type group of finder.md and per folder kind. FileItem
 * draws each with its own SVG (icons/files); a host may draw its own through renderIcon.
 */
export type FileIconName =
  | 'folder'
  | 'secretFolder'
  | 'shareFolder'
  | 'linkFolder'
  | 'devices'
  | 'team'
  | 'deletedFolder'
  | 'xls'
  | 'doc'
  | 'ppt'
  | 'pdf'
  | 'zip'
  | 'txt'
  | 'processon'
  | 'img'
  | 'audio'
  | 'video'
  | 'todo'
  | 'meeting'
  | 'weboffice'
  | 'unknown';

/** Extensions of each icon group (lower case, without the dot). */
export const EXTENSION_GROUPS: Readonly<Record<string, readonly string[]>> = {
  xls: ['xls', 'xlsx', 'xlsm', 'xlsb', 'xlt', 'xltx', 'xltm', 'et', 'ett', 'csv'],
  doc: ['doc', 'docx', 'docm', 'dot', 'dotx', 'dotm', 'wps', 'wpt', 'rtf'],
  ppt: ['ppt', 'pptx', 'pptm', 'pps', 'ppsx', 'pot', 'potx', 'dps', 'dpt'],
  pdf: ['pdf', 'ofd'],
  zip: ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2', 'xz'],
  txt: ['txt', 'md', 'log'],
  processon: ['pos'],
  img: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'tif', 'tiff', 'ico', 'heic'],
  audio: ['mp3', 'wav', 'aac', 'flac', 'ogg', 'm4a', 'wma', 'amr'],
  video: ['mp4', 'mov', 'avi', 'mkv', 'wmv', 'flv', 'webm', 'm4v', 'rmvb', '3gp'],
  todo: ['todo'],
  meeting: ['meeting'],
  weboffice: ['otl', 'ksheet', 'form', 'dbt'],
};

const ICON_BY_EXTENSION: ReadonlyMap<string, FileIconName> = new Map(
  Object.entries(EXTENSION_GROUPS).flatMap(([icon, extensions]) =>
    extensions.map((extension) => [extension, icon as FileIconName] as const),
  ),
);

/** Folder-like ftypes (finder.md section 3) and their icons. */
const ICON_BY_FTYPE: Record<string, FileIconName> = {
  folder: 'folder',
  delfolder: 'deletedFolder',
  sharefolder: 'shareFolder',
  secretfolder: 'secretFolder',
  linkfolder: 'linkFolder',
  devices: 'devices',
  device: 'devices',
  team: 'team',
  'team-selected': 'team',
  group: 'team',
  normal: 'team',
  delgroup: 'deletedFolder',
};

/** Folder access values that mark a secret folder: partial read or partial write. */
export const SECRET_FOLDER_ACCESS: readonly string[] = ['partial_read', 'partial_write'];

export interface FileIconInput {
  /** The entry's ftype: file, sharefile, link, folder, sharefolder, secretfolder, devices, ... */
  ftype?: string;
  /** The extension, with or without a leading dot. */
  ext?: string;
  /** The file name; used for links, whose icon comes from the extension before `.link`. */
  name?: string;
  /** Folder access; partial_read or partial_write makes a folder a secret folder. */
  access?: string;
  /** Overrides everything else when given. */
  customizeIconType?: string;
}

/** The extension of a name ('a.b.DOCX' → 'docx'), or '' without one. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** For 'report.docx.link' the extension before '.link' ('docx'); otherwise ''. */
function linkTargetExtension(name: string | undefined): string {
  if (!name || !name.toLowerCase().endsWith('.link')) return '';
  return extensionOf(name.slice(0, -'.link'.length));
}

/**
 * The icon of a file entry: a customised icon wins; a folder with partial read or write access
 * is a secret folder; folder-like ftypes have their own icons; files go by extension (links by
 * the extension before `.link`); anything unrecognised is 'unknown'.
 */
export function fileIconName({
  ftype,
  ext,
  name,
  access,
  customizeIconType,
}: FileIconInput): string {
  if (customizeIconType) return customizeIconType;
  const type = ftype?.toLowerCase() ?? '';
  if (type === 'folder' && access && SECRET_FOLDER_ACCESS.includes(access)) return 'secretFolder';
  const byType = ICON_BY_FTYPE[type];
  if (byType) return byType;

  let extension = (ext ?? '').replace(/^\./, '').toLowerCase();
  if (type === 'link' || extension === 'link' || (!extension && name?.endsWith('.link'))) {
    extension = linkTargetExtension(name) || (extension === 'link' ? '' : extension);
  } else if (!extension && name) {
    extension = extensionOf(name);
  }
  return ICON_BY_EXTENSION.get(extension) ?? 'unknown';
}
