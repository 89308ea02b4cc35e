/**
 * The frame's loading state: a skeleton once `waiting` has lasted 200 ms, the loading text once
 * it has lasted 350 ms (finder.md sections 2, 4 and 9). The side menu and the file list use it.
 */
import { LOADING_TEXT_DELAY_MS, SKELETON_DELAY_MS } from '../../drive/finder-state/viewLoading';
import { Skeleton } from '../components/ListStates/Skeleton';
import { useFinderT } from './FinderContext';
import { useDelayedFlag } from '../shared/useDelayedFlag';

export function LoadingState({
  waiting,
  rows,
  className,
  text: label,
}: {
  waiting: boolean;
  rows?: number;
  className?: string;
  /** The loading text (default 'Loading…'; the search page says 'Searching...'). */
  text?: string;
}) {
  const t = useFinderT();
  const skeleton = useDelayedFlag(waiting, SKELETON_DELAY_MS);
  const showText = useDelayedFlag(waiting, LOADING_TEXT_DELAY_MS);
  const text = label ?? t('loading');
  return (
    <div className={className} data-loading={waiting || undefined}>
      {skeleton && <Skeleton rows={rows} label={text} />}
      {showText && <p className="pk-finder-loading">{text}</p>}
    </div>
  );
}
