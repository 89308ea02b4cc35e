/** The finder preset's options: the widget inputs of finder.md section 1 plus the host's wiring. */
import type {
  LanguageOption,
  PickerKernel,
  Plugin,
  Release,
  RequestClient,
  ServiceName,
  StyleOptions,
} from '../../kernel';
import type { FinderInputs } from './config/options';
import type { SecretLinks } from '../../plugins/drive/private-space';
import type { CommitInfo } from '../../plugins/drive/actions';
import type { ThemeOptions } from '../../plugins/views/theme/themeOption';

export interface FinderOptions extends FinderInputs, StyleOptions, ThemeOptions {
  /** Base URL per service (drive, account, directory; events with appKey), or a ready client (wins). */
  services?: Partial<Record<ServiceName, string>>;
  client?: RequestClient;
  /** zh-CN, zh-TW, en, ja, th, or a tag of one (en-US); else the browser's, else zh-CN. */
  language?: LanguageOption;
  release?: Release;
  /** Where the last tab and location are remembered; null turns it off. */
  storage?: Storage | null;
  /** The key the last tab and location are remembered under (default 'finder'). */
  plugKey?: string;
  /** List page size (default 20, finder.md section 9). */
  pageSize?: number;
  /** Rename mode: the default name without its bracketed copy suffix. */
  hideCopySuffix?: boolean;
  /** The private space's 'forgot password' and 'renew' pages (default: the account service's). */
  secretLinks?: SecretLinks;
  /** The event service's application key: sends the finder's usage fields (finderAnalytics). */
  appKey?: string;
  /** The dialog's title (default by mode). */
  title?: string;
  /** Resolves when the host has acted on the commit; OK shows a spinner meanwhile. */
  onConfirm?(info: CommitInfo): void | Promise<void>;
  onCancel?(): void;
  /** Returns the plugin list to use, given the defaults (add, remove or replace any). */
  plugins?(defaults: Plugin[]): Plugin[];
  onReady?(kernel: PickerKernel): void;
}

export interface FinderProps extends FinderOptions {
  /** The dialog shows while true (default true). */
  open?: boolean;
}

export interface OpenFinderOptions extends FinderOptions {
  /** Where to mount; default a new element in document.body, removed afterwards. */
  container?: HTMLElement;
}
