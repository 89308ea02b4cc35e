/**
 * The member picker's layout: the modal's header holds the title and the company switcher; its
 * body the tabs (with a tab-level dropdown; one row that scrolls), the search box, the pre-tip
 * line, the list area (with the limit tip over it) and the tip line on the left, and the selected
 * panel on the right; below 480 px the list takes the width and the panel is a strip under it
 * (useNarrowLayout). Each part is a slot a view plugin may replace.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { ConfirmPayload, PickerItem, PickerKernel } from '../../../kernel';
import { AnnouncerOutlet } from '../announcer/AnnouncerOutlet';
import { PickerRoot, type EmptyStateLink } from '../components';
import type { ThemeOption } from '../theme/themeOption';
import { Modal } from '../modal/Modal';
import { SearchBox } from '../search-box/SearchBox';
import type { QueryKind } from '../search-box/classifyQuery';
import { canRemind } from '../selected-panel/remind';
import { SelectedPanel } from '../selected-panel/SelectedPanel';
import { KernelProvider } from '../shared/KernelContext';
import {
  SLOTS,
  type ModalSlotProps,
  type SearchBoxSlotProps,
  type SelectedPanelSlotProps,
  type TabsSlotProps,
} from '../shared/slots';
import { viewKernel } from '../shared/surface';
import { useSlot } from '../shared/useSlot';
import { useT } from '../shared/useT';
import { Tabs } from '../tabs/Tabs';
import {
  initialDropdownIndex,
  SelectedDropdownContent,
  TabDropdownContent,
  type SelectedDropdownOptions,
  type TabDropdownOptions,
} from './ChoiceDropdown';
import { CompanySwitcher } from './CompanySwitcher';
import { LimitTip } from './LimitTip';
import { ListArea } from './ListArea';
import { PreTip } from './PreTip';
import { TipLine } from './TipLine';
import { useSelectionNotify } from './useSelectionNotify';
import { useNarrowLayout } from './useNarrowLayout';
import { useShellStyles } from './useShellStyles';

export interface PickerShellProps {
  kernel: PickerKernel;
  /** Whether the modal is shown (default true). */
  open?: boolean;
  /** The dialog title (default 'Select the member you want to add'). */
  title?: string;
  /** Modal width in px (default 540). */
  width?: number;
  /** Modal height in px (default 640, at most the window's height less 32 px). */
  height?: number;
  /** 'desktop': the desktop client's density and chrome (class pk-look-desktop); default 'web'. */
  look?: 'web' | 'desktop';
  okText?: string;
  cancelText?: string;
  placeholder?: string;
  theme?: ThemeOption;
  /** A dropdown at the end of the tab bar: a menu given as data, or the host's own element. */
  tabDropdown?: ReactNode | TabDropdownOptions;
  /**
   * A dropdown next to the selected title. Given as data, its chosen index (from `defaultIndex`,
   * default 0) is the confirm payload's dropdownSelectIndex; a host's own element confirms with 0.
   */
  selectedDropdown?: ReactNode | SelectedDropdownOptions;
  /** Content under the selected list. */
  selectedBottom?: ReactNode;
  /** The empty-state text of every list, instead of the picker's own. */
  emptyText?: string;
  /** A link under the empty-state text. */
  emptyLink?: EmptyStateLink;
  /** The tip line under the list. */
  tip?: ReactNode;
  /** Whether the remind-others checkbox may show (default true; it shows for remindable items). */
  showRemind?: boolean;
  /** Initial state of the remind-others checkbox (default on). */
  defaultRemind?: boolean;
  /** Selection changes, debounced 100 ms. */
  onChange?(items: PickerItem[]): void;
  /** Enter in the search box on a non-blank query. */
  onSearchEnter?(query: string, kind: QueryKind): void;
  /** The confirmed payload (with `remind` when the checkbox was shown). */
  onConfirm?(payload: ConfirmPayload): void;
  onCancel?(): void;
}

export function PickerShell(props: PickerShellProps) {
  return (
    <KernelProvider kernel={props.kernel}>
      <ShellBody {...props} />
    </KernelProvider>
  );
}

const ShellBody = observer(function ShellBody(props: PickerShellProps) {
  const {
    kernel,
    open = true,
    title,
    width,
    height,
    okText,
    cancelText,
    placeholder,
    theme,
  } = props;
  useShellStyles();
  const shellRef = useRef<HTMLDivElement>(null);
  const narrow = useNarrowLayout(shellRef, width);
  const t = useT();
  const [remind, setRemind] = useState(props.defaultRemind ?? true);
  const [dropdownIndex, setDropdownIndex] = useState(() =>
    initialDropdownIndex(props.selectedDropdown),
  );
  const ModalSlot = useSlot<ModalSlotProps>(SLOTS.modal, Modal);
  const TabsSlot = useSlot<TabsSlotProps>(SLOTS.tabs, Tabs);
  const SearchSlot = useSlot<SearchBoxSlotProps>(SLOTS.searchBox, SearchBox);
  const PanelSlot = useSlot<SelectedPanelSlotProps>(SLOTS.selectedPanel, SelectedPanel);
  const Switcher = useSlot<object>(SLOTS.companySwitcher, CompanySwitcher);
  const TabDropdown = useSlot<{ children?: ReactNode }>(SLOTS.tabDropdown, PassThrough);
  const countId = useId();
  useSelectionNotify(kernel, props.onChange);

  useEffect(() => {
    if (open && kernel.status === 'uninitialised') void kernel.init();
  }, [kernel, open]);

  const cancel = () => {
    kernel.cancel();
    props.onCancel?.();
  };
  const confirm = async () => {
    const showsRemind =
      props.showRemind !== false && canRemind(viewKernel(kernel).selection.selectedItems);
    const payload = await kernel.confirm(dropdownIndex);
    if (payload) props.onConfirm?.(showsRemind ? { ...payload, remind } : payload);
  };

  return (
    <PickerRoot theme={theme} className={props.look === 'desktop' ? 'pk-look-desktop' : undefined}>
      <ModalSlot
        open={open}
        title={title ?? t('title')}
        width={width}
        height={height}
        onCancel={cancel}
        headerExtra={<Switcher />}
        describedBy={countId}
      >
        <AnnouncerOutlet kernel={kernel} />
        <div ref={shellRef} className={`pk-shell${narrow ? ' pk-shell--narrow' : ''}`}>
          <div className="pk-shell__main">
            <TabsSlot
              extra={
                <TabDropdown>
                  <TabDropdownContent dropdown={props.tabDropdown} />
                </TabDropdown>
              }
            >
              <SearchSlot placeholder={placeholder} onEnter={props.onSearchEnter} />
              <PreTip />
              <div className="pk-list-area">
                <LimitTip />
                <ListArea emptyText={props.emptyText} emptyLink={props.emptyLink} />
              </div>
              <TipLine tip={props.tip} />
            </TabsSlot>
          </div>
          <div className="pk-shell__side">
            <PanelSlot
              okText={okText}
              cancelText={cancelText}
              dropdown={
                <SelectedDropdownContent
                  dropdown={props.selectedDropdown}
                  index={dropdownIndex}
                  onIndexChange={setDropdownIndex}
                />
              }
              bottom={props.selectedBottom}
              showRemind={props.showRemind}
              remind={remind}
              onRemindChange={setRemind}
              onCancel={cancel}
              onConfirm={() => void confirm()}
              countId={countId}
              collapsible={narrow}
            />
          </div>
        </div>
      </ModalSlot>
    </PickerRoot>
  );
});

function PassThrough({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
