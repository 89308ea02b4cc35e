import { useInjectedStyles } from '../styles/useInjectedStyles';

export interface SkeletonProps {
  /** Number of placeholder rows (default 5). */
  rows?: number;
  /** Accessible name of the loading region (default 'Loading'). */
  label?: string;
}

/** Placeholder rows shown while a list loads. */
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
          <span className="pk-skeleton__bar" />
        </div>
      ))}
    </div>
  );
}
