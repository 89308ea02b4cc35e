import { PageFrame, mark } from './iconFrames';

/** Plain text (txt group): a grey page with a text cursor. */
export function TxtIcon() {
  return (
    <PageFrame colour="#5a6470">
      <g {...mark}>
        <path d="M8.5 11h7M12 11v7" />
      </g>
    </PageFrame>
  );
}
