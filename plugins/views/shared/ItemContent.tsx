/**
 * What a list or tree row shows of an item: the member item with its tri-state checkbox, tags
 * (flat lists add the Group, Team or Department tag), the external-staff tag and, for people, the
 * id-card icon. The row is the control (its option or treeitem carries aria-checked and
 * aria-selected), so nothing inside it is interactive for assistive technologies: the checkbox
 * is presentational and the id-card trigger a decorative icon (both aria-hidden, not focusable).
 * A pointer still clicks both (the checkbox click reaches the row; the icon opens the card), and
 * the I key on the active row opens the card (the list calls `useBusinessCardScope().open(cardId)`
 * and the row says so with aria-keyshortcuts).
 */
import { useMemo, useRef, type MutableRefObject } from 'react';
import type { PickerItem } from '../../../kernel';
import { escapeHtml } from '../components/sanitize/sanitizeHighlight';
import { itemKind } from '../components/icons/kindIcons';
import { MemberItem } from '../components/MemberItem/MemberItem';
import type { CheckStatus } from './surface';
import { rowTags } from './typeTags';
import { useKernel } from './KernelContext';
import { rowLabels } from './rowLabels';
import { useT } from './useT';

/** The kernel slot of the personal-centre link of a user id (the member picker's option). */
export const PERSONAL_CENTER_SLOT = 'personalCenterLink';

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

/** A ref whose `current` is the list around `row` at the time it is read. */
function listAround(row: { current: HTMLElement | null }): MutableRefObject<HTMLElement | null> {
  return {
    get current() {
      return row.current?.closest<HTMLElement>('[data-pk-list]') ?? null;
    },
    set current(_ignored) {
      // Read-only: the list is found from the row.
    },
  };
}

export function ItemContent(props: ItemContentProps) {
  const { item, status, disabled, showCheckbox, cardId, typeTag = false } = props;
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // When the card closes, focus goes back to the list (the row itself is not focusable). The
  // list is looked up then, not on every render of every row.
  const listRef = useMemo(() => listAround(ref), []);
  // Translated once per kernel (rowLabels), filled in once per row and name.
  const kernel = useKernel();
  const labels = useMemo(() => rowLabels(t, kernel, item.name), [t, kernel, item.name]);
  const deptName = item.deptName ?? undefined;
  const card = hasBusinessCard(item);
  const profileLinkOf = kernel.slots.get(PERSONAL_CENTER_SLOT) as
    ((userid: string) => string | undefined) | undefined;
  // The card stays over the list, below the search box (flipped under the row near the top).
  const cardBoundary = () => ref.current?.closest('.pk-list-area') ?? null;
  return (
    <div ref={ref} className="pk-row__content">
      <MemberItem
        title={item.highlightName ?? escapeHtml(item.name)}
        avatar={item.avatars?.length ? item.avatars : item.avatar}
        avatarKey={item.key}
        avatarKind={itemKind(item.type)}
        description={item.description ?? deptName}
        tags={typeTag ? rowTags(item, t) : item.tags}
        isExternal={item.isExternal}
        labels={labels}
        checkboxStatus={showCheckbox ? status : undefined}
        checkboxDisabled={disabled}
        checkboxPresentational
        disabled={disabled}
        showIdcardIcon={card}
        idCardProps={
          card
            ? {
                userid: item.userid ?? item.id,
                deptName,
                personalCenterLink: profileLinkOf?.(item.userid ?? item.id),
                memberInfo: {
                  userid: item.userid ?? item.id,
                  name: item.name,
                  avatar: item.avatar,
                  deptName,
                },
              }
            : undefined
        }
        idCardOptions={
          card
            ? { cardId, trigger: 'icon', returnFocus: listRef, boundary: cardBoundary }
            : undefined
        }
      />
    </div>
  );
}
