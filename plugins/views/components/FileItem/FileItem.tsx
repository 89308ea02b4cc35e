import type { DateLocale } from '../shared/dateLocale';
import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { FileTypeIcon } from '../icons/files/FileTypeIcon';
import { useThrottledCallback } from '../hooks/useThrottledCallback';
import { Highlight } from '../sanitize/Highlight';
import { classNames } from '../shared/classNames';
import { assertSize, DEFAULT_SIZE, type Size } from '../shared/sizes';
import { useInjectedStyles } from '../styles/useInjectedStyles';
import { extensionOf, fileIconName } from './fileIconName';
import { formatModifiedTime, mtimeToMillis } from './formatModifiedTime';

export interface FileItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'onClick'> {
  /** The file name, extension included ('Plan.docx'). Rendered as text. */
  title: string;
  /** Search-hit name with `<em>` highlights; sanitised to `<em>` only and shown instead of title. */
  highlightTitle?: string;
  /** The extension, when it is not (only) in the title. */
  ext?: string;
  ftype?: string;
  /** Folder access (partial_read or partial_write makes a secret folder). */
  access?: string;
  customizeIconType?: string;
  size?: Size;
  selected?: boolean;
  hover?: boolean;
  disabled?: boolean;
  description?: string;
  /** Show the extension in the title (default true). */
  showExt?: boolean;
  /** Modified time in seconds or milliseconds since the epoch (see mtimeToMillis). */
  mtime?: number;
  /** Source label, such as 'My documents'. */
  from?: string;
  /** Where the file lives, already labelled (see locationText in fileLocation.ts). */
  location?: string;
  /** Why the row cannot be chosen (shown under the title when disabled). */
  disabledReason?: string;
  showCheckBox?: boolean;
  checked?: boolean;
  checkBoxDisabled?: boolean;
  /** The checkbox only shows the state (aria-hidden, not focusable): the row is the control. */
  checkboxPresentational?: boolean;
  onCheckChange?(next: boolean): void;
  /** Makes the row clickable (unless disabled); throttled to 600 ms. */
  onClick?(event: MouseEvent<HTMLDivElement>): void;
  /** Draws the icon for an icon name; default is the drawn icon of that name (icons/files). */
  renderIcon?(iconName: string): ReactNode;
  /**
   * The language of the relative time: only its `code` is read (`{ code: 'ja' }`; a date-fns
   * locale such as `ja` from 'date-fns/locale/ja' works too). English by default.
   */
  locale?: DateLocale;
  /** Replaces the relative time label. */
  formatTime?(millis: number): string;
}

function displayTitle(title: string, ext: string | undefined, showExt: boolean, folder: boolean) {
  if (showExt || folder) return title;
  const extension = (ext ?? extensionOf(title)).replace(/^\./, '');
  if (!extension) return title;
  const suffix = `.${extension}`;
  return title.toLowerCase().endsWith(suffix.toLowerCase())
    ? title.slice(0, -suffix.length)
    : title;
}

/**
 * A file or folder row: icon by type, title, relative time, source, location, description,
 * checkbox, and the reason it is disabled.
 */
export function FileItem({
  title,
  highlightTitle,
  ext,
  ftype,
  access,
  customizeIconType,
  size = DEFAULT_SIZE,
  selected = false,
  hover = false,
  disabled = false,
  description,
  showExt = true,
  mtime,
  from,
  location,
  disabledReason,
  showCheckBox = false,
  checked = false,
  checkBoxDisabled = false,
  checkboxPresentational = false,
  onCheckChange,
  onClick,
  renderIcon,
  locale,
  formatTime,
  className,
  ...rest
}: FileItemProps) {
  useInjectedStyles();
  const checkedSize = assertSize(size, 'FileItem');
  const iconName = fileIconName({ ftype, ext, name: title, access, customizeIconType });
  const folder = /folder|devices|team|group|normal/.test(ftype ?? '');
  const clickable = Boolean(onClick) && !disabled;
  const throttledClick = useThrottledCallback(onClick);
  const time =
    mtime === undefined
      ? null
      : formatTime
        ? formatTime(mtimeToMillis(mtime))
        : formatModifiedTime(mtime, locale);

  return (
    <div
      {...rest}
      aria-disabled={disabled || undefined}
      aria-selected={rest.role === 'option' ? selected : undefined}
      className={classNames(
        'pk-item',
        'pk-file-item',
        `pk-item--${checkedSize}`,
        hover && 'pk-item--hover',
        selected && 'pk-item--selected',
        disabled && 'pk-item--disabled',
        clickable && 'pk-item--clickable',
        className,
      )}
      onClick={clickable ? throttledClick : undefined}
    >
      {showCheckBox && (
        <Checkbox
          checked={checked}
          disabled={disabled || checkBoxDisabled}
          onChange={onCheckChange}
          label={checkboxPresentational ? undefined : title}
          presentational={checkboxPresentational}
        />
      )}
      {renderIcon ? renderIcon(iconName) : <FileTypeIcon name={iconName} />}
      <div className="pk-item__body">
        <div className="pk-item__title">
          {highlightTitle !== undefined ? (
            <Highlight markup={highlightTitle} />
          ) : (
            displayTitle(title, ext, showExt, folder)
          )}
        </div>
        {(time !== null || from) && (
          <div className="pk-item__meta">
            {time !== null && mtime !== undefined && (
              <time dateTime={new Date(mtimeToMillis(mtime)).toISOString()}>{time}</time>
            )}
            {from && <span>{from}</span>}
          </div>
        )}
        {location && <div className="pk-item__location">{location}</div>}
        {description && <div className="pk-item__description">{description}</div>}
        {disabled && disabledReason && <div className="pk-item__reason">{disabledReason}</div>}
      </div>
    </div>
  );
}
