import { useInjectedStyles } from '../styles/useInjectedStyles';

export interface SkeletonProps {
  /** Number of placeholder rows (default 5). */
  rows?: number;
  /** Accessible name of the loading region (default 'Loading'). */
  label?: string;
}

/** Name bars of varied length, so the placeholder reads as a list of people or files. */
const BAR_WIDTHS = [46, 62, 38, 54];

export interface SkeletonRowProps {
  /** Position in its list, which picks the name bar's length. */
  index?: number;
  /** Accessible name, for a placeholder standing alone inside a list row. */
  label?: string;
}

/**
 * One placeholder row shaped like a list row: a picture and a name and a description bar. The
 * whole-list skeleton and a list's own loading row draw the same shape.
 */
export function SkeletonRow({ index = 0, label }: SkeletonRowProps) {
  useInjectedStyles();
  return (
    <span
      className="pk-skeleton__row"
      aria-hidden={label === undefined ? true : undefined}
      aria-label={label}
      role={label === undefined ? undefined : 'img'}
      data-testid="pk-skeleton-row"
    >
      <span className="pk-skeleton__circle" />
      <span className="pk-skeleton__lines">
        <span className="pk-skeleton__bar" style={{ width: `${BAR_WIDTHS[index % 4]}%` }} />
        <span className="pk-skeleton__bar pk-skeleton__bar--short" />
      </span>
    </span>
  );
}

/** Placeholder rows shown while a list loads. */
export function Skeleton({ rows = 5, label = 'Loading' }: SkeletonProps) {
  useInjectedStyles();
  return (
    <div role="status" aria-busy="true" aria-label={label} className="pk-skeleton">
      {Array.from({ length: Math.max(0, rows) }, (_, index) => (
        <SkeletonRow key={index} index={index} />
      ))}
    </div>
  );
}
