import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { cloneElement, isValidElement, useRef, useState, type ReactElement } from 'react';
import { classNames } from '../shared/classNames';
import { ScopedPortal } from '../shared/ScopedPortal';
import { useInjectedStyles } from '../styles/useInjectedStyles';
import { DropdownMenu, type DropdownMenuProps } from './DropdownMenu';
import { DropdownMenuContext } from './DropdownMenuContext';
import {
  assertDropdownItems,
  assertPlacement,
  MISSING_MENU_MESSAGE,
  type DropdownPlacement,
} from './dropdownRules';

export interface DropdownProps {
  /** The menu: <DropdownMenu items={...} onSelect={...} />. Required. */
  menu: ReactElement<DropdownMenuProps>;
  /** The trigger: one element that accepts a ref and props (for example a Button); a ref it carries is replaced. */
  children: ReactElement;
  placement?: DropdownPlacement;
  disabled?: boolean;
  /** Accessible name of the menu. */
  label?: string;
  menuClassName?: string;
  onOpenChange?(open: boolean): void;
}

/**
 * A menu button (WAI-ARIA menu pattern) on @floating-ui/react: click or arrow keys open it,
 * arrows move, Enter chooses, Esc or an outside click closes it and focus returns to the trigger.
 */
export function Dropdown({
  menu,
  children,
  placement = 'bottom-start',
  disabled = false,
  label,
  menuClassName,
  onOpenChange,
}: DropdownProps) {
  useInjectedStyles();
  if (!isValidElement(menu) || menu.type !== DropdownMenu) throw new Error(MISSING_MENU_MESSAGE);
  assertDropdownItems(menu.props.items);
  const checkedPlacement = assertPlacement(placement);

  const [open, setOpenState] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };

  const {
    refs,
    floatingStyles,
    context,
    placement: shownPlacement,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: checkedPlacement,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const disabledIndices = menu.props.items.flatMap((item, index) => (item.disabled ? [index] : []));
  const { getReferenceProps, getFloatingProps, getItemProps } = useInteractions([
    useClick(context, { enabled: !disabled }),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      disabledIndices,
    }),
  ]);

  const menuContext = { activeIndex, listRef, getItemProps, close: () => setOpen(false) };

  // Named by its trigger (APG menu button) unless a label is given.
  const floatingProps = getFloatingProps();
  const trigger = cloneElement(
    children as ReactElement<Record<string, unknown>>,
    getReferenceProps({
      ...(children.props as Record<string, unknown>),
      ref: refs.setReference,
    }),
  );

  return (
    <>
      {trigger}
      {open && (
        <ScopedPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              className={classNames('pk-menu', menuClassName)}
              data-placement={shownPlacement}
              {...floatingProps}
              aria-label={label}
              aria-labelledby={label ? undefined : (floatingProps['aria-labelledby'] as string)}
            >
              <DropdownMenuContext.Provider value={menuContext}>
                {menu}
              </DropdownMenuContext.Provider>
            </div>
          </FloatingFocusManager>
        </ScopedPortal>
      )}
    </>
  );
}
