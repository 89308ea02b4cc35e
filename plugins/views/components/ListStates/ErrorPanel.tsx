import { Messages } from '../../../../kernel/errors';
import { useThrottledCallback } from '../hooks/useThrottledCallback';
import { useInjectedStyles } from '../styles/useInjectedStyles';

export interface ErrorPanelProps {
  /** Default 'An error occurs. Click to retry.' */
  text?: string;
  /** Called on click, at most once per 600 ms. */
  onRetry(): void;
}

/**
 * The list's error state: one button whose click retries. It is not a live region: the failure is
 * announced once, politely, by the picker's announcer (plugins/views/announcer).
 */
export function ErrorPanel({ text = Messages.errorOccurred, onRetry }: ErrorPanelProps) {
  useInjectedStyles();
  const retry = useThrottledCallback(onRetry);
  return (
    <div className="pk-error-panel">
      <button type="button" className="pk-link-button" onClick={() => retry()}>
        {text}
      </button>
    </div>
  );
}
