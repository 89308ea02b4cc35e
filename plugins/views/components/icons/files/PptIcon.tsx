import { PageFrame, mark } from './iconFrames';

/** Presentation (ppt group): an orange page with a slide chart. */
export function PptIcon() {
  return (
    <PageFrame colour="#c24e12">
      <g {...mark}>
        <path d="M12 10.5v4h4a4 4 0 1 1-4-4z" />
        <path d="M14 9.5a3 3 0 0 1 3 3h-3z" />
      </g>
    </PageFrame>
  );
}
