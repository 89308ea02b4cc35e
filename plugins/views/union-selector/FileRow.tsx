/**
 * A file row of the union list: an option of the listbox drawn by the shared FileItem, across the
 * row's whole width. The row is the only control: in multiple mode its checkbox is presentational;
 * in single mode a picked row ends with a tick (aria-selected says it to screen readers).
 */
import type { CSSProperties, MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { Language, PickerItem } from '../../../kernel';
import { FileItem } from '../components/FileItem/FileItem';
import { LOCATION_TEXTS, locationText } from '../components/FileItem/fileLocation';
import { relativeTimeLocale } from '../components/shared/dateLocale';
import { CheckIcon } from '../components/icons/controls/CheckIcon';
import type { SelectionView } from '../shared/surface';

export interface FileRowProps {
  item: PickerItem;
  id: string;
  index: number;
  count: number;
  active: boolean;
  style: CSSProperties;
  selection: SelectionView;
  multiple: boolean;
  language: Language;
  /** Why the file cannot be inserted (already translated), or null. */
  disabledReason: string | null;
  onActivate(index: number): void;
}

export const FileRow = observer(function FileRow(props: FileRowProps) {
  const { item, id, index, count, active, style, selection, multiple, language } = props;
  const raw = (item.raw ?? {}) as Record<string, unknown>;
  const selected = selection.isSelected(item.key);
  const disabled = props.disabledReason !== null;
  const click = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    props.onActivate(index);
  };
  return (
    <div
      id={id}
      style={style}
      role="option"
      aria-posinset={index + 1}
      aria-setsize={count}
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      aria-description={props.disabledReason ?? undefined}
      data-index={index}
      data-active={active || undefined}
      className={`pk-row pk-row--item${active ? ' pk-row--active' : ''}`}
      onClick={click}
    >
      <FileItem
        title={item.name}
        highlightTitle={item.highlightName}
        ext={typeof raw.ext === 'string' ? raw.ext : undefined}
        ftype={typeof raw.ftype === 'string' ? raw.ftype : undefined}
        // One line under the title in a 48 px row: when and where, or why it cannot be inserted.
        locale={relativeTimeLocale(language)}
        mtime={!disabled && typeof raw.mtime === 'number' ? raw.mtime : undefined}
        from={
          disabled
            ? undefined
            : locationText(
                typeof raw.new_path === 'string' ? raw.new_path : undefined,
                LOCATION_TEXTS[language],
              ) || undefined
        }
        selected={selected}
        disabled={disabled}
        disabledReason={props.disabledReason ?? undefined}
        showCheckBox={multiple}
        checked={selected}
        checkBoxDisabled={disabled}
        checkboxPresentational
      />
      {!multiple && selected && (
        <span className="pk-union__check">
          <CheckIcon />
        </span>
      )}
    </div>
  );
});
