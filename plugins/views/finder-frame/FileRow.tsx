/**
 * One row of the finder's file list: an option (WAI-ARIA listbox) drawn by the shared FileItem.
 * In multi mode a presentational checkbox shows the state the option carries in aria-selected.
 * Server names are text; a search hit's `<em>` highlights go through the shared sanitiser.
 * A search hit shows where it lives: its new_path with the space rewritten to a label
 * ("My documents / Plans"), as the union selector shows its documents.
 */
import { observer } from 'mobx-react-lite';
import type { CSSProperties } from 'react';
import type { PickerItem } from '../../../kernel';
import { entryOf } from '../../../plugins/sources/shared/driveEntry';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { LOCATION_TEXTS, locationText } from '../components/FileItem/fileLocation';
import { FileItem } from '../components/FileItem/FileItem';
import { relativeTimeLocale } from '../components/shared/dateLocale';
import { FileTypeIcon } from '../components/icons/files/FileTypeIcon';
import { useFinder } from './FinderContext';

export interface FileRowProps {
  item: PickerItem;
  id: string;
  active: boolean;
  style: CSSProperties;
  /**
   * Whether the row's list takes a click of this `detail`, its place in its sequence
   * (useClickSequence). Asked before the row's click throttle: a click the list does not take
   * does not hold back the next one.
   */
  takesClick(detail: number): boolean;
  onClick(item: PickerItem): void;
  onDoubleClick(item: PickerItem): void;
  /** The pointer rests on the row (a folder's first page may be fetched ahead). */
  onPointerRest?(item: PickerItem): void;
}

export const FileRow = observer(function FileRow({
  item,
  id,
  active,
  style,
  takesClick,
  onClick,
  onDoubleClick,
  onPointerRest,
}: FileRowProps) {
  const store = useFinder();
  const entry = entryOf(item);
  const { selectable, disabled } = store.selectabilityOf(item);
  const selected = store.kernel.selection.isSelected(item.key);
  const multi = store.inputs.mode === 'multi';
  const hideExt = store.has('hideFileExtname');
  const description =
    entry?.location !== undefined
      ? locationText(entry.location, LOCATION_TEXTS[store.kernel.language]) || undefined
      : entry?.description;
  return (
    <div
      style={style}
      className="pk-finder-row"
      data-kind={entry?.isFolder ? 'folder' : 'file'}
      onMouseEnter={onPointerRest ? () => onPointerRest(item) : undefined}
    >
      <FileItem
        id={id}
        role="option"
        aria-selected={selected}
        aria-disabled={disabled || undefined}
        data-selectable={selectable || undefined}
        title={item.name}
        highlightTitle={entry?.highlightName}
        ext={entry?.ext}
        ftype={entry?.ftype}
        access={entry?.access}
        mtime={entry?.mtime || undefined}
        locale={relativeTimeLocale(store.kernel.language)}
        description={description}
        showExt={!hideExt}
        selected={selected}
        hover={active}
        className={active ? 'pk-row--active' : undefined}
        disabled={disabled}
        onClickCapture={(event) => {
          if (!takesClick(event.detail)) event.stopPropagation();
        }}
        onClick={() => onClick(item)}
        onDoubleClick={() => onDoubleClick(item)}
        renderIcon={(iconName) => (
          <>
            {multi && (
              <Checkbox
                presentational
                checked={selected}
                disabled={!selectable && !selected}
                className={selectable ? undefined : 'pk-finder-row__box--hidden'}
              />
            )}
            <FileTypeIcon name={iconName} />
          </>
        )}
      />
    </div>
  );
});
