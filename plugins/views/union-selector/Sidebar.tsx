/**
 * The sidebar titled "insert": a vertical tablist (WAI-ARIA APG tabs, automatic activation). Up
 * and Down move between tabs and activate them, Home and End go to the ends, Right moves focus
 * into the panel (its list or first control); only the active tab is in the Tab order.
 */
import { useRef, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { keyName } from '../shared/keyboard';
import { useKernel } from '../shared/KernelContext';
import { TAB_LABEL } from './tabLabels';
import { usePickerT, useUnionT } from './useUnionT';
import { WordBreaks } from './WordBreaks';

export interface SidebarTab {
  key: string;
  type: string;
  tabName?: string;
}

export interface SidebarProps {
  tabs: readonly SidebarTab[];
  panelId: string;
  /** The id of the "insert" title, which also names the whole panel. */
  titleId: string;
  tabId(key: string): string;
  /** The tab shown as active (the kernel's, or one chosen while it was still starting). */
  activeKey: string | null;
  /** Activates a tab. */
  onSelect(key: string): void;
  /** Moves focus into the panel (Right). */
  onFocusPanel(): void;
  /** The pointer entered a tab (its list may be built ahead of the click). */
  onHover?(key: string): void;
  /** The pointer left a tab. */
  onHoverEnd?(): void;
}

export const Sidebar = observer(function Sidebar(props: SidebarProps) {
  const { tabs, panelId, titleId, tabId, onFocusPanel, onSelect } = props;
  const t = useUnionT();
  const pt = usePickerT();
  const kernel = useKernel();
  const listRef = useRef<HTMLDivElement>(null);
  const { activeKey } = props;
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === activeKey),
  );
  const label = (tab: SidebarTab) =>
    tab.tabName ?? (TAB_LABEL[tab.type] ? pt(TAB_LABEL[tab.type]) : tab.key);

  const activate = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    onSelect(tab.key);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.key))}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = keyName(event);
    const last = tabs.length - 1;
    let next: number | null = null;
    if (key === 'down') next = activeIndex === last ? 0 : activeIndex + 1;
    else if (key === 'up') next = activeIndex === 0 ? last : activeIndex - 1;
    else if (key === 'home') next = 0;
    else if (key === 'end') next = last;
    else if (key === 'right') {
      event.preventDefault();
      onFocusPanel();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    activate(next);
  };

  return (
    <nav className="pk-union__sidebar" aria-labelledby={titleId}>
      <div id={titleId} className="pk-union__sidebar-title">
        {t('insertTitle')}
      </div>
      <div
        ref={listRef}
        role="tablist"
        aria-orientation="vertical"
        aria-labelledby={titleId}
        className="pk-union__tablist"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              className="pk-union__tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onPointerEnter={props.onHover && (() => props.onHover?.(tab.key))}
              onPointerLeave={props.onHoverEnd}
            >
              <WordBreaks text={label(tab)} language={kernel.language} />
            </button>
          );
        })}
      </div>
    </nav>
  );
});
