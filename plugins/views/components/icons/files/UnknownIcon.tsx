import { PageFrame, mark } from './iconFrames';

/** Any other file (unknown): a grey page with a question mark. */
export function UnknownIcon() {
  return (
    <PageFrame colour="#6b7480">
      <g {...mark}>
        <path d="M10.2 12a1.9 1.9 0 1 1 2.6 1.8c-.5.2-.8.6-.8 1.1v.6" />
        <circle cx="12" cy="18" r=".4" />
      </g>
    </PageFrame>
  );
}
