import { FolderFrame } from './iconFrames';

/** A folder: a plain amber folder (the kinds below add their mark to this shape). */
export function FolderIcon() {
  return <FolderFrame colour="#c98a00" />;
}
