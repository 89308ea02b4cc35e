import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';

/** What a layer loaded on demand must accept: the way to close itself. */
export interface ClosableLayerProps {
  onOpenChange(open: boolean): void;
}

export interface LazyLayer<P extends ClosableLayerProps> {
  /** The layer, to render inside a Suspense while it is open. */
  Layer: LazyExoticComponent<ComponentType<P>>;
  /** Starts fetching the layer's chunk: a head start for an opening that is likely to come. */
  preload(): void;
}

/**
 * A floating layer (a menu, a card) as a chunk of its own, fetched when it first opens or when
 * `preload` gives it a head start, so a closed trigger costs neither its code nor its setup. When
 * the chunk cannot be loaded, the opening closes again with a warning naming `what`.
 */
export function lazyLayer<P extends ClosableLayerProps>(
  load: () => Promise<ComponentType<P>>,
  what: string,
): LazyLayer<P> {
  const Layer = lazy<ComponentType<P>>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.warn(`[pickerkit] ${what} could not be loaded:`, error);
        return { default: LayerUnavailable };
      },
    ),
  );
  const preload = () => {
    // Only a head start: the opening waits for the same load and handles its failure.
    void load().catch(() => undefined);
  };
  return { Layer, preload };
}

/** Stands in for a layer whose chunk failed to load: closes it again. */
function LayerUnavailable({ onOpenChange }: ClosableLayerProps) {
  useEffect(() => onOpenChange(false), [onOpenChange]);
  return null;
}
