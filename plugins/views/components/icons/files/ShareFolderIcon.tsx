import { FolderFrame, mark } from './iconFrames';

/** A shared folder: the amber folder with two people. */
export function ShareFolderIcon() {
  return (
    <FolderFrame colour="#c98a00">
      <g {...mark}>
        <circle cx="10" cy="12.5" r="1.5" />
        <path d="M7 17.5c.4-1.6 1.5-2.5 3-2.5s2.6.9 3 2.5" />
        <circle cx="15" cy="12.5" r="1.2" />
        <path d="M14.5 15c1.3 0 2.2.8 2.5 2.5" />
      </g>
    </FolderFrame>
  );
}
