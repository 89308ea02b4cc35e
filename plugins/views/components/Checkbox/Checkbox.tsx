import { useEffect, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { classNames } from '../shared/classNames';
import { useInjectedStyles } from '../styles/useInjectedStyles';
import { ariaCheckedOf, CHECKBOX_STATUS_MESSAGE, isCheckboxStatus } from './checkboxStatus';

export interface CheckboxProps {
  /** Boolean state; ignored when `status` is given. */
  checked?: boolean;
  /** Tri-state: 0 unselected, 1 half, 2 all. Any other value logs an error and reads as 0. */
  status?: number;
  disabled?: boolean;
  /** Round look (single selection). */
  circle?: boolean;
  /** Background colour when checked or half; defaults to the theme primary. */
  checkedBackground?: string;
  /**
   * Called with the inverse of the checked value (half counts as unchecked, so it emits true).
   * When given, the click does not bubble to a surrounding clickable row.
   */
  onChange?(next: boolean): void;
  /**
   * Inside a control that carries the state itself (an option or treeitem with aria-checked): the
   * box is only drawn. It is hidden from assistive technologies (aria-hidden) and not focusable
   * (no tabindex, no label, no key handling), so the row has no nested interactive descendant;
   * a pointer click still reaches it (and the row around it). Default false.
   */
  presentational?: boolean;
  /** Accessible name, when no visible label is associated. */
  label?: string;
  labelledBy?: string;
  className?: string;
}

/** A checkbox (WAI-ARIA checkbox pattern), plain or circular, two- or three-state. */
export function Checkbox({
  checked,
  status,
  disabled = false,
  circle = false,
  checkedBackground,
  onChange,
  presentational = false,
  label,
  labelledBy,
  className,
}: CheckboxProps) {
  useInjectedStyles();
  const invalidStatus = status !== undefined && !isCheckboxStatus(status);
  useEffect(() => {
    if (invalidStatus) console.error(CHECKBOX_STATUS_MESSAGE);
  }, [invalidStatus, status]);

  const ariaChecked = ariaCheckedOf(status, checked);
  // Without onChange the box only shows a state (the row around it is the control): not a tab stop.
  const interactive = Boolean(onChange) && !disabled;
  const isChecked = ariaChecked === 'true';

  const toggle = () => {
    if (!disabled) onChange?.(!isChecked);
  };
  const onClick = (event: MouseEvent) => {
    if (onChange) event.stopPropagation();
    toggle();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (onChange) event.stopPropagation();
    toggle();
  };

  const style = checkedBackground
    ? ({ '--pk-checked-bg': checkedBackground } as CSSProperties)
    : undefined;
  const classes = classNames('pk-checkbox', circle && 'pk-checkbox--circle', className);
  if (presentational) {
    // The role stays only for the styles (aria-checked selectors) and pointer targeting;
    // aria-hidden takes the whole box out of the accessibility tree, and nothing focuses it.
    return (
      <span
        role="checkbox"
        aria-hidden="true"
        aria-checked={ariaChecked}
        aria-disabled={disabled || undefined}
        className={classes}
        style={style}
        onClick={onClick}
      />
    );
  }
  return (
    <span
      role="checkbox"
      aria-checked={ariaChecked}
      aria-disabled={disabled || undefined}
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={interactive ? 0 : -1}
      className={classes}
      style={style}
      onClick={onClick}
      onKeyDown={onKeyDown}
    />
  );
}
