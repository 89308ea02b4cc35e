import { PageFrame, mark } from './iconFrames';

/** To-do list (todo group): a green page with ticked boxes. */
export function TodoIcon() {
  return (
    <PageFrame colour="#2a7a12">
      <g {...mark}>
        <path d="M8 11.5l1.2 1.2L11 10.5M8 16.5l1.2 1.2 1.8-2.2M13 12h3M13 17h3" />
      </g>
    </PageFrame>
  );
}
