import { FolderFrame, mark } from './iconFrames';

/** The private space or a folder with partial access: a slate folder with a padlock. */
export function SecretFolderIcon() {
  return (
    <FolderFrame colour="#34495e">
      <g {...mark}>
        <rect x="9" y="13.5" width="6" height="4.5" rx="1" />
        <path d="M10.5 13.5v-1.5a1.5 1.5 0 0 1 3 0v1.5" />
      </g>
    </FolderFrame>
  );
}
