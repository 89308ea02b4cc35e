/** Slot names of the picker shell and the props each slot's component receives. */
import type { ReactNode } from 'react';
import type { EmptyStateLink } from '../components';
import type { QueryKind } from '../search-box/classifyQuery';

export const SLOTS = {
  modal: 'modal',
  tabs: 'tabs',
  tabDropdown: 'tabDropdown',
  companySwitcher: 'companySwitcher',
  /** Not a component: the company switch function a plugin provides (pickerContext). */
  switchCompany: 'switchCompany',
  searchBox: 'searchBox',
  list: 'list',
  tree: 'tree',
  selectedPanel: 'selectedPanel',
  /** The polite live region (plugins/views/announcer), inside the dialog or region. */
  announcer: 'announcer',
} as const;

export type SlotName = (typeof SLOTS)[keyof typeof SLOTS] | (string & {});

export interface ModalSlotProps {
  open: boolean;
  /** The accessible name and visible heading of the dialog. */
  title: string;
  /** Width in px (default 540). */
  width?: number;
  /** Height in px (default 640; never taller than the window less 32 px), or 'auto': the content's. */
  height?: number | 'auto';
  /** Esc and the close button. */
  onCancel(): void;
  /** Controls in the dialog header, after the title (the company switcher). */
  headerExtra?: ReactNode;
  /** The id of the dialog's description (the selected count), for `aria-describedby`. */
  describedBy?: string;
  children?: ReactNode;
}

export interface TabsSlotProps {
  /** Rendered after the tab list (a tab-level dropdown); the tabs keep one row and scroll. */
  extra?: ReactNode;
  /** The panel of the active tab. */
  children?: ReactNode;
}

export interface SearchBoxSlotProps {
  placeholder?: string;
  /** Enter on a non-blank query, with its kind (e-mail, phone, other). */
  onEnter?(query: string, kind: QueryKind): void;
}

export interface ListSlotProps {
  /** The source shown in browse mode; ignored in search mode. */
  sourceKey?: string;
  /** 'search' shows the merged search rows. */
  mode: 'browse' | 'search';
  /** The host's empty-state text, instead of the picker's own. */
  emptyText?: string;
  /** A link under the empty-state text. */
  emptyLink?: EmptyStateLink;
}

export interface TreeSlotProps {
  sourceKey: string;
  /** The host's text for an empty root list, instead of the picker's own. */
  emptyText?: string;
  emptyLink?: EmptyStateLink;
}

export interface SelectedPanelSlotProps {
  okText?: string;
  cancelText?: string;
  /** A dropdown next to the title. */
  dropdown?: ReactNode;
  /** Content under the selected list. */
  bottom?: ReactNode;
  /** Whether the remind-others checkbox is shown when the selection allows it (default true). */
  showRemind?: boolean;
  /** Whether the remind-others checkbox is on. */
  remind: boolean;
  onRemindChange(value: boolean): void;
  onCancel(): void;
  onConfirm(): void;
  /** The id the selected count's heading takes (the dialog's description). */
  countId?: string;
  /**
   * The narrow layout: the panel is a strip under the list whose title opens and closes the
   * selected list (default false: the panel is a column beside the list).
   */
  collapsible?: boolean;
}
