/**
 * The hook catalogue: every hook of the kernel, created per kernel and frozen.
 * Only this file and kernel/closureHooks.ts import tapable. Each hook is a tapable hook whose
 * call is built from closures (closureHooks.ts), never from generated source, so the kernel runs
 * under a Content-Security-Policy without 'unsafe-eval'. Prefixes say what a hook is for:
 *
 * | prefix      | kind                              | contract                                    |
 * | ----------- | --------------------------------- | ------------------------------------------- |
 * | on*         | SyncHook                          | notification after the state change         |
 * | should*     | SyncBailHook / AsyncSeriesBailHook| a tap returning `false` vetoes              |
 * | modify*     | SyncWaterfallHook                 | transform a value                           |
 * | add*        | SyncWaterfallHook over an array   | UI contributions (tabs, rows, slots)        |
 * | validate*   | SyncHook                          | a tap throws a PickerError to reject        |
 * | load*       | HookMap of AsyncSeriesBailHook    | first result wins (cache before network)    |
 * | before*, after* | AsyncSeriesHook               | awaited work around an operation            |
 */
import { HookMap, type AsyncSeriesHook } from 'tapable';
import {
  closureAsyncSeriesBailHook,
  closureAsyncSeriesHook,
  closureSyncBailHook,
  closureSyncHook,
  closureSyncWaterfallHook,
} from './closureHooks';
import type {
  ConfirmPayload,
  KernelRef,
  LoadContext,
  LoadResult,
  PickerItem,
  SourceConfig,
  SourceDefinition,
} from './types';
import type { PickerError } from './errors';
import { ErrorCodes, PickerError as PickerErrorClass, isCancelled } from './errors';
import type { NavigationAttempt, RouteChange } from './navigation/routeTypes';
import type { Announcement } from './announce/announcement';

/** What a selection change did. */
export interface SelectionChange {
  kind: 'select' | 'deselect' | 'replace' | 'clear' | 'remove';
  items: PickerItem[];
}

/** What was about to be selected when the maximum count was exceeded. */
export interface ExceedInfo {
  maxCount: number;
  /** How many the selection would count with the attempted pick. */
  attempted: number;
  item: PickerItem;
}

/**
 * Why an item cannot be picked, shown by its row: `code` for programs (`extension`, `readOnly`,
 * `limit`, `notFolder`), `message` for people (already translated).
 */
export interface DisabledReason {
  code: string;
  message: string;
}

/** What the confirm rule sees: the selection as it stands and the mode. */
export interface ConfirmRuleInput {
  count: number;
  items: readonly PickerItem[];
  mode: 'single' | 'multi' | 'dir';
}

/** Where an error happened. */
export interface ErrorContext {
  phase: 'init' | 'load' | 'search' | 'confirm' | 'plugin' | 'request' | 'navigation' | 'other';
  sourceKey?: string;
}

/** A load request as the load* hooks see it. */
export interface LoadRequest {
  source: SourceDefinition;
  ctx: LoadContext;
}

/** Something the user did that is not a selection: special rows, prompts. */
export interface UserAction {
  type: 'addContact' | 'addCustomGroup' | 'manageCustomGroup' | 'userNotFound' | (string & {});
  detail?: Record<string, unknown>;
}

/** A tab as views show it. */
export interface TabDescriptor {
  key: string;
  /** Read when shown: a tab made from a source follows its source's title (and the language). */
  title: string;
  sourceKey?: string;
}

export function createHooks() {
  const hooks = {
    /** Before init: awaited; plugins fetch what they need (user, companies). */
    beforeInit: closureAsyncSeriesHook<[KernelRef]>(['kernel']),
    /** After init completed (tabs built, first list requested). */
    afterInit: closureAsyncSeriesHook<[KernelRef]>(['kernel']),
    /** Normalise the caller's source configs (comp_id alias, numeric strings, titles). */
    modifySourceConfigs: closureSyncWaterfallHook<[SourceConfig[]]>(['configs']),
    /** Validate the normalised source configs: a tap throws a PickerError to reject them. */
    validateSourceConfigs: closureSyncHook<[SourceConfig[], KernelRef]>(['configs', 'kernel']),
    /** A source was registered with the kernel. */
    onSourceRegistered: closureSyncHook<[SourceDefinition]>(['source']),
    /** Page loading per source key: a tap returning a result answers (a cache taps first). */
    loadPage: new HookMap(() =>
      closureAsyncSeriesBailHook<[LoadRequest], LoadResult | undefined>(['request']),
    ),
    /** A page arrived from the network (not from a cache). */
    onPageLoaded: closureSyncHook<[LoadRequest, LoadResult]>(['request', 'result']),
    /** Transform the items of a page before they reach the store. */
    modifyItems: closureSyncWaterfallHook<[PickerItem[], LoadRequest]>(['items', 'request']),
    /** Transform the query before a search starts. */
    modifyQuery: closureSyncWaterfallHook<[string]>(['query']),
    /**
     * The rows already loaded that match a typed query, shown (provisional) until the server
     * answers: a tap may drop rows its source would never return for that query, or add its own.
     */
    modifyLocalMatches: closureSyncWaterfallHook<[PickerItem[], string]>(['items', 'query']),
    /** Before a search fans out to the sources. */
    beforeSearch: closureAsyncSeriesHook<[string]>(['query']),
    /** A search finished (results committed). */
    onSearch: closureSyncHook<[string, number]>(['query', 'resultCount']),
    /** The query changed (search mode on or off). */
    onQueryChange: closureSyncHook<[string]>(['query']),
    /** A tap returning false stops a navigation before its route guards run (nothing changes). */
    shouldNavigate: closureSyncBailHook<[NavigationAttempt], boolean | undefined>(['attempt']),
    /** The route changed: changes within the router's hookDebounceMs are reported once. */
    onRouteChange: closureSyncHook<[RouteChange]>(['change']),
    /** The active tab changed. */
    onTabChange: closureSyncHook<[string]>(['tabKey']),
    /** Tabs shown by the views. */
    addTabs: closureSyncWaterfallHook<[TabDescriptor[]]>(['tabs']),
    /** Special rows added to a list (add contact, custom groups). */
    addRows: closureSyncWaterfallHook<[PickerItem[], string]>(['rows', 'sourceKey']),
    /**
     * Why an item cannot be picked (null: it can). Taps may read observable state (the count, a
     * folder's permission): rows re-evaluate when it changes. Runs before shouldToggle.
     */
    modifyDisabledReason: closureSyncWaterfallHook<[DisabledReason | null, PickerItem]>([
      'reason',
      'item',
    ]),
    /** A tap returning false vetoes selecting or deselecting an item. */
    shouldToggle: closureSyncBailHook<[PickerItem, boolean], boolean | undefined>([
      'item',
      'select',
    ]),
    /** The selection changed. */
    onSelectionChange: closureSyncHook<[SelectionChange]>(['change']),
    /** The maximum count would be exceeded by a pick (fires while picking). */
    onExceed: closureSyncHook<[ExceedInfo]>(['info']),
    /**
     * Whether confirm is enabled, after the kernel's own rule (something picked, or always allowed,
     * or dir mode): a tap returning false disables it. Read by a computed: taps may read
     * observable state.
     */
    shouldEnableConfirm: closureSyncBailHook<[ConfirmRuleInput], boolean | undefined>(['input']),
    /** A tap returning false vetoes confirm. */
    shouldConfirm: closureAsyncSeriesBailHook<[ConfirmPayload], boolean | undefined>(['payload']),
    /** Transform the confirm payload. */
    modifyConfirmPayload: closureSyncWaterfallHook<[ConfirmPayload]>(['payload']),
    /** After confirm resolved (recent contacts, usage events). */
    afterConfirm: closureAsyncSeriesHook<[ConfirmPayload]>(['payload']),
    /** The user did something other than selecting (clicked add contact, a prompt showed). */
    onUserAction: closureSyncHook<[UserAction]>(['action']),
    /** The picker was cancelled. */
    onCancel: closureSyncHook<[]>([]),
    /** An error reached the kernel (never a cancellation). */
    onError: closureSyncHook<[PickerError, ErrorContext]>(['error', 'context']),
    /** The kernel is being disposed. */
    onDispose: closureSyncHook<[]>([]),
    /**
     * Something a screen reader should hear happened, once per event (kernel/announce): a pick, a
     * removal, clear-all, the limit, a search's results, more rows, a failure and its retry.
     */
    onAnnounce: closureSyncHook<[Announcement]>(['announcement']),
  };
  return hooks;
}

export type KernelHooks = ReturnType<typeof createHooks>;
export type HookName = keyof KernelHooks;

/** Anything hook-shaped that accepts interceptors (a Hook or a HookMap). */
interface Interceptable {
  intercept(interceptor: object): void;
}

interface TapInfo {
  name: string;
  type: 'sync' | 'async' | 'promise';
  fn: (...args: unknown[]) => unknown;
}

function wrapFailure(hookName: string, tapName: string, error: unknown): unknown {
  if (isCancelled(error) || error instanceof PickerErrorClass) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new PickerErrorClass(
    ErrorCodes.PLUGIN_FAILED,
    `plugin "${tapName}" failed in hook "${hookName}": ${message}`,
    { cause: error },
  );
}

/** Wraps every tap so a failure names its plugin and hook. */
function wrapTap(hookName: string, tap: TapInfo): TapInfo {
  const original = tap.fn;
  if (tap.type === 'promise') {
    // Called at once, as tapable calls it: a tap's first request leaves in the hook's call, not
    // on a later microtask, where React may first render what the state changes before it queued.
    tap.fn = (...args: unknown[]) => {
      let answer: unknown;
      try {
        answer = original(...args);
      } catch (error) {
        return Promise.reject(wrapFailure(hookName, tap.name, error));
      }
      return Promise.resolve(answer).catch((error: unknown) => {
        throw wrapFailure(hookName, tap.name, error);
      });
    };
  } else if (tap.type === 'sync') {
    tap.fn = (...args: unknown[]) => {
      try {
        return original(...args);
      } catch (error) {
        throw wrapFailure(hookName, tap.name, error);
      }
    };
  }
  return tap;
}

/** Creates the frozen catalogue for one kernel, every tap wrapped with its plugin and hook name. */
export function createHookCatalogue(): Readonly<KernelHooks> {
  const hooks = createHooks();
  for (const [name, hook] of Object.entries(hooks)) {
    if (hook instanceof HookMap) {
      hook.intercept({
        factory: (key: unknown, created: Interceptable) => {
          created.intercept({
            register: (tap: TapInfo) => wrapTap(`${name}[${String(key)}]`, tap),
          });
          return created;
        },
      } as never);
    } else {
      (hook as unknown as Interceptable).intercept({
        register: (tap: TapInfo) => wrapTap(name, tap),
      });
    }
  }
  return Object.freeze(hooks);
}

/** What a hook holds that says whether calling it can do anything. */
interface Watched {
  taps: readonly unknown[];
  interceptors: ReadonlyArray<{ call?: unknown; tap?: unknown; result?: unknown; done?: unknown }>;
}

/**
 * Whether a call of the hook would do nothing: no tap, and no interceptor watching calls (the
 * catalogue's own register interceptor only wraps taps). A bulk path may then skip calling it
 * per item.
 */
export function isHookIdle(hook: Watched): boolean {
  if (hook.taps.length > 0) return false;
  return hook.interceptors.every(
    (watcher) => !watcher.call && !watcher.tap && !watcher.result && !watcher.done,
  );
}

/** Adds an interceptor to every hook (and every hook a HookMap creates): used by hook timing. */
export function interceptAll(
  hooks: Readonly<KernelHooks>,
  make: (hookName: string) => object,
): void {
  for (const [name, hook] of Object.entries(hooks)) {
    if (hook instanceof HookMap) {
      for (const [key, inner] of (hook as unknown as { _map: Map<string, Interceptable> })._map) {
        inner.intercept(make(`${name}[${key}]`));
      }
      hook.intercept({
        factory: (key: unknown, created: Interceptable) => {
          created.intercept(make(`${name}[${String(key)}]`));
          return created;
        },
      } as never);
    } else {
      (hook as unknown as Interceptable).intercept(make(name));
    }
  }
}

/**
 * Calls an async series hook and says whether it is already done: `undefined` when every tap
 * finished in this task (sync taps, or callback taps that answered at once), else a promise that
 * settles when the last tap does. `await hook.promise()` always yields to the microtask queue,
 * where React renders what the state changes before it scheduled: a caller that sends requests
 * right after the hook (init's first list) would send them only after that render.
 */
export function callSeriesNow<T>(hook: AsyncSeriesHook<[T]>, arg: T): Promise<void> | undefined {
  let outcome: { error: unknown } | undefined;
  let settle: ((error: unknown) => void) | undefined;
  hook.callAsync(arg, (error) => {
    if (settle) settle(error);
    else outcome = { error };
  });
  if (outcome) {
    if (outcome.error) throw outcome.error;
    return undefined;
  }
  return new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
}
