/** Whole-list states in the picker's language: loading skeleton, empty state, error panel. */
import { EmptyState, ErrorPanel, Skeleton, type EmptyStateLink } from '../components';
import { useT } from './useT';

export function LoadingState() {
  const t = useT();
  return <Skeleton label={t('loading')} />;
}

export function EmptyView({ text, link }: { text: string; link?: EmptyStateLink }) {
  return <EmptyState text={text} link={link} />;
}

export function ErrorView({ onRetry }: { onRetry(): void }) {
  const t = useT();
  return <ErrorPanel text={t('errorOccurred')} onRetry={onRetry} />;
}
