import { controlSvg } from './controlSvg';

/** Refresh: a circling arrow. Decorative: the button carries the name. */
export function RefreshIcon() {
  return (
    <svg {...controlSvg}>
      <path d="M13 8a5 5 0 1 1-1.5-3.6M13 2.5v3h-3" />
    </svg>
  );
}
