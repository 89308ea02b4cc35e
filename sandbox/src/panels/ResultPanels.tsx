/** What a sandbox page shows after using a preset: its payload, the kernel's errors, callbacks. */
import { useId } from 'react';
import { ErrorList } from './ErrorList';

export interface ResultPanelsProps {
  /** "Confirm payload", "Inserted payload": the heading and accessible name of the payload. */
  payloadLabel: string;
  payload: unknown;
  /** Shown while there is no payload. */
  emptyText: string;
  errorsLabel: string;
  errors: readonly string[];
  events: readonly string[];
}

export function ResultPanels(props: ResultPanelsProps) {
  const payloadId = useId();
  const eventsId = useId();
  return (
    <>
      <section aria-labelledby={payloadId}>
        <h3 id={payloadId}>{props.payloadLabel}</h3>
        <pre aria-label={props.payloadLabel} className="sb-pre">
          {props.payload ? JSON.stringify(props.payload, null, 2) : props.emptyText}
        </pre>
      </section>
      <ErrorList label={props.errorsLabel} lines={props.errors} />
      <section aria-labelledby={eventsId}>
        <h3 id={eventsId}>Callbacks</h3>
        <ul aria-label="Callbacks" className="sb-events">
          {props.events.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
        </ul>
      </section>
    </>
  );
}
