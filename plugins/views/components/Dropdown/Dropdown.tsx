import {
  cloneElement,
  isValidElement,
  Suspense,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { lazyLayer } from '../shared/lazyLayer';
import { useInjectedStyles } from '../styles/useInjectedStyles';
import { DropdownMenu, type DropdownMenuProps } from './DropdownMenu';
import type { DropdownLayerProps, MenuFocusRequest } from './DropdownLayer';
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
 * The open menu (placement, dismissal, list navigation, focus) is a chunk of its own with
 * @floating-ui/react, fetched when a menu first opens, or earlier when a pointer enters a trigger
 * or a trigger takes focus, so that the opening click or key finds it in.
 */
const { Layer: DropdownLayer, preload: preloadLayer } = lazyLayer<DropdownLayerProps>(
  () => import('./DropdownLayer').then((module) => module.DropdownLayer),
  'a menu',
);

/** The trigger's own handlers, which run before the Dropdown's. */
interface TriggerHandlers {
  onClick?(event: MouseEvent<HTMLElement>): void;
  onKeyDown?(event: KeyboardEvent<HTMLElement>): void;
  onKeyUp?(event: KeyboardEvent<HTMLElement>): void;
  onPointerEnter?(event: PointerEvent<HTMLElement>): void;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  id?: string;
}

/**
 * A menu button (WAI-ARIA menu button pattern). The trigger owns the state: a click opens it
 * with focus left on the trigger; Enter, Space and ArrowDown open it on its first item, ArrowUp
 * on its last. The open menu (DropdownLayer) moves with the arrows, chooses with Enter and closes
 * on Esc or an outside press, focus going back to the trigger.
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
  const [focusRequest, setFocusRequest] = useState<MenuFocusRequest | null>(null);
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const openRef = useRef(false);
  const generatedId = useId();
  const own = children.props as TriggerHandlers;
  const triggerId = own.id ?? `${generatedId}-trigger`;
  const menuId = `${generatedId}-menu`;

  const setOpen = (next: boolean) => {
    if (openRef.current === next) return;
    openRef.current = next;
    setOpenState(next);
    onOpenChange?.(next);
  };
  const openAt = (edge: MenuFocusRequest['edge'] | null) => {
    setFocusRequest(edge ? { edge } : null);
    setOpen(true);
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    own.onClick?.(event);
    if (disabled || event.defaultPrevented) return;
    if (openRef.current) setOpen(false);
    else openAt(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    own.onKeyDown?.(event);
    if (disabled || event.defaultPrevented) return;
    if (event.key === 'Escape' && openRef.current) {
      // The menu's Esc, not the dialog's around it.
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const edge = event.key === 'ArrowDown' ? 'first' : 'last';
      if (openRef.current) setFocusRequest({ edge });
      else openAt(edge);
    } else if (event.key === 'Enter' || event.key === ' ') {
      // Handled here rather than by the click the key would cause, to tell the keyboard apart.
      event.preventDefault();
      if (openRef.current) setOpen(false);
      else openAt('first');
    }
  };
  const onKeyUp = (event: KeyboardEvent<HTMLElement>) => {
    own.onKeyUp?.(event);
    // Some browsers click a button on Space's keyup: that click would close the menu again.
    if (event.key === ' ') event.preventDefault();
  };

  const trigger = cloneElement(children as ReactElement<Record<string, unknown>>, {
    ref: setReference,
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick,
    onKeyDown,
    onKeyUp,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      preloadLayer();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      preloadLayer();
    },
  });

  return (
    <>
      {trigger}
      {open && reference && (
        <Suspense fallback={null}>
          <DropdownLayer
            reference={reference}
            onOpenChange={setOpen}
            placement={checkedPlacement}
            menu={menu}
            menuId={menuId}
            triggerId={triggerId}
            label={label}
            menuClassName={menuClassName}
            focusRequest={focusRequest}
          />
        </Suspense>
      )}
    </>
  );
}
