/**
 * The open menu of a Dropdown: floating-ui's placement (flipped and shifted to stay in view),
 * dismissal (Esc, a press outside), list navigation and focus management. It is a chunk of its
 * own that mounts only while the menu is open (Dropdown.tsx), so a closed menu button costs
 * neither this code nor @floating-ui/react.
 */
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useListNavigation,
} from '@floating-ui/react';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { classNames } from '../shared/classNames';
import { ScopedPortal } from '../shared/ScopedPortal';
import type { DropdownMenuProps } from './DropdownMenu';
import { DropdownMenuContext } from './DropdownMenuContext';
import type { DropdownItem, DropdownPlacement } from './dropdownRules';

/** Which item takes focus: the first or last one that is not disabled. A new object asks again. */
export interface MenuFocusRequest {
  edge: 'first' | 'last';
}

export interface DropdownLayerProps {
  /** The trigger the menu is placed against (and that counts as inside for dismissal). */
  reference: HTMLElement;
  onOpenChange(open: boolean): void;
  placement: DropdownPlacement;
  menu: ReactElement<DropdownMenuProps>;
  menuId: string;
  /** The trigger's id: the menu's name unless `label` is given. */
  triggerId: string;
  label?: string;
  menuClassName?: string;
  /** Set when the keyboard opened the menu or moved into it; null leaves focus where it is. */
  focusRequest: MenuFocusRequest | null;
}

function edgeIndex(items: DropdownItem[], request: MenuFocusRequest | null): number | null {
  if (!request) return null;
  const enabled = items.flatMap((item, index) => (item.disabled ? [] : [index]));
  return (request.edge === 'first' ? enabled[0] : enabled[enabled.length - 1]) ?? null;
}

export function DropdownLayer({
  reference,
  onOpenChange,
  placement,
  menu,
  menuId,
  triggerId,
  label,
  menuClassName,
  focusRequest,
}: DropdownLayerProps) {
  const items = menu.props.items;
  const [activeIndex, setActiveIndex] = useState(() => edgeIndex(items, focusRequest));
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const handledRequest = useRef(focusRequest);

  const {
    refs,
    floatingStyles,
    context,
    placement: shownPlacement,
  } = useFloating({
    open: true,
    onOpenChange,
    elements: { reference },
    placement,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const disabledIndices = items.flatMap((item, index) => (item.disabled ? [index] : []));
  const { getFloatingProps, getItemProps } = useInteractions([
    useDismiss(context),
    useListNavigation(context, {
      listRef,
      activeIndex,
      onNavigate: setActiveIndex,
      loop: true,
      disabledIndices,
    }),
  ]);

  // An arrow key on the trigger while the menu is open moves focus into it (the opening request
  // is already the initial active item).
  useEffect(() => {
    if (focusRequest === handledRequest.current) return;
    handledRequest.current = focusRequest;
    const index = edgeIndex(items, focusRequest);
    if (index === null) return;
    setActiveIndex(index);
    listRef.current[index]?.focus();
  }, [focusRequest, items]);

  const menuContext = { activeIndex, listRef, getItemProps, close: () => onOpenChange(false) };
  return (
    <ScopedPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
        <div
          ref={refs.setFloating}
          style={floatingStyles}
          className={classNames('pk-menu', menuClassName)}
          data-placement={shownPlacement}
          {...getFloatingProps()}
          id={menuId}
          role="menu"
          aria-label={label}
          aria-labelledby={label ? undefined : triggerId}
        >
          <DropdownMenuContext.Provider value={menuContext}>{menu}</DropdownMenuContext.Provider>
        </div>
      </FloatingFocusManager>
    </ScopedPortal>
  );
}
