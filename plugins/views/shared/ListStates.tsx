/** Whole-list states in the picker's language: loading skeleton, empty state, error panel. */
import { EmptyState, type EmptyStateLink } from '../components/ListStates/EmptyState';
import { ErrorPanel } from '../components/ListStates/ErrorPanel';
import { Skeleton } from '../components/ListStates/Skeleton';
import { useT } from './useT';

export function LoadingState() {
  const t = useT();
  return <Skeleton label={t('loading')} />;
}

export interface EmptyViewProps {
  text: string;
  link?: EmptyStateLink;
  /** An empty search shows a magnifier, an empty list a tray. */
  searching?: boolean;
}

export function EmptyView({ text, link, searching = false }: EmptyViewProps) {
  return <EmptyState text={text} link={link} art={searching ? 'search' : 'empty'} />;
}

export function ErrorView({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return <ErrorPanel text={t('errorOccurred')} retryText={t('retry')} onRetry={onRetry} />;
}

/**
 * A configuration error found at init: retrying cannot help, so the message says what to fix and
 * there is no retry button. The message is shown as text, never as markup.
 */
export function ConfigurationErrorView({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="pk-error-panel pk-error-panel--config" role="alert">
      <p>{t('configurationError')}</p>
      <p className="pk-error-panel__message">{message}</p>
    </div>
  );
}
