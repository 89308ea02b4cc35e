import { useThrottledCallback } from '../hooks/useThrottledCallback';
import { useInjectedStyles } from '../styles/useInjectedStyles';

export interface LoadMoreRowProps {
  /** Default 'Load More'. */
  text?: string;
  /** While true the row shows loadingText and does not react. */
  loading?: boolean;
  loadingText?: string;
  /** Called on click, at most once per 600 ms. */
  onLoadMore(): void;
}

/** The row at the end of a page that loads the next one. */
export function LoadMoreRow({
  text = 'Load More',
  loading = false,
  loadingText = 'Loading…',
  onLoadMore,
}: LoadMoreRowProps) {
  useInjectedStyles();
  const load = useThrottledCallback(onLoadMore);
  return (
    <div className="pk-load-more">
      <button
        type="button"
        className="pk-link-button"
        aria-busy={loading || undefined}
        disabled={loading}
        onClick={() => load()}
      >
        {loading ? loadingText : text}
      </button>
    </div>
  );
}
