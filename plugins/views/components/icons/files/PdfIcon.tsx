import { PageFrame, mark } from './iconFrames';

/** PDF or OFD (pdf group): a red page with a bookmark ribbon. */
export function PdfIcon() {
  return (
    <PageFrame colour="#c4262e">
      <g {...mark}>
        <path d="M9 10h6v8l-3-2-3 2z" />
      </g>
    </PageFrame>
  );
}
