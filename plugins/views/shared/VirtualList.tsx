/**
 * A virtualized list over @tanstack/react-virtual: only the rows in view (plus overscan) are in
 * the DOM, whatever the count. Scrolling within END_REACHED_DISTANCE px of the end calls
 * onEndReached once per page (again only after the count changed). While it scrolls, avatar
 * images of rows coming into view wait for the scrolling to pause (ImagesWaitContext).
 */
import {
  forwardRef,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type HTMLAttributes,
  type Key,
  type ReactNode,
} from 'react';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { ImagesWaitContext } from '../components/Avatar/imageDeferral';

/** Scroll load-more distance (member-picker.md section 9). */
export const END_REACHED_DISTANCE = 20;

/** A scroll area's size, as the virtualizer measures it. */
export interface ListRect {
  width: number;
  height: number;
}

export interface VirtualListHandle {
  scrollToIndex(index: number): void;
  /** The scroll area's size as last measured (null before the first measure). */
  rect(): ListRect | null;
}

export interface VirtualListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  count: number;
  /** Row height in px by index (rows have fixed heights per kind). */
  estimateSize(index: number): number;
  /** Renders row `index`; the returned element must take `style` (absolute position). */
  renderRow(index: number, style: CSSProperties): ReactNode;
  getItemKey?(index: number): Key;
  onEndReached?(): void;
  /**
   * The scroll is within one screen of the end (before onEndReached's distance): the place to
   * fetch the next page ahead, so it is there when the end is reached. Once per row count.
   */
  onNearEnd?(): void;
  /** How close to the end (px) a scroll calls onEndReached (default END_REACHED_DISTANCE). */
  endReachedDistance?: number;
  /** Height of the scroll area (default 100%). */
  height?: number | string;
  overscan?: number;
  /**
   * The size the scroll area will have, for the first render: with it the rows in view render in
   * the list's first pass; without, the first pass has no size and no rows, and the rows come in
   * a second pass once the area is measured. A list replacing another in the same place passes
   * the size of the one it replaces.
   */
  initialRect?: ListRect;
  /**
   * Changes when every row's height changes at once (the density): the rows are measured again
   * and the row at the top stays at the top, in the same element, so the scroll area keeps its
   * focus and the user's place.
   */
  measureKey?: string | number;
}

/**
 * Its ref is a VirtualListHandle (scrollToIndex), passed through forwardRef: React 18 does not
 * hand `ref` to a function component as a prop, React 19 still supports forwardRef.
 */
export const VirtualList = forwardRef<VirtualListHandle, VirtualListProps>(function VirtualList(
  {
    count,
    estimateSize,
    renderRow,
    getItemKey,
    onEndReached,
    onNearEnd,
    endReachedDistance = END_REACHED_DISTANCE,
    height = '100%',
    overscan = 3,
    initialRect,
    measureKey,
    style,
    onScroll,
    ...rest
  },
  ref,
) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const firedForCount = useRef<number | null>(null);
  const nearFiredForCount = useRef<number | null>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan,
    getItemKey,
    ...(initialRect ? { initialRect } : {}),
  });

  // One style object per placed row: the virtualizer keeps a row's object while its place and
  // size stay, so a row component given the same props (memo) is not rendered again.
  const styles = useRef(new WeakMap<VirtualItem, CSSProperties>());
  const rowStyle = (row: VirtualItem): CSSProperties => {
    let placed = styles.current.get(row);
    if (!placed) {
      placed = {
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: row.size,
        transform: `translateY(${row.start}px)`,
      };
      styles.current.set(row, placed);
    }
    return placed;
  };

  const measuredFor = useRef(measureKey);
  useLayoutEffect(() => {
    if (measuredFor.current === measureKey) return;
    measuredFor.current = measureKey;
    const top = virtualizer.getVirtualItemForOffset(virtualizer.scrollOffset ?? 0);
    virtualizer.measure();
    if (top && top.index > 0) virtualizer.scrollToIndex(top.index, { align: 'start' });
  }, [measureKey, virtualizer]);

  useImperativeHandle(
    ref,
    () => ({
      scrollToIndex: (index: number) => virtualizer.scrollToIndex(index, { align: 'auto' }),
      rect: () => virtualizer.scrollRect,
    }),
    [virtualizer],
  );

  const handleScroll = (event: React.UIEvent<HTMLDivElement>) => {
    onScroll?.(event);
    const element = scrollRef.current;
    if (!element || count === 0) return;
    const distance = virtualizer.getTotalSize() - element.scrollTop - element.clientHeight;
    if (onNearEnd && distance <= element.clientHeight && nearFiredForCount.current !== count) {
      nearFiredForCount.current = count;
      onNearEnd();
    }
    if (!onEndReached) return;
    if (distance <= endReachedDistance && firedForCount.current !== count) {
      firedForCount.current = count;
      onEndReached();
    }
  };

  return (
    <div
      {...rest}
      ref={scrollRef}
      onScroll={handleScroll}
      style={{ ...style, height, overflowY: 'auto', position: 'relative' }}
    >
      <div
        role="presentation"
        style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}
      >
        <ImagesWaitContext.Provider value={virtualizer.isScrolling}>
          {virtualizer.getVirtualItems().map((row) => renderRow(row.index, rowStyle(row)))}
        </ImagesWaitContext.Provider>
      </div>
    </div>
  );
});
