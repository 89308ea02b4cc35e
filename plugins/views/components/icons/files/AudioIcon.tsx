import { PageFrame, mark } from './iconFrames';

/** Sound (audio group): a magenta page with a note. */
export function AudioIcon() {
  return (
    <PageFrame colour="#a8178f">
      <g {...mark}>
        <path d="M11 17.5v-7l5-1.5v7" />
        <circle cx="9.6" cy="17.5" r="1.4" />
        <circle cx="14.6" cy="16" r="1.4" />
      </g>
    </PageFrame>
  );
}
