import { createContext, type MutableRefObject } from 'react';

/** What a Dropdown hands the DropdownMenu it opens: list navigation and closing. */
export interface DropdownMenuContextValue {
  activeIndex: number | null;
  listRef: MutableRefObject<Array<HTMLElement | null>>;
  getItemProps(props?: Record<string, unknown>): Record<string, unknown>;
  close(): void;
}

export const DropdownMenuContext = createContext<DropdownMenuContextValue | null>(null);
