/**
 * The selected items as chips in a virtual list. It is mounted while empty or collapsed too
 * (hidden), so the first tick only fills it: mounting a list and its virtualizer is what made the
 * first tick cost twice a later one. An observer, so memoised: the panel re-renders it only when
 * the items it is given (a frame after the selection, see the panel) or its labels change.
 */
import { observer } from 'mobx-react-lite';
import type { PickerItem } from '../../../kernel';
import { useKernel } from '../shared/KernelContext';
import { viewKernel } from '../shared/surface';
import { VirtualList } from '../shared/VirtualList';
import { SelectedChip } from './SelectedChip';

const CHIP_HEIGHT = 40;
/** The selected list's height in the narrow strip, opened: four chips and a bit. */
const STRIP_LIST_HEIGHT = 168;

export interface SelectedListProps {
  items: readonly PickerItem[];
  /** The id the panel's toggle controls (given to the list while it has items). */
  bodyId: string;
  /** The panel's body is collapsed (the narrow strip, closed). */
  hidden: boolean;
  /** The narrow strip: the list has a fixed height. */
  strip: boolean;
  label: string;
  onRemove(key: string): void;
}

export const SelectedList = observer(function SelectedList({
  items,
  bodyId,
  hidden,
  strip,
  label,
  onRemove,
}: SelectedListProps) {
  const { selection } = viewKernel(useKernel());
  return (
    <VirtualList
      id={items.length > 0 ? bodyId : undefined}
      role="list"
      aria-label={label}
      hidden={hidden || items.length === 0}
      className="pk-selected__list"
      height={strip ? STRIP_LIST_HEIGHT : undefined}
      count={items.length}
      estimateSize={() => CHIP_HEIGHT}
      getItemKey={(index) => items[index]?.key ?? index}
      renderRow={(index, style) => (
        <SelectedChip
          key={items[index].key}
          item={items[index]}
          disabled={selection.isDisabled(items[index].key)}
          style={style}
          onRemove={onRemove}
        />
      )}
    />
  );
});
