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
  useRole,
} from '@floating-ui/react';
import { useEffect, useId, useState, type MutableRefObject } from 'react';
import { IdCardIcon } from '../shared/icons';
import { ScopedPortal } from '../shared/ScopedPortal';
import { BusinessCardContent, type BusinessCardContentLabels } from './BusinessCardContent';
import { useBusinessCardOpen } from './BusinessCardScope';
import { deriveMemberInfo, type IdCardProps, type MemberInfo } from './memberInfo';

export interface BusinessCardLabels extends BusinessCardContentLabels {
  /** Accessible name of the id-card button (default 'Business card of <name>'). */
  trigger?: string;
  loading?: string;
}

export interface BusinessCardProps {
  idCardProps?: IdCardProps;
  /** What the row itself knows (name, avatar, ...), used where the card has nothing better. */
  fallback: MemberInfo;
  labels?: BusinessCardLabels;
  /**
   * A stable id, so that code around the card can open it through its BusinessCardScope
   * (`useBusinessCardScope().open(cardId)`); default a generated one.
   */
  cardId?: string;
  /** The trigger's tabIndex (-1 when the row around it opens the card from the keyboard). */
  triggerTabIndex?: number;
  /**
   * 'button' (default): the trigger is a named button. 'icon': the trigger is a decorative icon
   * (aria-hidden, no role, not focusable) that a pointer clicks, for a card inside a control such
   * as a listbox option or treeitem, whose children must not be interactive; the control opens the
   * card from the keyboard through the scope (`useBusinessCardScope().open(cardId)`).
   */
  trigger?: 'button' | 'icon';
  /** Where focus goes when the card closes (default the trigger). */
  returnFocus?: boolean | MutableRefObject<HTMLElement | null>;
  /**
   * The area the card stays inside (placement top, flipped below when there is no room above in
   * it), so a card over a list never covers the search box above the list. Default the viewport.
   */
  boundary?: () => Element | null;
}

/** The reference props without the aria-* state (expanded, haspopup, controls) a button gets. */
function withoutAria(props: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([name]) => !name.startsWith('aria-')));
}

type CardState = { status: 'loading' } | { status: 'ready'; loaded?: MemberInfo };

/**
 * The id-card icon and its popover (placement top, closes at once). Opening one card closes the
 * open one in the same BusinessCardScope; closing goes back to the loading state.
 */
export function BusinessCard({
  idCardProps,
  fallback,
  labels = {},
  cardId: givenId,
  triggerTabIndex,
  trigger = 'button',
  returnFocus = true,
  boundary,
}: BusinessCardProps) {
  const generatedId = useId();
  const cardId = givenId ?? generatedId;
  const headingId = `${cardId}-name`;
  const [open, setOpen] = useBusinessCardOpen(cardId);
  const [state, setState] = useState<CardState>({ status: 'loading' });
  const loader = idCardProps?.loadMemberInfo;
  const userid = idCardProps?.userid ?? idCardProps?.memberInfo?.userid ?? fallback.userid;

  useEffect(() => {
    if (!open) {
      setState({ status: 'loading' });
      return undefined;
    }
    if (!loader) {
      setState({ status: 'ready' });
      return undefined;
    }
    const controller = new AbortController();
    loader(userid, controller.signal).then(
      (loaded) => {
        if (!controller.signal.aborted) setState({ status: 'ready', loaded });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'ready' });
      },
    );
    return () => controller.abort();
  }, [open, loader, userid]);

  const { refs, floatingStyles, context, placement } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'top',
    middleware: [
      offset(8),
      flip(() => ({ boundary: boundary?.() ?? 'clippingAncestors' })),
      shift(() => ({ padding: 8, boundary: boundary?.() ?? 'clippingAncestors' })),
    ],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);

  const info = deriveMemberInfo(
    idCardProps,
    fallback,
    state.status === 'ready' ? state.loaded : undefined,
  );
  const profileLink = idCardProps?.personalCenterLink;
  const triggerLabel = labels.trigger ?? `Business card of ${fallback.name ?? ''}`.trim();

  const referenceProps = getReferenceProps({ onClick: (event) => event.stopPropagation() });
  return (
    <>
      {trigger === 'icon' ? (
        <span
          ref={refs.setReference}
          className="pk-icon-button pk-idcard-button pk-idcard-button--icon"
          {...withoutAria(referenceProps)}
          aria-hidden="true"
        >
          <IdCardIcon />
        </span>
      ) : (
        <button
          type="button"
          ref={refs.setReference}
          className="pk-icon-button pk-idcard-button"
          aria-label={triggerLabel}
          tabIndex={triggerTabIndex}
          {...referenceProps}
        >
          <IdCardIcon />
        </button>
      )}
      {open && (
        <ScopedPortal>
          <FloatingFocusManager context={context} modal={false} returnFocus={returnFocus}>
            <div
              ref={refs.setFloating}
              style={floatingStyles}
              className="pk-popover"
              data-placement={placement}
              aria-labelledby={state.status === 'ready' ? headingId : undefined}
              aria-label={state.status === 'loading' ? triggerLabel : undefined}
              {...getFloatingProps()}
            >
              {state.status === 'loading' ? (
                <div role="status">{labels.loading ?? 'Loading…'}</div>
              ) : (
                <BusinessCardContent
                  info={info}
                  headingId={headingId}
                  profileLink={profileLink}
                  labels={labels}
                />
              )}
            </div>
          </FloatingFocusManager>
        </ScopedPortal>
      )}
    </>
  );
}
