import { FolderFrame, mark } from './iconFrames';

/** A link folder: the amber folder with a chain link. */
export function LinkFolderIcon() {
  return (
    <FolderFrame colour="#c98a00">
      <g {...mark}>
        <path d="M11 16.5l-.8.8a1.8 1.8 0 0 1-2.5-2.5l1.6-1.6a1.8 1.8 0 0 1 2.5 0M13 12.5l.8-.8a1.8 1.8 0 0 1 2.5 2.5l-1.6 1.6a1.8 1.8 0 0 1-2.5 0" />
      </g>
    </FolderFrame>
  );
}
