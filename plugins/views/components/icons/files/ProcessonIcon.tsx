import { PageFrame, mark } from './iconFrames';

/** Diagram (processon group): a teal page with a flowchart. */
export function ProcessonIcon() {
  return (
    <PageFrame colour="#0b7285">
      <g {...mark}>
        <rect x="10" y="9.5" width="4" height="3" rx=".5" />
        <path d="M12 12.5v2M9 17v-2.5h6V17" />
      </g>
    </PageFrame>
  );
}
