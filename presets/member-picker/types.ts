/** The options of the member picker preset (member-picker.md sections 2 to 5 and 9). */
import type { ThemeOptions } from '../../plugins/views/theme/themeOption';
import type { AccessTarget } from '../../plugins/access/check-access';
import type {
  KernelOptions,
  LanguageOption,
  PickerItem,
  PickerKernel,
  Plugin,
  Release,
  RequestClient,
  ServiceName,
} from '../../kernel';
import type { MemberConfirmPayload, MemberSourceConfig } from '../../plugins/sources/member-items';
import type { ReactElement } from 'react';
import type { UserNotFoundInfo } from '../../plugins/sources/context/pickerContext.types';
import type { EmptyStateLink } from '../../plugins/views/components';
import type { SelectedDropdownOptions, TabDropdownOptions } from '../../plugins/views/shell';

/** The named kernel options (KernelOptions without its open index signature). */
type NamedKernelOptions = {
  [
    K in keyof KernelOptions as string extends K ? never : number extends K ? never : K
  ]: KernelOptions[K];
};

/** The look of the dialog: the web page (default) or the desktop client. */
export type ClientLook = 'web' | 'desktop';

export interface MemberPickerOptions
  extends
    Omit<
      NamedKernelOptions,
      'plugins' | 'sources' | 'client' | 'services' | 'release' | 'language' | '_from' | '_function'
    >,
    ThemeOptions {
  /** The source configs, one tab each; required and not empty. */
  sources: MemberSourceConfig[];
  /** Base URL per service; a request client is made from them (or pass `client`). */
  services?: Partial<Record<ServiceName, string>>;
  /** A ready request client (wins over `services`). */
  client?: RequestClient;
  /** Keyboard navigation of the lists (default true). */
  keydown?: boolean;
  /** Modal width in px (default 540; below 480 the narrow layout). */
  width?: number;
  /**
   * The personal-centre link of a business card: a web address with `{userid}` in it, or a
   * function of the user id. Without it the card shows no link.
   */
  personalCenterLink?: string | ((userid: string) => string | undefined);
  /** Modal height in px (default 640, at most the window's height less 32 px). */
  height?: number;
  okText?: string;
  cancelText?: string;
  /** The dialog title (default 'Select the member you want to add'). */
  title?: string;
  /** Show the remind-others checkbox (default false); when shown it starts on. */
  showRemind?: boolean;
  /** The search box's placeholder (default 'Search'). */
  placeholder?: string;
  /** The text of an empty list or search, instead of the picker's own. */
  emptyText?: string;
  /** A link under the empty-state text: a web address (http(s) or a path) or a handler. */
  emptyLink?: EmptyStateLink;
  /** The tip line under the list. */
  tip?: string | ReactElement;
  /** A menu at the end of the tab bar; the choice goes to its onSelect. */
  tabDropdown?: TabDropdownOptions;
  /**
   * A menu next to the selected count; its chosen index (from defaultIndex, default 0) is the
   * confirm payload's dropdownSelectIndex.
   */
  selectedDropdown?: SelectedDropdownOptions;
  /** Content under the selected list (the bottom slot). */
  selectedBottom?: string | ReactElement;
  /** Adds the add-contact row to contact tabs (never in the oem release). */
  onAddContact?: () => void;
  /** Adds the new-custom-group row to custom tabs. */
  onAddCustomGroup?: () => void;
  /** Adds the custom-group-management row to custom tabs. */
  onManageCustomGroup?: () => void;
  /** A phone or e-mail search found nobody: the caller shows its prompt. */
  onUserNotFound?: (info: UserNotFoundInfo) => void;
  /**
   * Decides the selection when a node is clicked: gets the item and a copy of the selection and
   * must return a NEW array, which becomes the selection.
   */
  onNodeClick?: (item: PickerItem, selected: PickerItem[]) => PickerItem[];
  /** The selection changed (debounced 100 ms). */
  onChange?: (items: PickerItem[]) => void;
  onConfirm?: (payload: MemberConfirmPayload) => void;
  onCancel?: () => void;
  /** Caller tags for analytics; warned about when absent, empty or "none". */
  _from?: string;
  _function?: string;
  /** Back-office mode. */
  isCms?: boolean;
  /** Office-suite workspace mode. */
  isWoa?: boolean;
  clientLook?: ClientLook;
  release?: Release;
  /** zh-CN, zh-TW, en, ja, th, or a tag of one (en-US); else the browser's, else zh-CN. */
  language?: LanguageOption;
  /** Usage analytics on when given (and the release is neither oem nor oversea). */
  appKey?: string;
  /**
   * The file the people are picked for (`fileId`, or its drive `groupId`): those who cannot open
   * it are marked in the selection and listed as the payload's `noAccess`. Off by default.
   */
  checkAccess?: AccessTarget;
  /** Hosts add, remove or replace plugins of the default list. */
  plugins?: (defaults: Plugin[]) => Plugin[];
  /** Called once the kernel exists (sandbox, tests). */
  onReady?: (kernel: PickerKernel) => void;
  [extra: string]: unknown;
}

export type MemberPickerProps = MemberPickerOptions & {
  /** Whether the dialog is shown (default true). */
  open?: boolean;
};

export type OpenMemberPickerOptions = MemberPickerOptions & {
  /** Where the picker mounts (default: a new div in document.body, removed afterwards). */
  container?: HTMLElement;
};

export const DEFAULT_WIDTH = 540;
