import { useInjectedStyles } from '../styles/useInjectedStyles';

export interface SkeletonProps {
  /** Number of placeholder rows (default 5). */
  rows?: number;
  /** Accessible name of the loading region (default 'Loading'). */
  label?: string;
}

/** Name bars of varied length, so the placeholder reads as a list of people. */
const BAR_WIDTHS = [46, 62, 38, 54];

/** Placeholder rows shown while a list loads: an avatar and a name and a description bar. */
export function Skeleton({ rows = 5, label = 'Loading' }: SkeletonProps) {
  useInjectedStyles();
  return (
    <div role="status" aria-busy="true" aria-label={label} className="pk-skeleton">
      {Array.from({ length: Math.max(0, rows) }, (_, index) => (
        <div
          key={index}
          className="pk-skeleton__row"
          aria-hidden="true"
          data-testid="pk-skeleton-row"
        >
          <span className="pk-skeleton__circle" />
          <span className="pk-skeleton__lines">
            <span className="pk-skeleton__bar" style={{ width: `${BAR_WIDTHS[index % 4]}%` }} />
            <span className="pk-skeleton__bar pk-skeleton__bar--short" />
          </span>
        </div>
      ))}
    </div>
  );
}
