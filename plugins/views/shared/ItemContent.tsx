/**
 * What a list or tree row shows of an item: the member item with its tri-state checkbox, tags
 * (flat lists add the Group, Team or Department tag), the external-staff tag and, for people, the
 * id-card icon. The row is the control (its option or treeitem carries aria-checked), so the inner
 * checkbox and the id-card icon are shown but kept out of the Tab order and the accessibility
 * tree; a click on the checkbox still reaches the row, the icon opens the card, and the I key on
 * the active row opens it too (the list calls `useBusinessCardScope().open(cardId)`).
 */
import { useLayoutEffect, useRef } from 'react';
import type { PickerItem } from '../../../kernel';
import { MemberItem } from '../components';
import type { CheckStatus } from './surface';
import { rowTags } from './typeTags';
import { useT } from './useT';

export interface ItemContentProps {
  item: PickerItem;
  status: CheckStatus;
  disabled: boolean;
  showCheckbox: boolean;
  /** The id of the row's business card (people only); the list opens it with the I key. */
  cardId?: string;
  /** Adds the Group, Team or Department tag (flat lists and search results). */
  typeTag?: boolean;
}

/** Whether a row shows the id-card icon: people only. */
export function hasBusinessCard(item: PickerItem | null | undefined): boolean {
  return item?.type === 'user';
}

/** The id of the business card of the row whose DOM id is `rowId`. */
export function businessCardId(rowId: string): string {
  return `${rowId}-card`;
}

export function ItemContent(props: ItemContentProps) {
  const { item, status, disabled, showCheckbox, cardId, typeTag = false } = props;
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // When the card closes, focus goes back to the list (the row itself is not focusable).
  const listRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    listRef.current = ref.current?.closest<HTMLElement>('[data-pk-list]') ?? null;
    for (const box of ref.current?.querySelectorAll<HTMLElement>('[role="checkbox"]') ?? []) {
      box.tabIndex = -1;
      box.setAttribute('aria-hidden', 'true');
    }
  });
  const deptName = item.deptName ?? undefined;
  const card = hasBusinessCard(item);
  return (
    <div ref={ref} className="pk-row__content">
      <MemberItem
        title={item.name}
        highlightTitle={item.highlightName}
        avatar={item.avatar}
        description={item.description ?? deptName}
        tags={typeTag ? rowTags(item, t) : item.tags}
        isExternal={item.isExternal}
        labels={{
          external: t('externalStaff'),
          remove: t('remove', { name: item.name }),
          businessCard: { trigger: t('businessCard', { name: item.name }), loading: t('loading') },
        }}
        checkboxStatus={showCheckbox ? status : undefined}
        checkboxDisabled={disabled}
        disabled={disabled}
        showIdcardIcon={card}
        idCardProps={
          card
            ? {
                userid: item.userid ?? item.id,
                deptName,
                memberInfo: {
                  userid: item.userid ?? item.id,
                  name: item.name,
                  avatar: item.avatar,
                  deptName,
                },
              }
            : undefined
        }
        idCardOptions={card ? { cardId, triggerTabIndex: -1, returnFocus: listRef } : undefined}
      />
    </div>
  );
}
