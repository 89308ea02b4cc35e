import {
  Suspense,
  useEffect,
  useId,
  useState,
  type MouseEvent,
  type MutableRefObject,
} from 'react';
import { IdCardIcon } from '../shared/icons';
import { lazyLayer } from '../shared/lazyLayer';
import { useBusinessCardOpen } from './BusinessCardScope';
import type { BusinessCardContentLabels } from './BusinessCardContent';
import type { BusinessCardPopoverProps } from './BusinessCardPopover';
import type { IdCardProps, MemberInfo } from './memberInfo';

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

/**
 * The open card's code (positioning, dismissal, focus, contents) is a chunk of its own, kept out
 * of the first paint and fetched right after the first card trigger mounts, so it is in before
 * anyone can open a card; an opening that beats it draws nothing until the chunk arrives.
 */
const { Layer: BusinessCardPopover, preload: prefetchPopover } =
  lazyLayer<BusinessCardPopoverProps>(
    () => import('./BusinessCardPopover').then((module) => module.BusinessCardPopover),
    'the business card',
  );

/**
 * The id-card icon and its popover (placement top, closes at once). Opening one card closes the
 * open one in the same BusinessCardScope; closing goes back to the loading state. The popover and
 * its floating layer mount only while the card is open (BusinessCardPopover).
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
  const [open, setOpen] = useBusinessCardOpen(cardId);
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const triggerLabel = labels.trigger ?? `Business card of ${fallback.name ?? ''}`.trim();
  const popoverId = `${cardId}-card`;
  useEffect(prefetchPopover, []);
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(!open);
  };

  return (
    <>
      {trigger === 'icon' ? (
        <span
          ref={setReference}
          className="pk-icon-button pk-idcard-button pk-idcard-button--icon"
          onClick={onClick}
          aria-hidden="true"
        >
          <IdCardIcon />
        </span>
      ) : (
        <button
          type="button"
          ref={setReference}
          className="pk-icon-button pk-idcard-button"
          aria-label={triggerLabel}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          tabIndex={triggerTabIndex}
          onClick={onClick}
        >
          <IdCardIcon />
        </button>
      )}
      {open && reference && (
        <Suspense fallback={null}>
          <BusinessCardPopover
            reference={reference}
            onOpenChange={setOpen}
            idCardProps={idCardProps}
            fallback={fallback}
            headingId={`${cardId}-name`}
            popoverId={popoverId}
            loadingName={triggerLabel}
            loadingText={labels.loading}
            labels={labels}
            boundary={boundary}
            returnFocus={returnFocus}
          />
        </Suspense>
      )}
    </>
  );
}
