/**
 * The union selector's panel: the sidebar of tabs on the left; on the right the tab's title bar,
 * the search box (not on the time and custom tabs), the list (or the time tab, or a custom tab's
 * component), the action bar (hidden while the list is empty) and the more-entrance entries.
 * Picking: single mode replaces the selection, multi mode toggles; with the footer the insert
 * button confirms, without it each pick emits the selection at once. Row clicks are throttled per
 * row, leading edge, by the kernel's clickThrottleMs (the preset sets 300 ms, 500 ms in single
 * mode). Esc reaches `onEscape` (the dialog closes).
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { PickerItem, PickerKernel } from '../../../kernel';
import { AnnouncerOutlet } from '../announcer/AnnouncerOutlet';
import { PickerRoot } from '../components/PickerRoot/PickerRoot';
import type { ThemeOption } from '../theme/themeOption';
import { KernelProvider } from '../shared/KernelContext';
import { keyName } from '../shared/keyboard';
import { SearchBox } from '../search-box/SearchBox';
import { useKeyedThrottle } from '../shared/useKeyedThrottle';
import { usePreloadAfterPaint } from '../shared/usePreloadAfterPaint';
import { useStyleElement } from '../components/styles/useStyleElement';
import { ActionBar } from './ActionBar';
import { MoreEntrance } from './MoreEntrance';
import { Sidebar } from './Sidebar';
import { TAB_TITLE } from './tabLabels';
import { LazyTimeTab, preloadTimeTab } from './LazyTimeTab';
import type { TimeSlotOptions } from './timeSlots';
import type { TimeValue, UnionViewTab } from './types';
import { TabPanes, usePreparedTabs } from './TabPanes';
import type { ListRect } from '../shared/VirtualList';
import { UNION_SHEET } from './unionStyles';
import { useUnionT } from './useUnionT';

export interface UnionShellProps {
  kernel: PickerKernel;
  tabs: readonly UnionViewTab[];
  multiple: boolean;
  showFooter: boolean;
  showRemind: boolean;
  timeSelect?: TimeSlotOptions;
  onInsertItems(items: PickerItem[], remind: boolean): void;
  onInsertTime(value: TimeValue, remind: boolean): void;
  /** A custom tab's component inserted items of its own. */
  onInsertCustom(items: unknown[], remind: boolean): void;
  onEscape?(): void;
  /** The product's theme (mode, density, token values), set on its root. */
  theme?: ThemeOption;
}

export function UnionShell(props: UnionShellProps) {
  return (
    <KernelProvider kernel={props.kernel}>
      <ShellBody {...props} />
    </KernelProvider>
  );
}

const ShellBody = observer(function ShellBody(props: UnionShellProps) {
  const { kernel, tabs, multiple, showFooter } = props;
  useStyleElement(UNION_SHEET);
  // The time tab is a chunk: in before a click on its tab, when the selector has one.
  usePreloadAfterPaint(() => {
    if (tabs.some((entry) => entry.type === 'time')) preloadTimeTab();
  });
  const t = useUnionT();
  const [remind, setRemind] = useState(true);
  const prefix = useId();
  const panelId = `${prefix}-panel`;
  const titleId = `${prefix}-title`;
  // The sidebar's props stay the same from render to render (it is an observer, so memoised):
  // a search's answer or a pick renders the shell again, not the sidebar.
  const tabId = useCallback((key: string) => `${prefix}-tab-${key}`, [prefix]);
  const panelRef = useRef<HTMLDivElement>(null);
  const listRect = useRef<ListRect | undefined>(undefined);
  // A list tab hovered for a moment: its first page (fetched ahead after open) is shown in its
  // list, built hidden, so the click only reveals it.
  const preparing = usePreparedTabs(async (key) => {
    const sourceKey = kernel.tabs.list.find((entry) => entry.key === key)?.sourceKey;
    const source = sourceKey ? kernel.sources.get(sourceKey) : undefined;
    if (!sourceKey || !source || source.tree) return false;
    await kernel.sources.prefetch(sourceKey);
    kernel.sources.showCached(sourceKey);
    return true;
  });
  // A tab chosen before the kernel built its tabs (while init loads the user) waits for them.
  const [pendingTab, setPendingTab] = useState<string | null>(null);
  const built = kernel.tabs.list.length > 0;
  useEffect(() => {
    if (built && pendingTab !== null) {
      setPendingTab(null);
      // Its search box was shown while it waited: what was typed there is searched in it.
      const keepQuery = tabs.some((entry) => entry.key === pendingTab && entry.needFetch);
      void kernel.tabs.setActive(pendingTab, { keepQuery });
    }
  }, [built, pendingTab, kernel, tabs]);
  const selectTab = useCallback(
    (key: string) => {
      if (kernel.tabs.list.some((entry) => entry.key === key)) void kernel.tabs.setActive(key);
      else setPendingTab(key);
    },
    [kernel],
  );
  const activeKey = pendingTab ?? kernel.tabs.activeKey;
  const tab = tabs.find((entry) => entry.key === activeKey) ?? tabs[0];
  const { selection, search, sources } = kernel;

  // Stable callbacks: the kept tab lists (TabPanes) then render again only when their own props change.
  const reason = useCallback(
    (item: PickerItem) => selection.disabledReasonOf(item)?.message ?? null,
    [selection],
  );
  const pick = useKeyedThrottle(
    (item: PickerItem) => {
      if (reason(item) !== null) return;
      selection.toggle(item);
      if (showFooter) return;
      if (multiple) props.onInsertItems([...selection.selectedItems], false);
      else if (selection.isSelected(item.key)) props.onInsertItems([item], false);
    },
    (item) => item.key,
    selection.clickThrottleMs,
  );
  const insert = async () => {
    const items = selection.selectedItems.filter((item) => !item.disabled);
    const payload = await kernel.confirm();
    if (payload) props.onInsertItems(items, remind);
  };

  const focusPanel = useCallback(() => {
    const panel = panelRef.current;
    const target =
      panel?.querySelector<HTMLElement>('[data-pk-pane]:not([hidden]) [data-pk-list]') ??
      panel?.querySelector<HTMLElement>('input, button, [tabindex="0"]');
    target?.focus();
  }, []);
  // The tab in the Tab order is the active one (Sidebar).
  const focusSidebar = useCallback(
    () =>
      panelRef.current?.parentElement
        ?.querySelector<HTMLElement>('[role="tab"][tabindex="0"]')
        ?.focus(),
    [],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (keyName(event) === 'escape' && props.onEscape) {
      event.preventDefault();
      props.onEscape();
    }
  };

  if (!tab) return null;
  const title = tab.title ?? (TAB_TITLE[tab.type] ? t(TAB_TITLE[tab.type]) : undefined);
  const dataTab = tab.needFetch;
  const shown = search.isSearching ? search.rows : sources.state(tab.key).items;
  const Custom = tab.component;
  const listTabs = tabs.filter((entry) => entry.type !== 'time' && !entry.component);
  const isList = tab.type !== 'time' && !Custom;

  return (
    <PickerRoot
      theme={props.theme}
      className="pk-union"
      role="region"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <AnnouncerOutlet kernel={kernel} />
      <Sidebar
        tabs={tabs}
        activeKey={tab?.key ?? null}
        onSelect={selectTab}
        panelId={panelId}
        titleId={titleId}
        tabId={tabId}
        onFocusPanel={focusPanel}
        onHover={preparing.enter}
        onHoverEnd={preparing.leave}
      />
      <div
        ref={panelRef}
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(tab.key)}
        className="pk-union__main"
      >
        {(title || tab.description) && (
          <div className="pk-union__title-bar">
            {title && <div className="pk-union__title">{title}</div>}
            {tab.description && <div className="pk-union__description">{tab.description}</div>}
          </div>
        )}
        {dataTab && (
          <div className="pk-union__search">
            <SearchBox placeholder={t('searchPlaceholder')} />
          </div>
        )}
        <div className="pk-union__content">
          {tab.type === 'time' ? (
            <LazyTimeTab
              key={tab.key}
              language={kernel.language}
              timeSelect={props.timeSelect}
              showRemind={props.showRemind}
              remind={remind}
              onRemindChange={setRemind}
              confirmText={tab.confirmText}
              onInsert={(value) => props.onInsertTime(value, remind)}
            />
          ) : Custom ? (
            <Custom insert={(items) => props.onInsertCustom(items, remind)} />
          ) : null}
          <TabPanes
            tabs={listTabs}
            activeKey={isList ? tab.key : null}
            prepared={preparing.prepared}
            multiple={multiple}
            disabledReason={reason}
            onPick={pick}
            onFocusSidebar={focusSidebar}
            lastRect={listRect}
          />
        </div>
        {dataTab && showFooter && shown.length > 0 && (
          <ActionBar
            showRemind={props.showRemind}
            remind={remind}
            onRemindChange={setRemind}
            confirmText={tab.confirmText}
            canInsert={selection.canConfirm}
            onInsert={() => void insert()}
          />
        )}
        <MoreEntrance entries={tab.entrances} />
      </div>
    </PickerRoot>
  );
});
