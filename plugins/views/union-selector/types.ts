/** What the union selector's views need to know of a tab (the preset settles the rest). */
import type { ComponentType } from 'react';

export interface MoreEntranceEntry {
  type: 'default' | 'custom';
  key: string;
  name?: string;
  method?: () => void;
}

export interface UnionViewTab {
  key: string;
  type: string;
  tabName?: string;
  title?: string;
  description?: string;
  canLoadMore: boolean;
  searchCanLoadMore: boolean;
  needFetch: boolean;
  confirmText?: string;
  /** Entries at the bottom (defaults already added by the preset). */
  entrances: MoreEntranceEntry[];
  component?: ComponentType<{ insert(items: unknown[]): void }>;
}

export interface TimeValue {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm, when time setting is on. */
  time?: string;
}
