/**
 * The union selector's own plugin: the full tab list (data tabs from their sources, then the time
 * and custom tabs, in the host's order), the default tab, the initially selected items, the
 * selection rules (only known item types; files outside includeFileExts disabled with their
 * reason), the current user
 * left out of tabs that exclude them, the other tabs' first pages fetched after the first is shown,
 * and, after an insert, the chosen users recorded as recent.
 */
import { when } from 'mobx';
import type { PickerKernel, Plugin, TabDescriptor } from '../../kernel';
import { STAGE_DEFAULT, STAGE_HOST } from '../../kernel';
import { afterNextPaint } from '../../kernel/afterNextPaint';
import { addRecentContactsLater } from '../../plugins/sources/context/recentContacts';
import { DEFAULT_RECENT_SOURCE } from '../../plugins/sources/context/pickerContext.types';
import { fileDisabledReason, fromUnionItem, UNION_SELECTABLE_TYPES } from './unionPayload';
import { addUnionStrings, UNION_NAMESPACE } from '../../plugins/views/union-selector/locale';
import { addDates } from '../../plugins/views/components/shared/dateLocales';
import { isDataTab } from './tabsConfig';
import type { UnionSelectorOptions, UnionTab } from './types';

export const UNION_SELECTOR_PLUGIN = 'union-selector';

/** The resolved tabs of a union selector kernel, for its views. */
const tabsByKernel = new WeakMap<PickerKernel, UnionTab[]>();

export function unionTabsOf(kernel: PickerKernel): UnionTab[] {
  return tabsByKernel.get(kernel) ?? [];
}

export function unionSelectorPlugin(options: UnionSelectorOptions, tabs: UnionTab[]): Plugin {
  const name = UNION_SELECTOR_PLUGIN;
  return {
    name,
    apply(kernel) {
      tabsByKernel.set(kernel, tabs);
      kernel.hooks.addTabs.tap({ name, stage: STAGE_HOST }, (fromSources) =>
        tabs.map(
          (tab): TabDescriptor =>
            fromSources.find((entry) => entry.key === tab.key) ?? {
              key: tab.key,
              title: tab.tabName ?? tab.key,
              ...(isDataTab(tab.type) ? { sourceKey: tab.key } : {}),
            },
        ),
      );
      kernel.hooks.shouldToggle.tap({ name, stage: STAGE_DEFAULT }, (item, select) => {
        if (select && !UNION_SELECTABLE_TYPES.has(item.type)) return false;
        return undefined;
      });
      addUnionStrings(kernel.i18n);
      // The calendar's date-fns locale comes with the language's texts (the views wait for both).
      addDates(kernel.i18n);
      // A file outside includeFileExts is disabled with its reason (the row shows it).
      kernel.hooks.modifyDisabledReason.tap({ name, stage: STAGE_DEFAULT }, (reason, item) => {
        const key = fileDisabledReason(item, options.includeFileExts);
        if (reason || !key) return reason;
        return { code: key, message: kernel.t(`${UNION_NAMESPACE}:${key}`) };
      });
      kernel.hooks.modifyItems.tap({ name, stage: STAGE_DEFAULT }, (items, request) => {
        const tab = tabs.find((entry) => entry.key === request.source.key);
        const me = kernel.context.user?.userid;
        const kept =
          !tab || tab.isIncludeSelf || !me
            ? items
            : items.filter((item) => !(item.type === 'user' && item.id === me));
        // Single mode picks by clicking the row: no checkboxes.
        return options.multiple ? kept : kept.map((item) => ({ ...item, showCheckbox: false }));
      });
      // Once the first tab shows its rows, the other tabs' first pages are fetched into the cache,
      // so a switch to any of them paints at once. They are asked after the paint of those rows:
      // sending them in the same task put a few milliseconds per request before that paint.
      let cancelPrefetch: (() => void) | undefined;
      const prefetching = when(
        () => {
          const sourceKey = kernel.status === 'ready' ? kernel.tabs.active?.sourceKey : undefined;
          if (sourceKey === undefined) return false;
          return ['loaded', 'empty', 'error'].includes(kernel.sources.state(sourceKey).status);
        },
        () => {
          cancelPrefetch = afterNextPaint(() => kernel.tabs.prefetchOthers());
        },
      );
      kernel.hooks.afterInit.tap({ name, stage: STAGE_DEFAULT }, () => {
        const initial = (options.initSelectedList ?? []).flatMap((item) => {
          const picked = fromUnionItem(item);
          return picked ? [picked] : [];
        });
        for (const item of options.multiple ? initial : initial.slice(0, 1)) {
          kernel.selection.select(item);
        }
        if (options.defaultTab && kernel.tabs.activeKey !== options.defaultTab) {
          void kernel.tabs.setActive(options.defaultTab);
        }
      });
      // Recording the chosen users as recent is bookkeeping after the insert: not waited for,
      // and sent once the page is idle after the paint (recentContacts.ts).
      kernel.hooks.afterConfirm.tap({ name, stage: STAGE_DEFAULT }, (payload) =>
        addRecentContactsLater(kernel, payload, options.groupSource ?? DEFAULT_RECENT_SOURCE),
      );
      return () => {
        prefetching();
        cancelPrefetch?.();
        tabsByKernel.delete(kernel);
      };
    },
  };
}
