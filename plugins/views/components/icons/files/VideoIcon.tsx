import { PageFrame, mark } from './iconFrames';

/** Video (video group): a crimson page with a play mark. */
export function VideoIcon() {
  return (
    <PageFrame colour="#a02040">
      <g {...mark}>
        <path d="M10 10.5v7l6-3.5z" />
      </g>
    </PageFrame>
  );
}
