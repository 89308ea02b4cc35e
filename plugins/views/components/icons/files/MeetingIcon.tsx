import { PageFrame, mark } from './iconFrames';

/** Meeting (meeting group): a blue-teal page with a camera. */
export function MeetingIcon() {
  return (
    <PageFrame colour="#00607a">
      <g {...mark}>
        <rect x="7.5" y="12" width="6" height="5" rx="1" />
        <path d="M13.5 14.5l3-2v5l-3-2" />
      </g>
    </PageFrame>
  );
}
