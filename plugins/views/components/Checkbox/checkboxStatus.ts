import { ComponentMessages } from '../messages';

/** Tri-state checkbox status (member-picker.md section 4): 0 unselected, 1 half, 2 all. */
export const CheckboxStatus = { unselected: 0, half: 1, all: 2 } as const;
export type CheckboxStatusValue = (typeof CheckboxStatus)[keyof typeof CheckboxStatus];

export type AriaChecked = 'true' | 'false' | 'mixed';

export function isCheckboxStatus(value: unknown): value is CheckboxStatusValue {
  return value === 0 || value === 1 || value === 2;
}

/** The message logged for any status other than 0, 1 or 2. */
export const CHECKBOX_STATUS_MESSAGE = ComponentMessages.checkboxStatus;

/**
 * aria-checked for a status (when given) or a boolean. An invalid status reads as unchecked;
 * the component logs it.
 */
export function ariaCheckedOf(status: unknown, checked: boolean | undefined): AriaChecked {
  if (status !== undefined) {
    if (status === CheckboxStatus.all) return 'true';
    if (status === CheckboxStatus.half) return 'mixed';
    return 'false';
  }
  return checked ? 'true' : 'false';
}
