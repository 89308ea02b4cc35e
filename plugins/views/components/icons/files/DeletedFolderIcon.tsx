import { FolderFrame, mark } from './iconFrames';

/** A deleted folder or team: a grey folder with a cross. */
export function DeletedFolderIcon() {
  return (
    <FolderFrame colour="#737a84">
      <g {...mark}>
        <path d="M10 12.5l4 4M14 12.5l-4 4" />
      </g>
    </FolderFrame>
  );
}
