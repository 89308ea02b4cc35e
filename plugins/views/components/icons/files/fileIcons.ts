/**
 * The drawn icon of every icon name fileIconName gives: each file-type group of finder.md and
 * every folder kind has its own component, so no two kinds share a picture.
 */
import type { ComponentType } from 'react';
import type { FileIconName } from '../../FileItem/fileIconName';
import { AudioIcon } from './AudioIcon';
import { DeletedFolderIcon } from './DeletedFolderIcon';
import { DevicesIcon } from './DevicesIcon';
import { DocIcon } from './DocIcon';
import { FolderIcon } from './FolderIcon';
import { ImgIcon } from './ImgIcon';
import { LinkFolderIcon } from './LinkFolderIcon';
import { MeetingIcon } from './MeetingIcon';
import { PdfIcon } from './PdfIcon';
import { PptIcon } from './PptIcon';
import { ProcessonIcon } from './ProcessonIcon';
import { SecretFolderIcon } from './SecretFolderIcon';
import { ShareFolderIcon } from './ShareFolderIcon';
import { TeamFolderIcon } from './TeamFolderIcon';
import { TodoIcon } from './TodoIcon';
import { TxtIcon } from './TxtIcon';
import { UnknownIcon } from './UnknownIcon';
import { VideoIcon } from './VideoIcon';
import { WebofficeIcon } from './WebofficeIcon';
import { XlsIcon } from './XlsIcon';
import { ZipIcon } from './ZipIcon';

export const FILE_ICONS: Readonly<Record<FileIconName, ComponentType>> = {
  folder: FolderIcon,
  shareFolder: ShareFolderIcon,
  team: TeamFolderIcon,
  secretFolder: SecretFolderIcon,
  devices: DevicesIcon,
  linkFolder: LinkFolderIcon,
  deletedFolder: DeletedFolderIcon,
  xls: XlsIcon,
  doc: DocIcon,
  ppt: PptIcon,
  pdf: PdfIcon,
  zip: ZipIcon,
  txt: TxtIcon,
  processon: ProcessonIcon,
  img: ImgIcon,
  audio: AudioIcon,
  video: VideoIcon,
  todo: TodoIcon,
  meeting: MeetingIcon,
  weboffice: WebofficeIcon,
  unknown: UnknownIcon,
};

/** The component of an icon name; a name outside the set (a customised one) draws `unknown`. */
export function fileIconComponent(name: string): ComponentType {
  return (FILE_ICONS as Readonly<Record<string, ComponentType>>)[name] ?? UnknownIcon;
}
