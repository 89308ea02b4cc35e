/** Record shapes of the fake drive service (finder.md section 3), as served on the wire. */

export type GroupType = 'normal' | 'special' | 'tmp' | 'secret' | 'corpspecial' | 'corptmp';
export type GroupRole = 'creator' | 'admin' | 'member' | 'read_member';
export type GroupSource = 'yundoc' | 'kdocs';

export interface DriveCreator {
  id: number;
  corpid: number;
  name: string;
  avatar: string;
}

export interface DriveGroup {
  id: number;
  name: string;
  type: GroupType;
  corpid: number;
  secure: boolean;
  user_role: GroupRole;
  group_type: string;
  source: GroupSource;
  creator: DriveCreator;
  company_name: string;
  member_count: number;
  ctime: number;
  mtime: number;
}

export type FileFtype = 'file' | 'sharefile' | 'link';
export type FolderFtype = 'folder' | 'sharefolder' | 'linkfolder';
export type DriveFtype = FileFtype | FolderFtype;

export interface DriveUserAcl {
  read: number;
  write: number;
  download: number;
  share: number;
  delete: number;
}

export interface DriveFile {
  id: number;
  fname: string;
  ftype: DriveFtype;
  fsize: number;
  groupid: number;
  parentid: number;
  corpid: number;
  /** For linkfolder: the team the folder is linked to; else 0. */
  linkgroupid: number;
  ctime: number;
  mtime: number;
  creator: { id: number; name: string };
  /** The file-type group the extension belongs to ('folder' for folder-likes). */
  type_group: string;
  user_acl: DriveUserAcl;
  pic_thumbnail: string;
}

export interface DriveDevice {
  id: string;
  name: string;
  type: 'pc' | 'mac' | 'android' | 'ios';
  mtime: number;
}

export interface DriveCompany {
  id: number;
  name: string;
  logo: string;
  view_status: { status: 'normal' | 'ip_forbidden'; reason: string }[];
  restrict: boolean;
  role: 'owner' | 'administrator' | 'member';
  corpspecial: DriveGroup;
  corptmp: DriveGroup;
}

export interface DriveLink {
  sid: string;
  share_name: string;
  share_type: 'group' | 'file';
  fileid: number;
  groupid: number;
  mtime: number;
}

export interface DriveTag {
  source: 'file' | 'group';
  fileid: number;
  groupid: number;
  corpid: number;
  desc: string;
  ctime: number;
}

export interface DriveFavorite {
  /** 0 for a favourited team. */
  fileid: number;
  groupid: number;
  ctime: number;
}

export interface DriveRoaming {
  fileid: number;
  groupid: number;
  mtime: number;
}

/** A recently used destination (type 0 folder, 1 team); `age` is seconds before "now". */
export interface DriveLatestFolder {
  id: number;
  type: 0 | 1;
  groupid: number;
  age: number;
}
