/** A titled list of the errors the kernel reported (one line each), as a labelled region. */
import { useId } from 'react';

export interface ErrorListProps {
  /** The accessible name of the list, e.g. "Picker errors". */
  label: string;
  lines: readonly string[];
}

export function ErrorList({ label, lines }: ErrorListProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>Errors</h3>
      <ul aria-label={label} className="sb-events">
        {lines.map((line, index) => (
          <li key={`${index}-${line}`} className="sb-error">
            {line}
          </li>
        ))}
      </ul>
    </section>
  );
}
