import { Messages } from '../../../../kernel/errors';
import { useThrottledCallback } from '../hooks/useThrottledCallback';
import { ErrorArt } from '../icons/stateIcons';
import { useInjectedStyles } from '../styles/useInjectedStyles';

export interface ErrorPanelProps {
  /** Default 'An error occurs. Click to retry.' */
  text?: string;
  /** The label of the retry control drawn under the text (default 'Retry'). */
  retryText?: string;
  /** Called on click, at most once per 600 ms. */
  onRetry(): void;
}

/**
 * The list's error state, centred: an illustration, the text and a retry control. The whole
 * panel is one button named by the text (a click anywhere retries, as the text says); the retry
 * control inside it is its visible handle. It is not a live region: the failure is announced
 * once, politely, by the picker's announcer (plugins/views/announcer).
 */
export function ErrorPanel({
  text = Messages.errorOccurred,
  retryText = 'Retry',
  onRetry,
}: ErrorPanelProps) {
  useInjectedStyles();
  const retry = useThrottledCallback(onRetry);
  return (
    <div className="pk-error-panel">
      <button type="button" className="pk-error-panel__button" onClick={() => retry()}>
        <ErrorArt />
        <span className="pk-error-panel__text">{text}</span>
        <span className="pk-error-panel__retry" aria-hidden="true">
          {retryText}
        </span>
      </button>
    </div>
  );
}
