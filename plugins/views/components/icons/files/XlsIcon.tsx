import { PageFrame, mark } from './iconFrames';

/** Spreadsheet (xls group): a green page with a grid. */
export function XlsIcon() {
  return (
    <PageFrame colour="#107c41">
      <g {...mark}>
        <path d="M8 11h8v7H8zM8 14.5h8M12 11v7" />
      </g>
    </PageFrame>
  );
}
