import { PageFrame, mark } from './iconFrames';

/** Picture (img group): a violet page with a sun over hills. */
export function ImgIcon() {
  return (
    <PageFrame colour="#7b3fd6">
      <g {...mark}>
        <circle cx="10" cy="11.5" r="1.2" />
        <path d="M7.5 18l3.5-3.5 2 2 1.5-1.5 2 3" />
      </g>
    </PageFrame>
  );
}
