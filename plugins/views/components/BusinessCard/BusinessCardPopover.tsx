/**
 * The open business card: floating-ui's positioning, dismissal and focus management, and the
 * member info (loading, then loaded). It mounts only while the card is open, so a list of people
 * sets up no floating layer for the cards nobody opened; each opening starts from loading.
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
  useRole,
} from '@floating-ui/react';
import { useEffect, useState, type MutableRefObject } from 'react';
import { ScopedPortal } from '../shared/ScopedPortal';
import { BusinessCardContent, type BusinessCardContentLabels } from './BusinessCardContent';
import { deriveMemberInfo, type IdCardProps, type MemberInfo } from './memberInfo';

export interface BusinessCardPopoverProps {
  /** The trigger the card is placed against (and that counts as inside for dismissal). */
  reference: HTMLElement;
  onOpenChange(open: boolean): void;
  idCardProps?: IdCardProps;
  fallback: MemberInfo;
  headingId: string;
  popoverId: string;
  /** The card's name while it loads (the trigger's label). */
  loadingName: string;
  loadingText?: string;
  labels: BusinessCardContentLabels;
  /** The area the card stays inside (see BusinessCardProps.boundary). */
  boundary?: () => Element | null;
  returnFocus: boolean | MutableRefObject<HTMLElement | null>;
}

type CardState = { status: 'loading' } | { status: 'ready'; loaded?: MemberInfo };

export function BusinessCardPopover({
  reference,
  onOpenChange,
  idCardProps,
  fallback,
  headingId,
  popoverId,
  loadingName,
  loadingText,
  labels,
  boundary,
  returnFocus,
}: BusinessCardPopoverProps) {
  const loader = idCardProps?.loadMemberInfo;
  const userid = idCardProps?.userid ?? idCardProps?.memberInfo?.userid ?? fallback.userid;
  const [state, setState] = useState<CardState>(() =>
    loader ? { status: 'loading' } : { status: 'ready' },
  );

  useEffect(() => {
    if (!loader) return undefined;
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
  }, [loader, userid]);

  const { refs, floatingStyles, context, placement } = useFloating({
    open: true,
    onOpenChange,
    elements: { reference },
    placement: 'top',
    middleware: [
      offset(8),
      flip(() => ({ boundary: boundary?.() ?? 'clippingAncestors' })),
      shift(() => ({ padding: 8, boundary: boundary?.() ?? 'clippingAncestors' })),
    ],
    whileElementsMounted: autoUpdate,
  });
  const { getFloatingProps } = useInteractions([
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);

  const info = deriveMemberInfo(
    idCardProps,
    fallback,
    state.status === 'ready' ? state.loaded : undefined,
  );
  const profileLink = idCardProps?.personalCenterLink;
  return (
    <ScopedPortal>
      <FloatingFocusManager context={context} modal={false} returnFocus={returnFocus}>
        <div
          ref={refs.setFloating}
          style={floatingStyles}
          className="pk-popover"
          data-placement={placement}
          aria-labelledby={state.status === 'ready' ? headingId : undefined}
          aria-label={state.status === 'loading' ? loadingName : undefined}
          {...getFloatingProps()}
          id={popoverId}
        >
          {state.status === 'loading' ? (
            <div role="status">{loadingText ?? 'Loading…'}</div>
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
  );
}
