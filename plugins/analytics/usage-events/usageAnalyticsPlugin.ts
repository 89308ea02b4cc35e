/**
 * usageAnalytics(): posts the selection and add-contacts usage events, and the delegated DOM
 * events, to the event service with the application key. Skipped for the oem and oversea
 * releases. It only observes: it never changes state, and a failing event never disturbs the
 * picker (the failure is counted and dropped).
 */
import type { ConfirmPayload, PickerKernel, Plugin } from '../../../kernel';
import { STAGE_ANALYTICS } from '../../../kernel';
import { eventSender, requireAppKey } from './eventSender';
import { attachDelegation, DELEGATE_DELAY_MS, type DelegatedEvent } from './domDelegation';
import { reportedDuration } from './usingTime';

export interface UsageAnalyticsOptions {
  /** The application key the event service files events under. */
  appKey: string;
  /** Path on the event service (default '/collect'). */
  path?: string;
  delegateDelayMs?: number;
  now?: () => number;
}

export interface UsageEvent {
  event: 'select' | 'addContacts' | 'dom';
  app_key: string;
  _from?: string;
  _function?: string;
  [field: string]: unknown;
}

/** The slot under which plugins offer listeners for the picker's root element. */
export const ROOT_LISTENERS_SLOT = 'rootListeners';
export type RootListener = (root: HTMLElement) => () => void;

export const USAGE_ANALYTICS_PLUGIN = 'usage-analytics';

export function isAnalyticsRelease(release: string): boolean {
  return release !== 'oem' && release !== 'oversea';
}

/** The picked items of a payload that lists them (`items`), each with its type. */
function itemsOf(payload: ConfirmPayload): Array<{ type: string }> {
  const items = Array.isArray(payload.items) ? (payload.items as unknown[]) : [];
  return items.filter(
    (item): item is { type: string } =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { type?: unknown }).type === 'string',
  );
}

function countByType(payload: ConfirmPayload): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of itemsOf(payload)) counts[item.type] = (counts[item.type] ?? 0) + 1;
  return counts;
}

export function usageAnalytics(options: UsageAnalyticsOptions): Plugin {
  requireAppKey('usageAnalytics', options);
  const path = options.path ?? '/collect';
  const now = options.now ?? (() => Date.now());

  return {
    name: USAGE_ANALYTICS_PLUGIN,
    apply(kernel: PickerKernel) {
      if (!isAnalyticsRelease(kernel.options.release) || !kernel.hasClient) return;
      let openedAt = now();
      const base = {
        app_key: options.appKey,
        _from: kernel.options._from,
        _function: kernel.options._function,
      };
      // Fire and forget (eventSender.ts): a failing event never disturbs the picker.
      const send: (event: UsageEvent) => void = eventSender(kernel, path);

      kernel.hooks.afterInit.tapPromise(
        { name: USAGE_ANALYTICS_PLUGIN, stage: STAGE_ANALYTICS },
        async () => {
          openedAt = now();
        },
      );
      kernel.hooks.afterConfirm.tapPromise(
        { name: USAGE_ANALYTICS_PLUGIN, stage: STAGE_ANALYTICS },
        async (payload) => {
          send({
            ...base,
            event: 'select',
            count: itemsOf(payload).length,
            types: countByType(payload),
            usingtime: reportedDuration(now() - openedAt),
          });
        },
      );
      kernel.hooks.onUserAction.tap(
        { name: USAGE_ANALYTICS_PLUGIN, stage: STAGE_ANALYTICS },
        (action) => {
          if (action.type === 'addContact') {
            send({ ...base, event: 'addContacts', usingtime: reportedDuration(now() - openedAt) });
          } else if (action.type === 'insert') {
            // An insert that does not go through confirm (the union selector's time tab).
            const types = (action.detail?.types ?? {}) as Record<string, number>;
            const count = Object.values(types).reduce((sum, n) => sum + n, 0);
            send({
              ...base,
              event: 'select',
              count,
              types,
              usingtime: reportedDuration(now() - openedAt),
            });
          }
        },
      );

      const listener: RootListener = (root) =>
        attachDelegation(
          root,
          (events: DelegatedEvent[]) => send({ ...base, event: 'dom', events }),
          options.delegateDelayMs ?? DELEGATE_DELAY_MS,
        );
      const listeners = (kernel.slots.get(ROOT_LISTENERS_SLOT) as RootListener[] | undefined) ?? [];
      kernel.slots.set(ROOT_LISTENERS_SLOT, [...listeners, listener]);
      return () => {
        const current = (kernel.slots.get(ROOT_LISTENERS_SLOT) as RootListener[] | undefined) ?? [];
        kernel.slots.set(
          ROOT_LISTENERS_SLOT,
          current.filter((l) => l !== listener),
        );
      };
    },
  };
}
