/**
 * finderAnalytics(): the finder's usage event (finder.md section 3, analytics data fields) to
 * the event service with the application key, through the same path as usageAnalytics. It
 * follows the routes (scope and position) and the picks made on the recent-files list, and
 * sends the fields when the finder commits (the user action 'finderCommit', with the committed
 * files and company id). Off in the oem and oversea releases; it only observes, and a failing
 * event is dropped.
 */
import { STAGE_ANALYTICS, type PickerKernel, type Plugin } from '../../../kernel';
import { isAnalyticsRelease } from '../usage-events';
import { eventSender, requireAppKey } from '../usage-events/eventSender';
import {
  finderUsageFields,
  scopeOf,
  type CommittedFile,
  type UsageRecord,
} from './finderUsageFields';

export const FINDER_ANALYTICS_PLUGIN = 'finder-analytics';
/** The user action the finder reports on commit. */
export const FINDER_COMMIT_ACTION = 'finderCommit';
/** The route whose list is the recent files. */
const RECENT_ROUTE = 'Latest';

export interface FinderAnalyticsOptions {
  appKey: string;
  /** Path on the event service (default '/collect'). */
  path?: string;
  now?: () => number;
}

function companyOf(kernel: PickerKernel, params: Readonly<Record<string, unknown>>): number {
  const value = Number(params.cid ?? kernel.context.currentCompanyId ?? 0);
  return Number.isFinite(value) ? value : 0;
}

export function finderAnalytics(options: FinderAnalyticsOptions): Plugin {
  requireAppKey('finderAnalytics', options);
  const path = options.path ?? '/collect';
  const now = options.now ?? (() => Date.now());
  return {
    name: FINDER_ANALYTICS_PLUGIN,
    apply(kernel) {
      if (!isAnalyticsRelease(kernel.options.release) || !kernel.hasClient) return;
      const tap = { name: FINDER_ANALYTICS_PLUGIN, stage: STAGE_ANALYTICS };
      const picked = new Set<string>();
      const record: UsageRecord = {
        openedAt: now(),
        initialScope: null,
        currentScope: null,
        position: '',
        recentPicks: 0,
        pickedFromRecent: picked,
      };
      const send = eventSender(kernel, path, 'finder usage event');

      kernel.hooks.afterInit.tapPromise(tap, async () => {
        record.openedAt = now();
      });
      kernel.hooks.onRouteChange.tap(tap, ({ to }) => {
        const scope = scopeOf(companyOf(kernel, to.params));
        record.initialScope ??= scope;
        record.currentScope = scope;
        record.position = to.name;
      });
      kernel.hooks.onSelectionChange.tap(tap, (change) => {
        if (change.kind !== 'select' || record.position !== RECENT_ROUTE) return;
        record.recentPicks += 1;
        for (const item of change.items) picked.add(String(item.id));
      });
      kernel.hooks.onUserAction.tap(tap, (action) => {
        if (action.type !== FINDER_COMMIT_ACTION) return;
        const files = (action.detail?.files ?? []) as CommittedFile[];
        const companyId = Number(action.detail?.companyId ?? 0);
        send({
          event: 'finder',
          app_key: options.appKey,
          ...finderUsageFields(record, { files, companyId }, now()),
        });
      });
    },
  };
}
