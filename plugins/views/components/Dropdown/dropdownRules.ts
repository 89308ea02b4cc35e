import type { ReactNode } from 'react';

/** Top, bottom, left or right, each with an optional -start or -end (union-selector.md 5). */
export const DROPDOWN_PLACEMENTS = [
  'top',
  'top-start',
  'top-end',
  'bottom',
  'bottom-start',
  'bottom-end',
  'left',
  'left-start',
  'left-end',
  'right',
  'right-start',
  'right-end',
] as const;
export type DropdownPlacement = (typeof DROPDOWN_PLACEMENTS)[number];

export const MISSING_MENU_MESSAGE =
  'Dropdown needs a menu child: pass menu={<DropdownMenu items={...} />}';

export interface DropdownItem {
  key: string;
  title: ReactNode;
  disabled?: boolean;
}

export function assertPlacement(placement: unknown): DropdownPlacement {
  if (
    typeof placement === 'string' &&
    (DROPDOWN_PLACEMENTS as readonly string[]).includes(placement)
  ) {
    return placement as DropdownPlacement;
  }
  throw new Error(
    `Dropdown: placement must be one of ${DROPDOWN_PLACEMENTS.join(', ')} (got ${JSON.stringify(placement)})`,
  );
}

/** Every item needs a title and a key; the error names the first index that lacks one. */
export function assertDropdownItems(items: unknown): asserts items is DropdownItem[] {
  if (!Array.isArray(items)) throw new Error('DropdownMenu: items must be an array');
  items.forEach((item: unknown, index) => {
    const record = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    const missing = ['title', 'key'].filter(
      (field) => record[field] === undefined || record[field] === null || record[field] === '',
    );
    if (missing.length > 0) {
      throw new Error(`DropdownMenu: item at index ${index} needs ${missing.join(' and ')}`);
    }
  });
}
