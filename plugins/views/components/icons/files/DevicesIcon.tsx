import { FolderFrame, mark } from './iconFrames';

/** Devices: a blue folder with a screen. */
export function DevicesIcon() {
  return (
    <FolderFrame colour="#2f62d6">
      <g {...mark}>
        <rect x="8" y="11.5" width="8" height="5" rx=".8" />
        <path d="M10.5 18.5h3M12 16.5v2" />
      </g>
    </FolderFrame>
  );
}
