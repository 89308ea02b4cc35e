/**
 * The source tabs (WAI-ARIA APG tabs, automatic activation): Left and Right move between tabs and
 * activate them, Home and End go to the ends; only the active tab is in the Tab order. The tabs
 * keep one row, whole: the tabs that do not fit go into a "More" menu after the row (useTabFit),
 * the active tab always staying in the row; the arrow keys reach every tab, a tab from the menu
 * taking a place in the row as it becomes active. Should the row still be wider than the bar (no
 * measurement yet), it scrolls, arrows at its edges showing there is more.
 */
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { ChevronIcon } from '../components';
import { useKernel } from '../shared/KernelContext';
import { keyName } from '../shared/keyboard';
import type { TabsSlotProps } from '../shared/slots';
import { viewKernel } from '../shared/surface';
import { useT } from '../shared/useT';
import { tabTitle } from './tabTitle';
import { TabsMore, TabsMoreCopy } from './TabsMore';
import { useTabFit } from './useTabFit';
import { useTabOverflow } from './useTabOverflow';

export const Tabs = observer(function Tabs({ extra, children }: TabsSlotProps) {
  const kernel = useKernel();
  const { tabs } = viewKernel(kernel);
  const t = useT();
  const prefix = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const list = tabs.list;
  const activeIndex = Math.max(
    0,
    list.findIndex((tab) => tab.key === tabs.activeKey),
  );
  const active = list[activeIndex];
  const tabId = (index: number) => `${prefix}-tab-${index}`;
  const panelId = `${prefix}-panel`;
  const railRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const titles = list.map((tab) => tabTitle(tab.title, t));
  const fit = useTabFit(railRef, measureRef, titles.join('\u0000'), activeIndex, list.length);
  const overflow = useTabOverflow(
    listRef,
    active ? tabId(activeIndex) : undefined,
    fit.visible.map((index) => titles[index]).join('\u0000'),
  );
  // A tab activated from the keys gets focus once it is in the row (a tab from the menu joins
  // the row on the next render).
  const focusNext = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (focusNext.current === null) return;
    const index = focusNext.current;
    focusNext.current = null;
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(index))}`)?.focus();
  });

  const activate = (index: number) => {
    const tab = list[index];
    if (!tab) return;
    focusNext.current = index;
    tabs.setActive(tab.key);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(index))}`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = keyName(event);
    const last = list.length - 1;
    let next: number | null = null;
    if (key === 'right') next = activeIndex === last ? 0 : activeIndex + 1;
    else if (key === 'left') next = activeIndex === 0 ? last : activeIndex - 1;
    else if (key === 'home') next = 0;
    else if (key === 'end') next = last;
    if (next === null) return;
    event.preventDefault();
    activate(next);
  };

  return (
    <div className="pk-tabs">
      {list.length > 0 && (
        <div className="pk-tabs__bar">
          <div
            ref={railRef}
            className="pk-tabs__rail"
            data-overflow-back={overflow.canScrollBack || undefined}
            data-overflow-forward={overflow.canScrollForward || undefined}
          >
            {overflow.canScrollBack && (
              <span
                className="pk-tabs__arrow pk-tabs__arrow--back"
                aria-hidden="true"
                onClick={() => overflow.scrollBy(-1)}
              >
                <ChevronIcon direction="left" />
              </span>
            )}
            <div
              ref={listRef}
              role="tablist"
              aria-label={t('sources')}
              className="pk-tabs__list"
              onKeyDown={onKeyDown}
            >
              {fit.visible.map((index) => {
                const tab = list[index];
                const selected = index === activeIndex;
                return (
                  <button
                    key={tab.key}
                    id={tabId(index)}
                    type="button"
                    role="tab"
                    className="pk-tabs__tab"
                    aria-selected={selected}
                    aria-controls={panelId}
                    tabIndex={selected ? 0 : -1}
                    onClick={() => tabs.setActive(tab.key)}
                  >
                    {titles[index]}
                  </button>
                );
              })}
            </div>
            {fit.hidden.length > 0 && (
              <TabsMore
                items={fit.hidden.map((index) => ({ key: list[index].key, title: titles[index] }))}
                onChoose={(key) => tabs.setActive(key)}
              />
            )}
            <div ref={measureRef} className="pk-tabs__list pk-tabs__measure" aria-hidden="true">
              {titles.map((title, index) => (
                <span key={list[index].key} className="pk-tabs__tab">
                  {title}
                </span>
              ))}
              <TabsMoreCopy />
            </div>
            {overflow.canScrollForward && (
              <span
                className="pk-tabs__arrow pk-tabs__arrow--forward"
                aria-hidden="true"
                onClick={() => overflow.scrollBy(1)}
              >
                <ChevronIcon direction="right" />
              </span>
            )}
          </div>
          {extra}
        </div>
      )}
      <div
        id={panelId}
        role="tabpanel"
        className="pk-tabs__panel"
        aria-labelledby={active ? tabId(activeIndex) : undefined}
      >
        {children}
      </div>
    </div>
  );
});
