import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

export interface LazyPart<P extends object> {
  /**
   * The part, rendered in place once its chunk is in; until then `fallback`. A chunk that cannot
   * be loaded shows the error panel with retry, which fetches it again.
   */
  Part: ComponentType<P>;
  /** Starts fetching the chunk: after the first paint, or when a control that shows it is near. */
  preload(): void;
}

/** What shows in place of a part whose chunk could not be loaded: a way to fetch it again. */
export type FailedPart = ComponentType<{ onRetry(): void }>;

export interface LazyPartOptions {
  /**
   * The error state with retry, in the product's own words (the member picker's list error, the
   * finder's): each product passes its own, so that no product loads another's texts for it.
   */
  failed: FailedPart;
  /** What shows while the chunk loads: nothing, or a placeholder of the part's size. */
  fallback?: ReactNode;
}

/**
 * A view the first paint does not show (a dialog, a report, a tab not open at first) as a chunk
 * of its own. The chunk is fetched once; a failed fetch is forgotten so that a retry asks again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  what: string,
  { failed, fallback = null }: LazyPartOptions,
): LazyPart<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchChunk = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  const lazyOf = () => lazy(() => fetchChunk().then((component) => ({ default: component })));
  let Loaded: LazyExoticComponent<ComponentType<P>> = lazyOf();

  function Part(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Loaded = lazyOf();
      setAttempt((count) => count + 1);
    };
    return (
      <PartBoundary key={attempt} what={what} failed={failed} onRetry={retry}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  Part.displayName = `LazyPart(${what})`;

  const preload = () => {
    // A head start only: the part waits for the same fetch and shows its failure.
    void fetchChunk().catch(() => undefined);
  };
  return { Part, preload };
}

interface PartBoundaryProps {
  what: string;
  failed: FailedPart;
  onRetry(): void;
  children: ReactNode;
}

/** Catches a chunk that failed to load and shows the error panel with retry in its place. */
class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    console.warn(`[pickerkit] ${this.props.what} could not be loaded:`, error);
  }

  override render(): ReactNode {
    const { failed: Failed, onRetry, children } = this.props;
    return this.state.failed ? <Failed onRetry={onRetry} /> : children;
  }
}
