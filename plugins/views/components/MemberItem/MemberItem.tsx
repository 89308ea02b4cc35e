import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar';
import { AvatarGroup } from '../AvatarGroup/AvatarGroup';
import {
  BusinessCard,
  type BusinessCardLabels,
  type BusinessCardProps,
} from '../BusinessCard/BusinessCard';
import type { IdCardProps } from '../BusinessCard/memberInfo';
import type { ItemKind } from '../icons/kindIcons';
import { Checkbox } from '../Checkbox/Checkbox';
import { isCheckboxStatus } from '../Checkbox/checkboxStatus';
import { useThrottledCallback } from '../hooks/useThrottledCallback';
import { Highlight } from '../sanitize/Highlight';
import { titleText } from '../sanitize/titleText';
import { classNames } from '../shared/classNames';
import { CloseIcon } from '../shared/icons';
import { assertSize, DEFAULT_SIZE, type Size } from '../shared/sizes';
import { useInjectedStyles } from '../styles/useInjectedStyles';
import { normaliseMemberTags, type MemberTagsInput } from './memberTags';

export interface MemberItemLabels {
  /** Accessible name of the close icon (default 'Remove <title>'). */
  remove?: string;
  /** The external-staff tag text (default 'External Staff'). */
  external?: string;
  businessCard?: BusinessCardLabels;
}

export interface MemberItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'onClick'> {
  /** The name, always rendered as text. */
  /**
   * The name, as markup: sanitised so that only `<em>` (emphasis, e.g. a search hit) survives,
   * without attributes; other tags are dropped and their text kept. Plain text with `<` or `&`
   * must be escaped (escapeHtml). Accessible names use its text.
   */
  title: string;
  /** Older form of a highlighted name: shown instead of title when given (title is markup now). */
  highlightTitle?: string;
  /** One image, or several for a group (at most four are shown). */
  avatar?: string | string[];
  /** A stable id of the item: the colour of its initials when it has no image. */
  avatarKey?: string;
  /** A department, team, group, tag or company: its mark when it has no image. */
  avatarKind?: ItemKind;
  /** A string, or an array of strings or {tagName, style}; anything else throws. */
  tags?: MemberTagsInput;
  size?: Size;
  selected?: boolean;
  hover?: boolean;
  disabled?: boolean;
  description?: string;
  /** Tooltip (title attribute) of the description, for a long department path. */
  descriptionTitle?: string;
  /** Two-state checkbox; ignored when checkboxStatus is given. */
  checked?: boolean;
  /** Three-state checkbox: 0 unselected, 1 half, 2 all. */
  checkboxStatus?: number;
  checkboxDisabled?: boolean;
  /** Circular checkbox (single selection). */
  checkboxCircle?: boolean;
  /**
   * The item is the content of a control that carries its state (a listbox option or treeitem
   * with aria-checked/aria-selected): the checkbox is drawn presentationally (see Checkbox's
   * `presentational`). Pair it with `idCardOptions.trigger: 'icon'` so the row has no nested
   * interactive element. Default false.
   */
  checkboxPresentational?: boolean;
  /** Called with the inverse of the checked value when the checkbox is clicked. */
  onCheckChange?(next: boolean): void;
  showCloseIcon?: boolean;
  onClose?(): void;
  showIdcardIcon?: boolean;
  idCardProps?: IdCardProps;
  /** How the id-card trigger behaves (stable id, button or icon, tab stop, where focus returns). */
  idCardOptions?: Pick<
    BusinessCardProps,
    'cardId' | 'trigger' | 'triggerTabIndex' | 'returnFocus' | 'boundary'
  >;
  isExternal?: boolean;
  /** WPS member look. */
  isWps?: boolean;
  /** A badge shown after the name. */
  kIcon?: ReactNode;
  /** Makes the row clickable (unless disabled); throttled to 600 ms. */
  onClick?(event: MouseEvent<HTMLDivElement>): void;
  labels?: MemberItemLabels;
}

/** A person, group or department row: avatar, name, tags, description, checkbox, actions. */
export function MemberItem({
  title,
  highlightTitle,
  avatar,
  avatarKey,
  avatarKind,
  tags,
  size = DEFAULT_SIZE,
  selected = false,
  hover = false,
  disabled = false,
  description,
  descriptionTitle,
  checked,
  checkboxStatus,
  checkboxDisabled = false,
  checkboxCircle = false,
  checkboxPresentational = false,
  onCheckChange,
  showCloseIcon = false,
  onClose,
  showIdcardIcon = false,
  idCardProps,
  idCardOptions,
  isExternal = false,
  isWps = false,
  kIcon,
  onClick,
  labels = {},
  className,
  ...rest
}: MemberItemProps) {
  useInjectedStyles();
  const checkedSize = assertSize(size, 'MemberItem');
  const tagList = normaliseMemberTags(tags);
  const clickable = Boolean(onClick) && !disabled;
  const throttledClick = useThrottledCallback(onClick);
  const showCheckbox = checked !== undefined || checkboxStatus !== undefined;
  const fullyChecked = isCheckboxStatus(checkboxStatus) ? checkboxStatus === 2 : Boolean(checked);
  const firstAvatar = Array.isArray(avatar) ? undefined : avatar;
  const markup = highlightTitle ?? title;
  const text = titleText(markup);

  return (
    <div
      {...rest}
      aria-disabled={disabled || undefined}
      aria-selected={rest.role === 'option' ? selected || fullyChecked : undefined}
      className={classNames(
        'pk-item',
        'pk-member-item',
        `pk-item--${checkedSize}`,
        hover && 'pk-item--hover',
        selected && 'pk-item--selected',
        disabled && 'pk-item--disabled',
        clickable && 'pk-item--clickable',
        isWps && 'pk-member-item--wps',
        className,
      )}
      onClick={clickable ? throttledClick : undefined}
    >
      {showCheckbox && (
        <Checkbox
          checked={checked}
          status={checkboxStatus}
          circle={checkboxCircle}
          disabled={disabled || checkboxDisabled}
          onChange={checkboxPresentational ? undefined : onCheckChange}
          presentational={checkboxPresentational}
          label={checkboxPresentational ? undefined : text}
        />
      )}
      {Array.isArray(avatar) ? (
        <AvatarGroup images={avatar.map((src) => ({ src }))} size={checkedSize} />
      ) : (
        <Avatar
          src={firstAvatar}
          name={text}
          colourKey={avatarKey}
          kind={avatarKind}
          size={checkedSize}
          decorative
        />
      )}
      <div className="pk-item__body">
        <div className="pk-item__title">
          {markup === text ? <span>{text}</span> : <Highlight markup={markup} />}
          {kIcon}
          {tagList.map((tag, index) => (
            <span
              key={`${index}-${tag.tagName}`}
              className={classNames('pk-tag', tag.styleName && `pk-tag--${tag.styleName}`)}
              style={tag.inlineStyle}
            >
              {tag.tagName}
            </span>
          ))}
          {isExternal && (
            <span className="pk-tag pk-tag--external">{labels.external ?? 'External Staff'}</span>
          )}
        </div>
        {description && (
          <div className="pk-item__description" title={descriptionTitle}>
            {description}
          </div>
        )}
      </div>
      {showIdcardIcon && (
        <BusinessCard
          idCardProps={idCardProps}
          fallback={{ name: text, avatar: firstAvatar, deptName: description }}
          labels={labels.businessCard}
          {...idCardOptions}
        />
      )}
      {showCloseIcon && (
        <button
          type="button"
          className="pk-icon-button pk-member-item__close"
          aria-label={labels.remove ?? `Remove ${text}`}
          disabled={disabled}
          onClick={(event) => {
            event.stopPropagation();
            onClose?.();
          }}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
