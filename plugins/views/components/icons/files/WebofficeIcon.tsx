import { PageFrame, mark } from './iconFrames';

/** Online document (weboffice group: otl, ksheet, form, dbt): a blue page with a cloud. */
export function WebofficeIcon() {
  return (
    <PageFrame colour="#1565c0">
      <g {...mark}>
        <path d="M9.5 17.5a2.2 2.2 0 0 1-.3-4.4 3 3 0 0 1 5.8-.6 2.5 2.5 0 0 1 .5 5z" />
      </g>
    </PageFrame>
  );
}
