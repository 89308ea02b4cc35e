import { PageFrame, mark } from './iconFrames';

/** Archive (zip group): a brown page with a zipper. */
export function ZipIcon() {
  return (
    <PageFrame colour="#7a5a00">
      <g {...mark}>
        <path d="M11 4v2h2v2h-2v2h2v2M10.5 14h3v4h-3z" />
      </g>
    </PageFrame>
  );
}
