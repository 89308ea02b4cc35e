import { PageFrame, mark } from './iconFrames';

/** Text document (doc group): a blue page with lines of text. */
export function DocIcon() {
  return (
    <PageFrame colour="#2358c9">
      <g {...mark}>
        <path d="M8 11h8M8 14h8M8 17h5" />
      </g>
    </PageFrame>
  );
}
