import { FolderFrame, mark } from './iconFrames';

/** A team space (team, group, normal): a violet folder with three people. */
export function TeamFolderIcon() {
  return (
    <FolderFrame colour="#5b3fd9">
      <g {...mark}>
        <circle cx="12" cy="12.5" r="1.5" />
        <path d="M9 17.5c.4-1.6 1.5-2.5 3-2.5s2.6.9 3 2.5" />
        <circle cx="7.5" cy="13.5" r="1" />
        <circle cx="16.5" cy="13.5" r="1" />
      </g>
    </FolderFrame>
  );
}
