/** Options, tabs and the insert payload of the union selector (union-selector.md section 3). */
import type { ComponentType } from 'react';
import type {
  BaseUrlOption,
  LanguageOption,
  PickerKernel,
  Plugin,
  Release,
  RequestClient,
  ServiceName,
  StyleOptions,
} from '../../kernel';
import type { ThemeOptions } from '../../plugins/views/theme/themeOption';

/** Built-in tab types; any other type is a custom tab, which needs a `component`. */
export const BUILT_IN_TAB_TYPES = [
  'all',
  'contact',
  'team',
  'group',
  'dept',
  'docs',
  'time',
] as const;
export type BuiltInTabType = (typeof BUILT_IN_TAB_TYPES)[number];
export const CUSTOM_TAB_TYPE = 'custom';

/** A more-entrance entry: a default one (select from docs, from address book) or a custom one. */
export interface MoreEntrance {
  type: 'default' | 'custom';
  key: string;
  name?: string;
  /** Called on click; an entry without one logs a warning. */
  method?: () => void;
}

/** What a custom tab's component receives. */
export interface UnionCustomTabProps {
  kernel: PickerKernel;
  tab: UnionTab;
  /** Inserts items the component chose (as the action bar does). */
  insert(items: UnionItem[]): void;
}

/** One tab as the host configures it (tabsConfig); only `type` is required. */
export interface UnionTabConfig {
  type: BuiltInTabType | typeof CUSTOM_TAB_TYPE;
  /** Unique key; default the type (custom tabs need their own). */
  key?: string;
  /** The sidebar label. */
  tabName?: string;
  /** Title and description above the list. */
  title?: string;
  description?: string;
  needFetch?: boolean;
  canLoadMore?: boolean;
  searchCanLoadMore?: boolean;
  showSelectFromDocs?: boolean;
  showSelectFromAddressBook?: boolean;
  moreEntranceConfig?: MoreEntrance[];
  /** The confirm button's label (default "insert"). */
  confirmText?: string;
  /** Whether the current user may be listed (default true). */
  isIncludeSelf?: boolean;
  /** A custom tab's content. */
  component?: ComponentType<UnionCustomTabProps>;
  /** This tab's service base URLs: a string, a function of the service, or an object by service. */
  baseURL?: BaseUrlOption;
}

/** A tab after defaults: every field settled. */
export interface UnionTab extends Required<Pick<UnionTabConfig, 'type' | 'key'>> {
  tabName?: string;
  title?: string;
  description?: string;
  needFetch: boolean;
  canLoadMore: boolean;
  searchCanLoadMore: boolean;
  showSelectFromDocs: boolean;
  showSelectFromAddressBook: boolean;
  moreEntranceConfig: MoreEntrance[];
  confirmText?: string;
  isIncludeSelf: boolean;
  component?: ComponentType<UnionCustomTabProps>;
  baseURL?: BaseUrlOption;
}

/** The time-select panel (defaults 09:00 to 18:00 by 00:30). */
export interface TimeSelectOptions {
  start?: string;
  end?: string;
  step?: string;
  /** Slots at or before minTime are disabled. */
  minTime?: string;
  /** Slots at or after maxTime are disabled. */
  maxTime?: string;
}

export type UnionItem =
  | {
      _type: 'user';
      userid: string;
      name: string;
      avatar?: string;
      deptName?: string;
      self?: boolean;
      chatid?: string;
      cooperator?: boolean;
      companyId?: string;
    }
  | {
      _type: 'group';
      groupid: string;
      name: string;
      userid?: string;
      chatid?: string;
      avatar?: string;
      /** 1 = team, other values: a group of the office suite. */
      groupType?: number;
    }
  | {
      _type: 'file';
      fid: string;
      fname: string;
      file_ctime?: number;
      file_mtime?: number;
      file_src?: string;
      company_name?: string;
      new_path?: string;
    }
  | {
      _type: 'dept';
      deptid: string;
      name: string;
      avatar?: string;
      companyId?: string;
      path?: string;
    }
  | { _type: 'time'; date: string; time?: string };

export type UnionItemType = UnionItem['_type'];

/** What an insert hands the host. */
export interface UnionInsertPayload {
  items: UnionItem[];
  /** The remind-others checkbox (remind others by message). */
  remind: boolean;
  /** The tab the items were inserted from. */
  tab: string;
  /** With `checkAccess`: the picked people who cannot open the file `fid`. */
  noAccess?: UnionItem[];
  /** With `checkAccess`: 'done', or 'checking' / 'failed' (then `noAccess` is empty: unknown). */
  accessCheck?: 'done' | 'checking' | 'failed';
}

/** With the style options: injectStyles (default true) and the page's CSP nonce. */
export interface UnionSelectorOptions extends StyleOptions, ThemeOptions {
  /** The current file id (a number, required). */
  fid: number;
  tabs?: UnionTabConfig[];
  cid?: number | string;
  defaultTab?: string;
  onlyShowGroupId?: number | string;
  /** Source of team-member calls (default kdocs). */
  groupSource?: string;
  /** Page size (default 10). */
  requestCount?: number;
  /** Multi mode: clicks toggle, the footer's insert button confirms (default false). */
  multiple?: boolean;
  /** Items shown as selected when the selector opens. */
  initSelectedList?: UnionItem[];
  /** Only files with these extensions may be inserted; others show disabled. */
  includeFileExts?: string[];
  includeGroupInfo?: boolean;
  includeTeamInfo?: boolean;
  includeDeptInfo?: boolean;
  /** The footer with the remind checkbox and the insert button (default true). */
  showFooter?: boolean;
  /** The remind-others checkbox in the footer (default true). */
  showRemind?: boolean;
  timeSelect?: TimeSelectOptions;
  /** zh-CN, zh-TW, en, ja, th, or a tag of one (en-US); else (with a warning) the browser's language, then zh-CN. */
  language?: LanguageOption;
  release?: Release;
  /** Base URL per service; a tab's own baseURL wins for its calls. */
  services?: Partial<Record<ServiceName, string>>;
  /** A ready request client (wins over services). */
  client?: RequestClient;
  /** Usage events are sent with this application key (never for oem and oversea). */
  appKey?: string;
  /**
   * Checks who of the picked people can open the file `fid` and marks those who cannot; the
   * insert payload then carries them as `noAccess` (plugins/access/check-access). Default false.
   */
  checkAccess?: boolean;
  storage?: Storage | null;
  /** Hosts edit the default plugin list. */
  plugins?: (defaults: Plugin[]) => Plugin[];
  onInsert?(payload: UnionInsertPayload): void;
  onClose?(): void;
  /** The default more-entrance entries. */
  onSelectFromDocs?(): void;
  onSelectFromAddressBook?(): void;
  onReady?(kernel: PickerKernel): void;
}

export type UnionSelectorProps = UnionSelectorOptions & { open?: boolean };
